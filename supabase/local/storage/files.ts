import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes `data` to a temp file under `root/.tmp`; the caller renames it into place. */
export async function writeTemp(root: string, data: Buffer): Promise<string> {
  const dir = join(root, '.tmp');
  await mkdir(dir, { recursive: true });
  const temp = join(dir, randomUUID());
  await writeFile(temp, data);
  return temp;
}

/** Moves a temp file to its final place atomically (same file system). */
export async function moveIntoPlace(temp: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await rename(temp, file);
}

/** Removes a file if it exists. */
export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
