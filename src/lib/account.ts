/**
 * The signed-in user's own account (docs/product.md#admin-shell): changing the password, keeping
 * the admin language and other choices in the user's metadata. Kept out of the components, like
 * every other call to the service.
 */
import type { Session } from '@supabase/supabase-js';
import { adminLanguageField, type AdminLanguage } from '../i18n/admin/language.ts';
import { supabase } from './supabase.ts';

/**
 * Signs in with an e-mail and a password: /auth's form, and the admin's sign-in dialog for a
 * session that ended with unsaved changes (docs/architecture.md#sessions). Answers the new session;
 * throws the service's refusal (`invalid_credentials`: a wrong e-mail or password) or why it could
 * not be reached.
 */
export async function signIn(credentials: { email: string; password: string }): Promise<Session> {
  const { data, error } = await supabase.auth.signInWithPassword(credentials);
  if (error) throw error;
  return data.session;
}

/** How a change ended when the service answered: saved, or refused for a reason a field shows. */
export type PasswordChange = 'changed' | 'wrong-current' | 'same-password';

/**
 * Changes the password of `email`'s account from `current` to `next`. The current password is
 * checked by signing in with it (hosted auth accepts a new password from any session unless
 * "Require current password when updating" is on), and sent along as that setting asks. Throws
 * the service's error when it refuses for another reason or cannot be reached.
 */
export async function changePassword(
  email: string,
  current: string,
  next: string,
): Promise<PasswordChange> {
  const signIn = await supabase.auth.signInWithPassword({ email, password: current });
  if (signIn.error?.code === 'invalid_credentials') return 'wrong-current';
  if (signIn.error) throw signIn.error;
  const { error } = await supabase.auth.updateUser({ password: next, current_password: current });
  if (error?.code === 'same_password') return 'same-password';
  if (error?.code === 'current_password_invalid') return 'wrong-current';
  if (error) throw error;
  return 'changed';
}

/**
 * Keeps `lang` as the signed-in user's admin language (user metadata `admin_language`), so that
 * signing in from another browser opens the admin in it (docs/architecture.md#admin-language).
 * Throws the service's error when it refuses or cannot be reached.
 */
export async function saveAdminLanguage(lang: AdminLanguage): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data: { [adminLanguageField]: lang } });
  if (error) throw error;
}

/**
 * Merges `data` into the signed-in user's metadata, where choices that follow the user to every
 * browser live: the setup details they said are not needed (`notNeededMetadata`,
 * docs/product.md#overview). Throws the service's error when it refuses or cannot be reached.
 */
export async function saveUserMetadata(data: Record<string, unknown>): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data });
  if (error) throw error;
}
