import { z } from '../zod.ts';

/** A whole number typed in a form, from `min` to `max`; outputs the number. */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((text) => /^\d{1,5}$/.test(text) && Number(text) >= min && Number(text) <= max, message)
    .transform(Number);
}

/**
 * The Publishing settings as the admin types them, in the ranges the database checks
 * (`private.publish_settings_problem`): the quiet period in seconds and the monthly deploy budget.
 */
export const publishSettingsSchema = z.object({
  quiet_seconds: wholeNumber(1, 3600, 'must be a whole number of seconds from 1 to 3600, e.g. 120'),
  monthly_budget: wholeNumber(
    0,
    10000,
    'must be a whole number of deploys from 0 to 10000, e.g. 15',
  ),
});
