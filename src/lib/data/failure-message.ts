/**
 * The owner's sentence for a failed request (docs/product.md#messages): the service's own message,
 * or, in the admin's language, that no answer came, that the database refused the account the
 * write, that the photo written was deleted from the image library (its refusal's hint
 * 'image_gone'), or that something went wrong. The `editor` texts must be loaded (the editor pages, Site
 * Settings, Bookings and the image library load them with the page).
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { translate } from '../../i18n/admin/messages.ts';
import { errorMessage } from '../error-message.ts';
import { gotNoAnswer } from './no-answer.ts';

/** A failed request's error as the owner's sentence reads it: a PostgrestError, or its parts. */
export type RequestError = Pick<PostgrestError, 'message'> & { code?: string; hint?: string };

/** The sentence for a failed request's error. */
export function failureMessage(error: RequestError): string {
  if (error.code === '42501') return translate('editor', 'refused');
  if (error.hint === 'image_gone') return translate('editor', 'photoGone');
  if (gotNoAnswer(error.message)) return translate('editor', 'unreachable');
  return error.message || translate('editor', 'somethingWrong');
}

/** The sentence for a thrown failure (an Error, or anything thrown). */
export function thrownFailure(error: unknown): string {
  return failureMessage({ message: errorMessage(error) });
}
