import { describe, expect, it } from 'vitest';
import { datePassed } from '../../src/islands/admin/bookings/date-passed.ts';

// A new request whose preferred days are all gone needs a call (docs/product.md#bookings); the
// days are New York's, whatever the machine's zone.
const today = '2026-11-30';
const request = (window1_start: string | null, window2_start: string | null = null) => ({
  status: 'new' as const,
  window1_start,
  window2_start,
});

describe('datePassed', () => {
  it('marks a new request whose every window is on an earlier day', () => {
    expect(datePassed(request('2026-11-29T15:00:00Z'), today)).toBe(true);
    expect(datePassed(request('2026-11-20T15:00:00Z', '2026-11-29T20:00:00Z'), today)).toBe(true);
  });

  it('leaves one with a window today, even one already over, or later', () => {
    expect(datePassed(request('2026-11-30T14:00:00Z'), today)).toBe(false);
    expect(datePassed(request('2026-12-01T15:00:00Z'), today)).toBe(false);
    expect(datePassed(request('2026-11-20T15:00:00Z', '2026-12-02T15:00:00Z'), today)).toBe(false);
    expect(datePassed(request('2026-12-02T15:00:00Z', '2026-11-20T15:00:00Z'), today)).toBe(false);
  });

  it('reads the day in New York: 1 AM UTC on the 30th is still the evening of the 29th', () => {
    expect(datePassed(request('2026-11-30T01:00:00Z'), today)).toBe(true);
    expect(datePassed(request('2026-11-30T05:00:00Z'), today)).toBe(false);
  });

  it('leaves a request of any other status, and one without a window', () => {
    for (const status of ['confirmed', 'done', 'declined', 'cancelled'] as const) {
      expect(datePassed({ ...request('2026-11-01T15:00:00Z'), status }, today), status).toBe(false);
    }
    expect(datePassed(request(null), today)).toBe(false);
  });

  it('counts today from the clock when no day is given', () => {
    expect(datePassed(request('2000-01-01T15:00:00Z'))).toBe(true);
    expect(datePassed(request(new Date(Date.now() + 86_400_000).toISOString()))).toBe(false);
  });
});
