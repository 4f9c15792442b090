import { rm, stat } from 'node:fs/promises';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail } from './lib/env.ts';

/**
 * `npm run db:reset`: wipes the local data directory (DATA_DIR, default `.data`). Refuses the
 * file-system root, the project itself and anything outside the project unless DATA_DIR names it.
 */
try {
  const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const explicit = process.env.DATA_DIR;
  const dataDir = resolve(projectDir, explicit || '.data');
  const inside = relative(projectDir, dataDir);
  if (dataDir === resolve(sep) || dataDir === projectDir || projectDir.startsWith(dataDir + sep)) {
    throw new Error(`Refusing to wipe ${dataDir}`);
  }
  if (!explicit && (inside.startsWith('..') || basename(dataDir) !== '.data')) {
    throw new Error(`Refusing to wipe ${dataDir}: not the project's .data directory`);
  }
  const info = await stat(dataDir).catch(() => undefined);
  if (!info) {
    console.log(`${dataDir} does not exist; nothing to reset.`);
  } else if (!info.isDirectory()) {
    throw new Error(`${dataDir} is not a directory`);
  } else {
    await rm(dataDir, { recursive: true, force: true });
    console.log(
      `Wiped ${dataDir}. Stop any running backend first; the next start creates a fresh database.`,
    );
  }
} catch (error) {
  fail(error);
}
