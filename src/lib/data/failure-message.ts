/**
 * The owner's sentence for a failed request (docs/product.md#messages): the service's own message,
 * or, in the admin's language, that no answer came, that the database refused the account the
 * write, or that something went wrong. The `editor` texts must be loaded (the editor pages, Site
 * Settings, Bookings and the image library load them with the page).
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { translate } from '../../i18n/admin/messages.ts';
import { errorMessage } from '../error-message.ts';
import { gotNoAnswer } from './no-answer.ts';

/** The sentence for a failed request's error (a PostgrestError, or a message and code). */
export function failureMessage(error: Pick<PostgrestError, 'message'> & { code?: string }): string {
  if (error.code === '42501') return translate('editor', 'refused');
  if (gotNoAnswer(error.message)) return translate('editor', 'unreachable');
  return error.message || translate('editor', 'somethingWrong');
}

/** The sentence for a thrown failure (an Error, or anything thrown). */
export function thrownFailure(error: unknown): string {
  return failureMessage({ message: errorMessage(error) });
}
