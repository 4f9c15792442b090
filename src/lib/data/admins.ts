/**
 * The Admins page's data module (docs/product.md#admins): the admins, adding one by the e-mail of
 * an account that has signed up, and removing one. All three are admin-only RPCs; the database
 * decides (who may, which account, never the last admin) and this module turns its refusals into
 * sentences for the owner.
 */
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

/** What the database's refusals mean, for the owner. */
const refusals: Record<string, string> = {
  no_such_account:
    'No account uses this e-mail. Ask them to sign up at /auth first, then add them here.',
  email_not_confirmed:
    'This account has not confirmed its e-mail yet. Ask them to confirm it, then add them again.',
  already_admin: 'This account is already an admin.',
  not_an_admin: 'This account is no longer an admin.',
  last_admin: 'This is the last admin. Add another admin before removing this one.',
};

/** An error with the owner's sentence for a known refusal, else the database's own message. */
function refusal(error: { message: string }): Error {
  return new Error(refusals[error.message] ?? error.message);
}

/** Every admin, oldest first. */
export async function listAdmins(): Promise<AdminAccount[]> {
  const { data, error } = await supabase.rpc('list_admins');
  if (error) throw refusal(error);
  return data.map((row) => ({
    userId: row.user_id,
    email: row.email,
    adminSince: row.admin_since,
    lastSignInAt: (row.last_sign_in_at as string | null) ?? null,
  }));
}

/** Makes the account with this e-mail an admin; throws the reason when the database refuses. */
export async function addAdmin(email: string): Promise<void> {
  const { error } = await supabase.rpc('add_admin', { admin_email: email });
  if (error) throw refusal(error);
}

/** Takes the admin role from this user; throws the reason (the last admin, say) when refused. */
export async function removeAdmin(userId: string): Promise<void> {
  const { error } = await supabase.rpc('remove_admin', { admin_user_id: userId });
  if (error) throw refusal(error);
}
