import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { toast } from '../../components/ui/toast.ts';
import { $adminLanguage } from '../../i18n/admin/language.ts';
import { translate } from '../../i18n/admin/messages.ts';

/** Whether no answer came back at all (offline, server down), as opposed to a refusal. */
export function isUnreachable(error: unknown): boolean {
  return (isAuthRetryableFetchError(error) && !error.status) || error instanceof TypeError;
}

/** The service's refusals the Spanish texts explain, by their error code. */
const explained = [
  'invalid_credentials',
  'user_already_exists',
  'email_exists',
  'weak_password',
  'email_not_confirmed',
  'user_banned',
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'signup_disabled',
  'same_password',
] as const;

/**
 * What went wrong, in the admin language: in English the service's own message (or why no
 * message came back); in Spanish the service's refusal explained by its code, else a general text.
 */
export function authErrorText(error: unknown): string {
  if (isUnreachable(error)) return translate('auth', 'unreachable');
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown } | null)?.code;
  if ($adminLanguage.get() === 'en') return message || translate('auth', 'somethingWrong');
  const known = explained.find((explainedCode) => explainedCode === code);
  return translate('auth', known ?? 'somethingWrong');
}

/**
 * The failure toast of docs/product.md#messages: `title` names what failed ('Could not sign in'),
 * its description says why (authErrorText).
 */
export function showAuthError(error: unknown, title: string): void {
  toast.error(title, { description: authErrorText(error) });
}
