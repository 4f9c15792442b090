/**
 * The Admins page's data module (docs/product.md#admins): the admins, adding one by the e-mail of
 * an account that has signed up, and removing one. All three are admin-only RPCs; the database
 * decides (who may, which account, never the last admin) and this module turns its refusals into
 * sentences for the owner, in the admin's language (the Admins page has loaded its texts).
 */
import { translate } from '../../i18n/admin/messages.ts';
import { supabase } from '../supabase.ts';

/** One admin as the page lists them. */
export interface AdminAccount {
  userId: string;
  email: string;
  /** When they became an admin. */
  adminSince: string;
  /** Their last sign-in, null when they never signed in. */
  lastSignInAt: string | null;
}

/** Where a new admin signs up first: this site's /auth, whole, for the owner to send them. */
export const signUpAddress = (): string => `${location.origin}/auth`;

/** The database's refusals that mean something to the owner (src/i18n/admin/en/admins.ts). */
const refusals = new Set([
  'no_such_account',
  'email_not_confirmed',
  'already_admin',
  'not_an_admin',
  'last_admin',
] as const);
type Refusal = typeof refusals extends Set<infer Code> ? Code : never;

const isRefusal = (code: string): code is Refusal => refusals.has(code as Refusal);

/**
 * An error with the owner's sentence for a known refusal, else the database's own message; a
 * request that got no answer (status 0: a dropped connection) is a TypeError, as fetch's own, so
 * the page says the server could not be reached, in the admin's language.
 */
function refusal(error: { message: string }, status: number): Error {
  if (status === 0) return new TypeError(error.message);
  const code = error.message;
  return new Error(
    isRefusal(code) ? translate('admins', `refusal.${code}`, { url: signUpAddress() }) : code,
  );
}

/** Every admin, oldest first. */
export async function listAdmins(): Promise<AdminAccount[]> {
  const { data, error, status } = await supabase.rpc('list_admins');
  if (error) throw refusal(error, status);
  return data.map((row) => ({
    userId: row.user_id,
    email: row.email,
    adminSince: row.admin_since,
    lastSignInAt: (row.last_sign_in_at as string | null) ?? null,
  }));
}

/** Makes the account with this e-mail an admin; throws the reason when the database refuses. */
export async function addAdmin(email: string): Promise<void> {
  const { error, status } = await supabase.rpc('add_admin', { admin_email: email });
  if (error) throw refusal(error, status);
}

/** Takes the admin role from this user; throws the reason (the last admin, say) when refused. */
export async function removeAdmin(userId: string): Promise<void> {
  const { error, status } = await supabase.rpc('remove_admin', { admin_user_id: userId });
  if (error) throw refusal(error, status);
}
