import type { DailyHours } from '../../../src/scripts/booking-logic.ts';

/** Opening hours for the booking tests: Mon–Fri 8:00–19:00, Sat 9:00–14:00, closed on Sunday. */
export const weekHours: DailyHours = {
  mo: [{ opens: '08:00', closes: '19:00' }],
  tu: [{ opens: '08:00', closes: '19:00' }],
  we: [{ opens: '08:00', closes: '19:00' }],
  th: [{ opens: '08:00', closes: '19:00' }],
  fr: [{ opens: '08:00', closes: '19:00' }],
  sa: [{ opens: '09:00', closes: '14:00' }],
  su: [],
};
