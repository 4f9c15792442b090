import { describe, expect, it } from 'vitest';
import {
  behindSince,
  DEFAULT_DELAYED_AFTER_MS,
  delayedAfterMsFrom,
  publishState,
  type PublishStateInput,
} from '../../src/stores/publish-state.ts';

const minute = 60_000;
const now = Date.parse('2026-11-22T12:00:00Z');

function state(overrides: Partial<PublishStateInput>) {
  return publishState({
    siteRevision: 4,
    databaseRevision: 5,
    since: now,
    now,
    delayedAfterMs: DEFAULT_DELAYED_AFTER_MS,
    buildFailed: false,
    ...overrides,
  });
}

describe('publish state', () => {
  it('is live when the site was built from the database revision', () => {
    expect(state({ siteRevision: 5, since: undefined })).toBe('live');
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

describe('delay threshold override', () => {
  it('is three minutes without an override', () => {
    expect(delayedAfterMsFrom(null)).toBe(3 * minute);
    expect(delayedAfterMsFrom(undefined)).toBe(3 * minute);
  });

  it('takes a whole number of milliseconds', () => {
    expect(delayedAfterMsFrom('1500')).toBe(1500);
    expect(delayedAfterMsFrom(' 0 ')).toBe(0);
  });

  it('ignores anything else', () => {
    for (const text of ['', 'soon', '-5', '1.5', '1e3']) {
      expect(delayedAfterMsFrom(text), text).toBe(3 * minute);
    }
  });
});
