/**
 * The pure half of the publish status (docs/architecture.md#publish-loop): which state the admin
 * header shows, given the served site's revision, the database's revision, when the site fell
 * behind and what the local orchestrator said about the last build. No I/O here, so it is
 * unit-tested without a browser.
 */

/** What the header shows: checking (first load), live, publishing, delayed, or unknown (unreadable). */
export type PublishState = 'checking' | 'live' | 'publishing' | 'delayed' | 'unknown';

/** A Netlify build of this site takes about a minute; after three the hook or the build failed. */
export const DEFAULT_DELAYED_AFTER_MS = 3 * 60_000;

/** Which site revision is behind, and since when (ms since the epoch, this browser's clock). */
export interface BehindSince {
  siteRevision: number;
  since: number;
}

/** One reading of both revisions and when the database's last changed. */
export interface RevisionReading {
  siteRevision: number;
  databaseRevision: number;
  /** `site_publish.updated_at` in ms: the time of the latest bump. */
  databaseChangedAt: number;
}

/**
 * Since when the site has been behind. While the same site build stays behind, the clock keeps
 * running (later saves do not restart it); when the site moves on but is still behind, or on the
 * first reading, the clock starts at the database's latest change — so an admin opening the page
 * long after a failed publish sees the delay at once. A database time in this browser's future
 * (clock skew) counts as now.
 */
export function behindSince(
  previous: BehindSince | undefined,
  reading: RevisionReading,
  now: number,
): BehindSince | undefined {
  if (reading.siteRevision >= reading.databaseRevision) return undefined;
  if (previous?.siteRevision === reading.siteRevision) return previous;
  const since = Number.isFinite(reading.databaseChangedAt)
    ? Math.min(reading.databaseChangedAt, now)
    : now;
  return { siteRevision: reading.siteRevision, since };
}

/** Inputs of `publishState`. */
export interface PublishStateInput {
  siteRevision: number;
  databaseRevision: number;
  /** When the site fell behind; ignored while live. */
  since: number | undefined;
  now: number;
  delayedAfterMs: number;
  /** A build known to have failed since the last save (local orchestrator only). */
  buildFailed: boolean;
}

/**
 * Live when the site was built from the database's revision (or a later one, e.g. right after a
 * database reset); delayed when a build is known to have failed or the site has been behind for
 * `delayedAfterMs`; publishing otherwise.
 */
export function publishState(input: PublishStateInput): 'live' | 'publishing' | 'delayed' {
  if (input.siteRevision >= input.databaseRevision) return 'live';
  if (input.buildFailed) return 'delayed';
  const since = input.since ?? input.now;
  return input.now - since >= input.delayedAfterMs ? 'delayed' : 'publishing';
}

/** The delay threshold from its override text (a whole number of ms ≥ 0), else the default. */
export function delayedAfterMsFrom(override: string | null | undefined): number {
  if (override == null || !/^\d+$/.test(override.trim())) return DEFAULT_DELAYED_AFTER_MS;
  return Number(override.trim());
}
