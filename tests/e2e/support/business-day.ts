import { businessDate } from '../../../src/scripts/booking-logic.ts';

/** The business's calendar date (Eastern Time) `days` from now, as a date input takes it. */
export const businessDay = (days: number): string =>
  businessDate(new Date(Date.now() + days * 24 * 3600 * 1000));
