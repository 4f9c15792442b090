import { describe, expect, it } from 'vitest';
import {
  turnedAwaySeenField,
  turnedAwaySeenMetadata,
  turnedAwayUnseen,
  type TurnedAway,
} from '../../src/lib/data/turned-away.ts';

const shown: TurnedAway = {
  requests: 3,
  latestHour: '2026-12-01T14:00:00+00:00',
  latestHourRequests: 2,
};
/** What the admin's metadata holds once `dismissed` was dismissed. */
const seen = (dismissed: TurnedAway) => turnedAwaySeenMetadata(dismissed);

describe('turnedAwayUnseen', () => {
  it('shows the notice while some were turned away and none was dismissed', () => {
    expect(turnedAwayUnseen(shown, undefined)).toBe(true);
    expect(turnedAwayUnseen(shown, {})).toBe(true);
  });

  it('shows nothing when none was turned away', () => {
    const none = { requests: 0, latestHour: null, latestHourRequests: 0 };
    expect(turnedAwayUnseen(none, undefined)).toBe(false);
  });

  it('hides what was dismissed, also once its count drops as hours age out of the 7 days', () => {
    expect(turnedAwayUnseen(shown, seen(shown))).toBe(false);
    expect(turnedAwayUnseen({ ...shown, requests: 2 }, seen(shown))).toBe(false);
  });

  it('shows again when another is turned away: in a later hour, or more in the same hour', () => {
    // The count is what the owner dismissed again (one aged out, one came): still a new one.
    const later = { requests: 3, latestHour: '2026-12-01T15:00:00+00:00', latestHourRequests: 1 };
    expect(turnedAwayUnseen(later, seen(shown))).toBe(true);
    expect(turnedAwayUnseen({ ...shown, requests: 4, latestHourRequests: 3 }, seen(shown))).toBe(
      true,
    );
  });

  it('reads the same hour however the database writes it', () => {
    const same = { ...shown, latestHour: '2026-12-01 14:00:00+00' };
    expect(turnedAwayUnseen(same, seen(shown))).toBe(false);
  });

  it('reads anything else kept in the metadata as nothing seen', () => {
    for (const kept of [
      null,
      'yes',
      3,
      { hour: 'never', requests: 2 },
      { hour: shown.latestHour },
    ]) {
      expect(turnedAwayUnseen(shown, { [turnedAwaySeenField]: kept }), String(kept)).toBe(true);
    }
  });
});
