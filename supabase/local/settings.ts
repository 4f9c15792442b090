import { existsSync, realpathSync } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, parse, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultJwtSecret } from './keys.ts';

/**
 * The local stack's settings, read in this one place by `npm start`, `npm run backend`,
 * `db:reset`, the CLI scripts and the test support, so they all agree. An empty variable means
 * unset (its default), except DATA_DIR: an empty DATA_DIR once resolved to the project itself, so
 * it is an error rather than a guess.
 */
export type Env = Record<string, string | undefined>;

/** The project folder (the one holding package.json), found from this file's place in it. */
export const projectDir = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

export const defaultSitePort = 4321;
export const defaultBackendPort = 54321;
export const defaultDataDir = '.data';

/**
 * Most rows one data-API read answers, whatever it asks for: hosted Supabase's `max_rows`
 * (supabase/config.toml [api], PostgREST's db-max-rows), mirrored so that code reading a long
 * table meets the same cut here as in production (docs/architecture.md#local-backend).
 */
export const maxRows = 1000;

/** A setting that cannot be used; its message is the one line the user sees. */
export class SettingsError extends Error {}

function setting(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function port(env: Env, name: string, fallback: number): number {
  const value = setting(env, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 65535) {
    throw new SettingsError(`${name} must be a port number (0-65535), not "${value}"`);
  }
  return number;
}

/** PORT: where `npm start` serves the site. */
export const sitePort = (env: Env = process.env): number => port(env, 'PORT', defaultSitePort);

/** SUPABASE_LOCAL_PORT: where the local backend listens. */
export const backendPort = (env: Env = process.env): number =>
  port(env, 'SUPABASE_LOCAL_PORT', defaultBackendPort);

/** The local backend's URL on loopback. */
export const localBackendUrl = (env: Env = process.env): string =>
  `http://127.0.0.1:${backendPort(env)}`;

/** SUPABASE_JWT_SECRET: signs tokens and the local API keys. */
export const jwtSecret = (env: Env = process.env): string =>
  setting(env, 'SUPABASE_JWT_SECRET') ?? defaultJwtSecret;

/**
 * BOOKING_WEBHOOK_URL: where `npm start` sends the notification of each new booking request (an
 * http(s) URL, e.g. a chat's incoming webhook, to try it before production); unset, they are logged.
 */
export function bookingWebhookUrl(env: Env = process.env): string | undefined {
  const value = setting(env, 'BOOKING_WEBHOOK_URL');
  if (value !== undefined && !/^https?:\/\/\S+$/i.test(value)) {
    throw new SettingsError(`BOOKING_WEBHOOK_URL must be an http(s) URL, not "${value}"`);
  }
  return value;
}

/** The data directory and whether DATA_DIR named it (rather than the default being used). */
export type DataDir = { path: string; explicit: boolean };

/**
 * DATA_DIR resolved against the project (default `.data`). Empty, or a folder that holds the
 * project, a home or another project, is a SettingsError: the stack writes and wipes in there.
 */
export function dataDir(env: Env = process.env, project = projectDir, home = homedir()): DataDir {
  const raw = env.DATA_DIR;
  if (raw !== undefined && raw.trim() === '') {
    throw new SettingsError(
      `DATA_DIR is set but empty; unset it to use ${defaultDataDir}, or name a folder for the local data`,
    );
  }
  const path = resolve(project, raw ?? defaultDataDir);
  checkNotPrecious(path, project, home);
  return { path, explicit: raw !== undefined };
}

/** The real path of `path`, or of its nearest existing ancestor joined with the rest. */
function real(path: string): string {
  if (existsSync(path)) return realpathSync(path);
  const parent = dirname(path);
  return parent === path ? path : join(real(parent), relative(parent, path));
}

/** True when `path` is `other` or inside it. */
export function isWithin(path: string, other: string): boolean {
  const rel = relative(other, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Refuses the file-system root, a home, the project or a folder holding it, and other projects. */
export function checkNotPrecious(path: string, project = projectDir, home = homedir()): void {
  const target = real(path);
  const refuse = (why: string): never => {
    throw new SettingsError(`Refusing to use ${path} as the data directory: ${why}`);
  };
  if (target === parse(target).root) refuse('it is the file-system root');
  if (target === real(home)) refuse('it is the home directory');
  if (isWithin(real(project), target)) refuse('it is the project or a folder that contains it');
  for (const marker of ['package.json', '.git']) {
    if (existsSync(join(target, marker))) refuse(`it holds ${marker}, like a project does`);
  }
}

/** What the stack keeps in a data directory; the wipe refuses a folder that holds anything else. */
export const dataDirLayout = {
  database: 'db',
  storage: 'storage',
  sites: 'site',
  admin: 'admin.json',
} as const;

const layoutNames = new Set<string>([...Object.values(dataDirLayout), '.DS_Store']);

/**
 * The one guarded wipe (`db:reset`, `start --reset`): besides the checks of `checkNotPrecious` it
 * refuses a folder outside the project that DATA_DIR does not name, and a folder holding anything
 * the stack never writes there. Resolves false when there was nothing to delete.
 */
export async function wipeDataDir(
  dir: DataDir,
  project = projectDir,
  home = homedir(),
): Promise<boolean> {
  const refuse = (why: string): never => {
    throw new SettingsError(`Refusing to wipe ${dir.path}: ${why}`);
  };
  checkNotPrecious(dir.path, project, home);
  if (!dir.explicit && !isWithin(real(dir.path), real(project))) {
    refuse('it is outside the project and DATA_DIR does not name it');
  }
  const info = await lstat(dir.path).catch(() => undefined);
  if (!info) return false;
  if (!info.isDirectory()) refuse('it is not a directory');
  const strangers = (await readdir(dir.path)).filter((name) => !layoutNames.has(name));
  if (strangers.length > 0) {
    refuse(
      `it holds ${strangers.slice(0, 3).join(', ')}, which the local stack never writes there`,
    );
  }
  await rm(dir.path, { recursive: true, force: true });
  return true;
}
