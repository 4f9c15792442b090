/**
 * Data access of the publish status: the database's revision (`site_publish`), the `publish_now`
 * and `build_hook_failure` RPCs, the served site's `/build.json` (its revision and the photos it
 * left out), and the local orchestrator's build status.
 */
import type { LeftOutPhoto } from '../content/left-out-photos.ts';
import type { FailureCode } from '../publish-failure.ts';
import { supabase } from '../supabase.ts';

/** What `GET /_local/status` of `npm start` answers: its builds and the last one's outcome. */
export type LocalStatus = {
  building: boolean;
  builds: number;
  /** The failed build's output (its tail), or null when the last build succeeded. */
  lastError: string | null;
  /** The first meaningful error line of that output (shown in the admin), or null. */
  lastErrorLine: string | null;
  /** What that failure is, when the admin words it for the owner (publish-failure.ts), or null. */
  lastErrorCode: FailureCode | null;
};

/** The database's content revision and when it last changed. */
export interface DatabaseRevision {
  revision: number;
  /** `site_publish.updated_at` in ms since the epoch. */
  changedAt: number;
}

/** Reads `site_publish.revision` (readable by anyone). */
export async function readDatabaseRevision(): Promise<DatabaseRevision> {
  const { data, error } = await supabase
    .from('site_publish')
    .select('revision, updated_at')
    .eq('id', 1)
    .single();
  if (error) throw new Error(`Cannot read the content revision: ${error.message}`);
  return { revision: Number(data.revision), changedAt: Date.parse(data.updated_at) };
}

/** The served site's build: the revision it was built from and the photos it left out. */
export interface SiteBuild {
  revision: number;
  /** Photos the build left out of the pages, with where and why. */
  leftOutPhotos: LeftOutPhoto[];
}

/** Reads the served site's `/build.json` (src/pages/build.json.ts); never from a cache. */
export async function readSiteBuild(): Promise<SiteBuild> {
  const response = await fetch('/build.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Cannot read /build.json: HTTP ${response.status}`);
  const { revision, leftOutPhotos } = (await response.json()) as Record<string, unknown>;
  if (typeof revision !== 'number') throw new Error('/build.json carries no revision');
  return {
    revision,
    leftOutPhotos: Array.isArray(leftOutPhotos) ? (leftOutPhotos as LeftOutPhoto[]) : [],
  };
}

/**
 * Reads the local orchestrator's build status (`GET /_local/status` of `npm start`): `null` where
 * there is none, `undefined` when it could not be read this time. Only `npm start`'s builds carry
 * the request (`import.meta.env.LOCAL_BUILD_STATUS`); in any other build this answers `null` at once.
 */
export async function readLocalBuildStatus(): Promise<LocalStatus | null | undefined> {
  // A constant at build time: every other build (Netlify) drops the probe below as dead code.
  if (!import.meta.env.LOCAL_BUILD_STATUS) return null;
  let response: Response;
  try {
    response = await fetch('/_local/status', { cache: 'no-store' });
  } catch {
    return undefined;
  }
  if (response.status === 404) return null;
  if (!response.ok) return undefined;
  // Anything but the orchestrator's JSON (e.g. a host's fallback page) means there is no route.
  const status = (await response.json().catch(() => null)) as Partial<LocalStatus> | null;
  return typeof status?.builds === 'number' ? (status as LocalStatus) : null;
}

/**
 * Why the database's latest build hook call failed (no pg_net, hook refused or unreachable), or
 * undefined when it did not fail. The reason is a bonus: when it cannot be read, the status still
 * turns to Publish delayed after the usual wait, so a read error is not an error of the status.
 */
export async function readHookFailure(): Promise<string | undefined> {
  const { data, error } = await supabase.rpc('build_hook_failure');
  if (error || !data[0]) return undefined;
  return data[0].error;
}

/** Asks the database to call the build hook again (admins only); returns the revision sent. */
export async function requestPublish(): Promise<number> {
  const { data, error } = await supabase.rpc('publish_now');
  if (error) throw new Error(error.message);
  return Number(data);
}
