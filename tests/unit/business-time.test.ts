import { describe, expect, it } from 'vitest';
import { adminFormat } from '../../src/i18n/admin/format.ts';
import { adminTime, adminTimeSpan, businessToday } from '../../src/lib/business-time.ts';
import { formatSent, formatWindow } from '../../src/islands/admin/bookings/booking-labels.ts';
import { changedWhen } from '../../src/islands/admin/overview/activity-text.ts';

/** The machine running these may be anywhere: every expectation is on New York's clock. */
describe('adminTime', () => {
  it('writes an instant on the business’s clock with ET, in winter and in summer', () => {
    expect(adminTime('2026-11-24T15:00:00Z', 'day')).toBe('Tue, Nov 24, 10:00\u00a0AM\u00a0ET');
    expect(adminTime('2026-07-14T15:00:00Z', 'day')).toBe('Tue, Jul 14, 11:00\u00a0AM\u00a0ET');
    expect(adminTime('2026-11-24T15:05:00Z')).toBe('Nov 24, 2026, 10:05\u00a0AM\u00a0ET');
    expect(adminTime(Date.parse('2026-11-24T23:30:00Z'), 'time')).toBe('6:30\u00a0PM\u00a0ET');
  });

  it('puts an instant after midnight UTC on the previous day in New York', () => {
    expect(adminTime('2026-11-25T02:00:00Z', 'day')).toBe('Tue, Nov 24, 9:00\u00a0PM\u00a0ET');
  });

  it('writes a span with one date and one label', () => {
    expect(adminTimeSpan('2026-11-24T15:00:00Z', '2026-11-24T17:00:00Z')).toBe(
      'Tue, Nov 24, 10:00\u00a0AM – 12:00\u00a0PM\u00a0ET',
    );
  });
});

describe('businessToday', () => {
  it('is New York’s calendar date, which lags UTC’s in the evening', () => {
    expect(businessToday(new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05');
    expect(businessToday(new Date('2026-01-06T03:00:00Z'))).toBe('2026-01-05');
    expect(businessToday(new Date('2026-01-06T05:30:00Z'))).toBe('2026-01-06');
  });
});

describe('the admin’s times', () => {
  it('bookings: a 10:00 request reads 10:00 AM ET, not the device’s 3:00 PM', () => {
    const format = adminFormat('en');
    expect(formatWindow(format, '2026-11-24T15:00:00Z', '2026-11-24T17:00:00Z')).toBe(
      'Tue, Nov 24, 10:00\u00a0AM – 12:00\u00a0PM\u00a0ET',
    );
    expect(formatSent(format, '2026-11-22T20:25:00Z')).toBe('Sun, Nov 22, 3:25\u00a0PM\u00a0ET');
    expect(formatSent(adminFormat('es'), '2026-11-22T20:25:00Z')).toBe(
      'dom, 22 nov, 3:25\u00a0p.\u00a0m.\u00a0ET',
    );
  });

  it('activity: a change older than a day shows its date and time in ET', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(changedWhen('2026-11-24T15:05:00Z', 'en', now)).toBe(
      'Nov 24, 2026, 10:05\u00a0AM\u00a0ET',
    );
    expect(changedWhen('2026-11-24T15:05:00Z', 'es', now)).toBe(
      '24 nov 2026, 10:05\u00a0a.\u00a0m.\u00a0ET',
    );
    // Within a minute: the Overview says "just now" in the admin's language.
    expect(changedWhen('2026-11-26T11:59:30Z', 'en', now)).toBeUndefined();
  });
});
