import { describe, expect, it } from 'vitest';
import {
  behindSince,
  calledAgain,
  countdownText,
  DELAYED_AFTER_MS,
  publishState,
  withDueAt,
  type PublishStateInput,
} from '../../src/stores/publish-state.ts';

const minute = 60_000;
const now = Date.parse('2026-11-22T12:00:00Z');

function state({ since = now, ...overrides }: Partial<PublishStateInput> & { since?: number }) {
  return publishState({
    siteRevision: 4,
    databaseRevision: 5,
    behind: { siteRevision: 4, since },
    now,
    delayedAfterMs: DELAYED_AFTER_MS,
    buildFailed: false,
    ...overrides,
  });
}

describe('publish state', () => {
  it('is live when the site was built from the database revision', () => {
    expect(state({ siteRevision: 5, behind: undefined })).toBe('live');
  });

  it('is live when the site is ahead of the database (a reset database)', () => {
    expect(state({ siteRevision: 9 })).toBe('live');
  });

  it('is live even when an old build failed, as long as the site caught up', () => {
    expect(state({ siteRevision: 5, buildFailed: true })).toBe('live');
  });

  it('is publishing while the site has been behind for less than three minutes', () => {
    expect(state({ since: now - 2 * minute - 59_000 })).toBe('publishing');
  });

  it('is delayed once the site has been behind for three minutes', () => {
    expect(state({ since: now - 3 * minute })).toBe('delayed');
  });

  it('is delayed at once when a build is known to have failed', () => {
    expect(state({ since: now, buildFailed: true })).toBe('delayed');
  });

  it('follows a shortened threshold', () => {
    expect(state({ since: now - 1_000, delayedAfterMs: 500 })).toBe('delayed');
    expect(state({ since: now - 1_000, delayedAfterMs: 0 })).toBe('delayed');
    expect(state({ since: now - 1_000, delayedAfterMs: 2_000 })).toBe('publishing');
  });

  it('is scheduled while the hook call is more than two seconds away', () => {
    expect(state({ nextPublishAt: now + 100_000 })).toBe('scheduled');
    expect(state({ nextPublishAt: now + 2_001 })).toBe('scheduled');
  });

  it('is publishing when the call is due within two seconds (the leading edge) or overdue', () => {
    expect(state({ nextPublishAt: now + 2_000 })).toBe('publishing');
    expect(state({ nextPublishAt: now - 5_000 })).toBe('publishing');
    expect(state({ nextPublishAt: null })).toBe('publishing');
  });

  it('is paused while the monthly budget stops the waiting change', () => {
    expect(state({ paused: true, since: now - 10 * minute })).toBe('paused');
  });

  it('is delayed rather than paused or scheduled when a build failed', () => {
    expect(state({ paused: true, buildFailed: true })).toBe('delayed');
    expect(state({ nextPublishAt: now + minute, buildFailed: true })).toBe('delayed');
  });

  it('counts the delay from when the call was due, not from the save, after a trailing wait', () => {
    const behind = { siteRevision: 4, since: now - 4 * minute, dueAt: now - 2 * minute };
    expect(state({ behind })).toBe('publishing');
    expect(state({ behind: { ...behind, dueAt: now - 3 * minute } })).toBe('delayed');
  });
});

describe('due time', () => {
  const behind = { siteRevision: 4, since: now - minute };

  it('keeps the latest time the call was due', () => {
    const first = withDueAt(behind, now + 30_000);
    expect(first).toEqual({ ...behind, dueAt: now + 30_000 });
    expect(withDueAt(first, now + 90_000)).toEqual({ ...behind, dueAt: now + 90_000 });
    expect(withDueAt(withDueAt(first, now + 90_000), now)).toEqual({
      ...behind,
      dueAt: now + 90_000,
    });
  });

  it('changes nothing when no call is scheduled or the site is live', () => {
    expect(withDueAt(behind, null)).toBe(behind);
    expect(withDueAt(undefined, now)).toBeUndefined();
  });
});

describe('after Publish now', () => {
  const behind = { siteRevision: 4, since: now - 11 * minute, dueAt: now - 10 * minute };

  it('keeps since when the waiting change was saved, and runs the delay clock from the call', () => {
    const called = calledAgain(behind, now);
    expect(called).toEqual({ siteRevision: 4, since: now - 11 * minute, dueAt: now });
    const input = { siteRevision: 4, databaseRevision: 5, delayedAfterMs: DELAYED_AFTER_MS };
    const later = { ...input, buildFailed: false, behind: called };
    expect(publishState({ ...later, now: now + 2 * minute })).toBe('publishing');
    expect(publishState({ ...later, now: now + 3 * minute })).toBe('delayed');
  });
});

describe('countdown text', () => {
  it('shows minutes and seconds, rounding up to whole seconds', () => {
    expect(countdownText(100_000)).toBe('1:40');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(4_200)).toBe('0:05');
    expect(countdownText(600_000)).toBe('10:00');
  });

  it('never counts below 0:00', () => {
    expect(countdownText(-3_000)).toBe('0:00');
  });
});

describe('behind since', () => {
  const reading = { siteRevision: 4, databaseRevision: 5, databaseChangedAt: now - 10 * minute };

  it('is nothing while the site is current', () => {
    const previous = { siteRevision: 4, since: now - minute };
    expect(behindSince(previous, { ...reading, siteRevision: 5 }, now)).toBeUndefined();
  });

  it("starts at the database's last change, so an old failed publish shows as delayed at once", () => {
    const behind = behindSince(undefined, reading, now);
    expect(behind).toEqual({ siteRevision: 4, since: now - 10 * minute });
    expect(state({ since: behind!.since })).toBe('delayed');
  });

  it('keeps running when more saves land while the same site build is behind', () => {
    const previous = { siteRevision: 4, since: now - 2 * minute };
    const later = { ...reading, databaseRevision: 7, databaseChangedAt: now - 1_000 };
    expect(behindSince(previous, later, now)).toBe(previous);
  });

  it('starts over when the site moved on but is still behind', () => {
    const previous = { siteRevision: 4, since: now - 5 * minute };
    const moved = { siteRevision: 6, databaseRevision: 7, databaseChangedAt: now - 20_000 };
    expect(behindSince(previous, moved, now)).toEqual({ siteRevision: 6, since: now - 20_000 });
  });

  it("counts a database time in this browser's future as now (clock skew)", () => {
    const ahead = { ...reading, databaseChangedAt: now + 5 * minute };
    expect(behindSince(undefined, ahead, now)).toEqual({ siteRevision: 4, since: now });
  });

  it('counts an unreadable database time as now', () => {
    const unreadable = { ...reading, databaseChangedAt: Number.NaN };
    expect(behindSince(undefined, unreadable, now)).toEqual({ siteRevision: 4, since: now });
  });
});
