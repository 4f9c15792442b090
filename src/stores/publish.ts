/**
 * The admin header's publish status (docs/architecture.md#publish-loop): is the served site built
 * from the database's current revision? Re-read right after every save; while the site is behind,
 * the served /build.json (a static file, no backend) every second so the status turns Live within
 * a second of the site serving the change, and the database and the build's state every few
 * seconds; not at all while it is live and nobody saves — no timer runs then.
 */
import { atom, onMount } from 'nanostores';
import {
  readDatabaseRevision,
  readLocalBuildStatus,
  readSiteBuild,
  requestPublish,
} from '../lib/data/publish.ts';
import { listenToOtherTabs, tellOtherTabs, type PublishMessage } from './publish-channel.ts';
import { calledAgain, type BehindSince, type PublishState } from './publish-state.ts';
import type { LeftOutPhoto } from '../lib/content/left-out-photos.ts';
import type { PublishFailure } from '../lib/publish-failure.ts';

export type { PublishState } from './publish-state.ts';

/** The status shown in the header. */
export interface PublishStatus {
  state: PublishState;
  siteRevision?: number;
  /** The photos the served site's build left out (the Overview and Image Library name them). */
  leftOutPhotos?: LeftOutPhoto[];
  databaseRevision?: number;
  /**
   * While the site is behind, when it fell behind (ms since the epoch): when the oldest change
   * the site does not show yet was saved, as far as this tab knows.
   */
  since?: number;
  /** Why publishing failed (a local build, the build hook call), while the site is behind. */
  failure?: PublishFailure;
  /** Why the status could not be read (state `unknown`). */
  error?: string;
  /** When the database calls the build hook for the waiting change, while one is scheduled. */
  nextPublishAt?: number;
  /** This month's deploys and the budget, read while the site is behind. */
  deploys?: { used: number; budget: number };
}

/** How often the whole status (database, build, schedule) is re-read while the site is not live. */
export const POLL_MS = 3_000;

/** How often the served site's revision alone is re-read meanwhile. */
export const SITE_POLL_MS = 1_000;

/** The publish status; subscribing (the header) starts the first read. */
export const $publishStatus = atom<PublishStatus>({ state: 'checking' });

let behind: BehindSince | undefined;
/** Build count of the local orchestrator at the last reading. */
let lastBuilds: number | undefined;
/** Local builds up to this number failed before the last save or publish: they are old news. */
let failuresSeenUpTo = -1;
/** Cleared once the site turns out to have no `/_local/status` route (Netlify). */
let hasLocalStatus = true;
let running: Promise<void> | undefined;
let rerun = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let mounted = false;
/** Whether a caller since the last read asked for the whole status, not only the site's revision. */
let wholeWanted = false;
/** When the whole status was last read (ms since the epoch). */
let wholeReadAt = 0;

async function readOnce(): Promise<void> {
  wholeReadAt = Date.now();
  try {
    const [{ revision: siteRevision, leftOutPhotos }, database, local] = await Promise.all([
      readSiteBuild(),
      readDatabaseRevision(),
      hasLocalStatus ? readLocalBuildStatus() : null,
    ]);
    if (local === null) hasLocalStatus = false;
    if (local) lastBuilds = local.builds;
    const databaseRevision = database.revision;
    if (siteRevision >= databaseRevision) {
      behind = undefined;
      $publishStatus.set({ state: 'live', siteRevision, leftOutPhotos, databaseRevision });
      return;
    }
    const buildFailure =
      local && !local.building && local.lastError && local.builds > failuresSeenUpTo
        ? {
            code: local.lastErrorCode,
            detail: local.lastErrorLine ?? local.lastError.split('\n')[0]!,
          }
        : undefined;
    // Only a lagging site needs the reasons and the plan: their code loads now, not on first view.
    const { assessLag } = await import('./publish-lag.ts');
    const lag = await assessLag({
      siteRevision,
      databaseRevision,
      databaseChangedAt: database.changedAt,
      now: Date.now(),
      behind,
      buildFailure,
    });
    const { behind: stillBehind, ...status } = lag;
    behind = stillBehind;
    $publishStatus.set({
      siteRevision,
      leftOutPhotos,
      databaseRevision,
      since: behind?.since,
      ...status,
    });
  } catch (error) {
    $publishStatus.set({
      ...$publishStatus.get(),
      state: 'unknown',
      error: (error as Error).message,
    });
  }
}

/**
 * Reads only the served site's revision: Live as soon as it reaches the database revision read
 * last; anything else waits for the next whole read (a failure too, which that read reports).
 */
async function readSiteOnce(): Promise<void> {
  const { databaseRevision } = $publishStatus.get();
  if (databaseRevision === undefined) return readOnce();
  try {
    const { revision: siteRevision, leftOutPhotos } = await readSiteBuild();
    if (siteRevision < databaseRevision) return;
    behind = undefined;
    $publishStatus.set({ state: 'live', siteRevision, leftOutPhotos, databaseRevision });
  } catch {
    // The whole read within POLL_MS says what is wrong.
  }
}

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  if (mounted && $publishStatus.get().state !== 'live') {
    timer = setTimeout(() => {
      // A whole read when it is due (half a tick early, so timer jitter does not skip one).
      void refreshPublishStatus(Date.now() - wholeReadAt >= POLL_MS - SITE_POLL_MS / 2);
    }, SITE_POLL_MS);
  }
}

/**
 * Re-reads the status now (`whole`: everything; otherwise only the served site's revision); a call
 * during a read gets one more read before its promise settles.
 */
export function refreshPublishStatus(whole = true): Promise<void> {
  rerun = true;
  if (whole) wholeWanted = true;
  running ??= (async () => {
    while (rerun) {
      rerun = false;
      const readWhole = wholeWanted;
      wholeWanted = false;
      await (readWhole ? readOnce() : readSiteOnce());
    }
  })().finally(() => {
    running = undefined;
    if (rerun) void refreshPublishStatus();
    else schedule();
  });
  return running;
}

/** A save or publish happened (here or in another tab): earlier failures no longer tell. */
function heard(message: PublishMessage): Promise<void> {
  if (lastBuilds !== undefined) failuresSeenUpTo = lastBuilds;
  // Publish now calls the hook again: the delay clock starts over, but the change still waits
  // since it was saved.
  if (message === 'published' && behind) behind = calledAgain(behind, Date.now());
  return refreshPublishStatus();
}

/** The event every editor fires after a write: re-reads the status now and polls until live. */
export function notifySaved(): void {
  tellOtherTabs('saved');
  void heard('saved');
}

/** Publish now: asks the database to call the build hook again; returns the revision sent. */
export async function publishNow(): Promise<number> {
  const revision = await requestPublish();
  tellOtherTabs('published');
  await heard('published');
  return revision;
}

function onVisible(): void {
  if (document.visibilityState === 'visible') void refreshPublishStatus();
}

onMount($publishStatus, () => {
  mounted = true;
  const stopListening = listenToOtherTabs((message) => void heard(message));
  document.addEventListener('visibilitychange', onVisible);
  void refreshPublishStatus();
  return () => {
    mounted = false;
    schedule();
    stopListening();
    document.removeEventListener('visibilitychange', onVisible);
  };
});
