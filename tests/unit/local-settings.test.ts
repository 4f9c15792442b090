import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultJwtSecret } from '../../supabase/local/keys.ts';
import {
  backendPort,
  bookingWebhookUrl,
  dataDir,
  jwtSecret,
  localBackendUrl,
  SettingsError,
  sitePort,
  wipeDataDir,
} from '../../supabase/local/settings.ts';

// A fake machine: <root>/home is the home folder, <root>/work/project the project.
let root: string;
let home: string;
let project: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-settings-'));
  home = join(root, 'home');
  project = join(root, 'work', 'project');
  await mkdir(home, { recursive: true });
  await mkdir(join(project, 'src'), { recursive: true });
  await writeFile(join(project, 'package.json'), '{}');
  await writeFile(join(project, 'src', 'keep.ts'), 'export {};');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const resolveDir = (value?: string) =>
  dataDir(value === undefined ? {} : { DATA_DIR: value }, project, home);

/** A folder laid out as the local stack leaves its data directory. */
async function dataFolder(path: string): Promise<string> {
  for (const dir of ['db', 'storage', 'site']) await mkdir(join(path, dir), { recursive: true });
  await writeFile(join(path, 'db', 'PG_VERSION'), '17');
  await writeFile(join(path, 'admin.json'), '{}');
  return path;
}

describe('local settings', () => {
  it('use the defaults when a variable is unset or empty', () => {
    for (const env of [{}, { PORT: '', SUPABASE_LOCAL_PORT: ' ', SUPABASE_JWT_SECRET: '' }]) {
      expect(sitePort(env)).toBe(4321);
      expect(backendPort(env)).toBe(54321);
      expect(localBackendUrl(env)).toBe('http://127.0.0.1:54321');
      expect(jwtSecret(env)).toBe(defaultJwtSecret);
    }
    expect(sitePort({ PORT: '8080' })).toBe(8080);
    expect(localBackendUrl({ SUPABASE_LOCAL_PORT: '5555' })).toBe('http://127.0.0.1:5555');
    expect(jwtSecret({ SUPABASE_JWT_SECRET: 'another-secret' })).toBe('another-secret');
  });

  it('refuse a port that is not a port number', () => {
    for (const value of ['abc', '-1', '65536', '80.5']) {
      expect(() => sitePort({ PORT: value }), value).toThrow(SettingsError);
    }
  });

  it('send booking notifications to BOOKING_WEBHOOK_URL only when it is an http(s) URL', () => {
    expect(bookingWebhookUrl({})).toBeUndefined();
    expect(bookingWebhookUrl({ BOOKING_WEBHOOK_URL: ' ' })).toBeUndefined();
    expect(bookingWebhookUrl({ BOOKING_WEBHOOK_URL: 'https://hooks.example.com/x' })).toBe(
      'https://hooks.example.com/x',
    );
    expect(() => bookingWebhookUrl({ BOOKING_WEBHOOK_URL: 'javascript:alert(1)' })).toThrow(
      SettingsError,
    );
  });

  it('put the data in the project folder by default and resolve DATA_DIR against the project', () => {
    expect(resolveDir()).toEqual({ path: join(project, '.data'), explicit: false });
    expect(resolveDir('.test-data/e2e')).toEqual({
      path: join(project, '.test-data', 'e2e'),
      explicit: true,
    });
    expect(resolveDir(join(root, 'elsewhere'))).toEqual({
      path: join(root, 'elsewhere'),
      explicit: true,
    });
  });

  it('make an empty DATA_DIR a clear error instead of a guess', () => {
    for (const value of ['', '  ']) {
      expect(() => resolveDir(value)).toThrow(/DATA_DIR is set but empty/);
    }
  });

  it('refuse a DATA_DIR that is the root, the home, the project, a folder holding it, or another project', async () => {
    const other = join(root, 'work', 'other');
    const repo = join(root, 'work', 'repo');
    await mkdir(other, { recursive: true });
    await mkdir(join(repo, '.git'), { recursive: true });
    await writeFile(join(other, 'package.json'), '{}');
    const refusals: [string, RegExp][] = [
      ['/', /file-system root/],
      [home, /home directory/],
      ['.', /the project or a folder that contains it/],
      ['./', /the project or a folder that contains it/],
      ['..', /the project or a folder that contains it/],
      [root, /the project or a folder that contains it/],
      [other, /holds package\.json/],
      [repo, /holds \.git/],
    ];
    for (const [value, why] of refusals) {
      expect(() => resolveDir(value), value).toThrow(why);
    }
  });
});

describe('the guarded wipe', () => {
  it('deletes a data directory the stack laid out, and says when there was nothing', async () => {
    const dir = resolveDir();
    await dataFolder(dir.path);
    expect(await wipeDataDir(dir, project, home)).toBe(true);
    expect(existsSync(dir.path)).toBe(false);
    expect(await wipeDataDir(dir, project, home)).toBe(false);
    expect(existsSync(join(project, 'package.json'))).toBe(true);
  });

  it('refuses a folder holding anything the stack never writes, and leaves it whole', async () => {
    const dir = resolveDir('src');
    await expect(wipeDataDir(dir, project, home)).rejects.toThrow(
      /holds keep\.ts, which the local stack never writes/,
    );
    expect(await readdir(join(project, 'src'))).toEqual(['keep.ts']);
  });

  it('wipes a folder outside the project only when DATA_DIR names it', async () => {
    const outside = await dataFolder(join(root, 'outside-data'));
    await symlink(outside, join(project, '.data'));
    await expect(wipeDataDir(resolveDir(), project, home)).rejects.toThrow(
      /outside the project and DATA_DIR does not name it/,
    );
    expect(existsSync(join(outside, 'db', 'PG_VERSION'))).toBe(true);
    await rm(join(project, '.data'));
    expect(await wipeDataDir(resolveDir(outside), project, home)).toBe(true);
    expect(existsSync(outside)).toBe(false);
  });

  it('checks the folder again itself, whatever it is handed', async () => {
    await expect(wipeDataDir({ path: project, explicit: true }, project, home)).rejects.toThrow(
      SettingsError,
    );
    await expect(wipeDataDir({ path: home, explicit: true }, project, home)).rejects.toThrow(
      /home directory/,
    );
    expect(existsSync(join(project, 'src', 'keep.ts'))).toBe(true);
  });
});
