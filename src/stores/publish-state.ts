/**
 * The pure half of the publish status (docs/architecture.md#publish-loop): which state the admin
 * header shows, given the served site's revision, the database's revision, when the site fell
 * behind and what the local orchestrator said about the last build. No I/O here, so it is
 * unit-tested without a browser.
 */

/**
 * What the header shows: checking (first load), live, scheduled (a deploy waits for the quiet
 * period), publishing, paused (the monthly deploy budget stops it), delayed, or unknown.
 */
export type PublishState =
  'checking' | 'live' | 'scheduled' | 'publishing' | 'paused' | 'delayed' | 'unknown';

/** A Netlify build of this site takes about a minute; after three the hook or the build failed. */
export const DELAYED_AFTER_MS = 3 * 60_000;

/**
 * How far ahead the hook call must be for the header to count down to it. Closer than this it is
 * the leading edge (a second after a save) or the job's next run: Publishing… says it better.
 */
export const COUNTDOWN_FROM_MS = 2_000;

/** Which site revision is behind, and since when (ms since the epoch, this browser's clock). */
export interface BehindSince {
  siteRevision: number;
  since: number;
  /**
   * The latest time the database said the hook call was due while this build was behind, or
   * Publish now called it.
   */
  dueAt?: number;
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

/**
 * `behind` with the database's latest due time of the hook call: a trailing deploy waits the
 * quiet period by design, so the delay clock runs from when the call was due, not from the save.
 */
export function withDueAt(behind: BehindSince | undefined, nextPublishAt: number | null) {
  if (!behind || nextPublishAt === null) return behind;
  return { ...behind, dueAt: Math.max(behind.dueAt ?? nextPublishAt, nextPublishAt) };
}

/**
 * `behind` after Publish now called the hook at `now`: the delay clock runs from the call, as from
 * a due time, and `since` stays when the waiting change was saved ('Pending since' does not move).
 */
export function calledAgain(behind: BehindSince, now: number): BehindSince {
  return { ...behind, dueAt: Math.max(behind.dueAt ?? now, now) };
}

/** Inputs of `publishState`. */
export interface PublishStateInput {
  siteRevision: number;
  databaseRevision: number;
  /** When the site fell behind, and when the hook call was last due; ignored while live. */
  behind: BehindSince | undefined;
  now: number;
  delayedAfterMs: number;
  /** A build known to have failed since the last save (local orchestrator only). */
  buildFailed: boolean;
  /** When the database will call the hook for the waiting change (null: none scheduled). */
  nextPublishAt?: number | null;
  /** A change waits that the monthly deploy budget stops. */
  paused?: boolean;
}

/**
 * Live when the site was built from the database's revision (or a later one, e.g. right after a
 * database reset); delayed when a build is known to have failed; paused when the budget stops the
 * waiting change; scheduled while its hook call is more than `COUNTDOWN_FROM_MS` away; delayed
 * when the site has been behind for `delayedAfterMs` since it fell behind or the call was due,
 * whichever is later; publishing otherwise.
 */
export function publishState(
  input: PublishStateInput,
): 'live' | 'scheduled' | 'publishing' | 'paused' | 'delayed' {
  if (input.siteRevision >= input.databaseRevision) return 'live';
  if (input.buildFailed) return 'delayed';
  if (input.paused) return 'paused';
  const next = input.nextPublishAt;
  if (next != null && next - input.now > COUNTDOWN_FROM_MS) return 'scheduled';
  const since = Math.max(input.behind?.since ?? input.now, input.behind?.dueAt ?? -Infinity);
  return input.now - since >= input.delayedAfterMs ? 'delayed' : 'publishing';
}

/** A wait as the header counts it down: '1:40' for 100 s (whole seconds, rounded up). */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
