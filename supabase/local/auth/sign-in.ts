import bcrypt from 'bcryptjs';
import type { Incoming, Reply } from '../http.ts';
import { clientAddress, type AuthContext } from './context.ts';
import { authOk, failAuth } from './errors.ts';
import { bcryptCost } from './password.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` is the one `hash` was made from. Without a hash (unknown e-mail, or a user
 * without a password) a dummy hash of the same cost is compared all the same, so the answer takes
 * as long whether or not the e-mail has an account.
 */
export async function passwordMatches(password: string, hash: string | null | undefined) {
  if (hash) return bcrypt.compare(password, hash);
  dummyHash ??= bcrypt.hash('no account has this password', bcryptCost);
  await bcrypt.compare(password, await dummyHash);
  return false;
}

/**
 * `POST /token?grant_type=password`: one answer, "Invalid login credentials", for
 * an unknown e-mail, a user without a password and a wrong password, in the same time; failures
 * are throttled per address and per e-mail at that address (429 once spent, the right password
 * included, so guessing cannot go on).
 */
export async function passwordGrant(
  ctx: AuthContext,
  req: Incoming,
  body: Record<string, unknown>,
): Promise<Reply> {
  const invalid = (): never => failAuth(400, 'invalid_credentials', 'Invalid login credentials');
  if (body.phone && body.email)
    failAuth(400, 'validation_failed', 'Only an email address or phone number should be provided');
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password) invalid();
  const address = clientAddress(req);
  const throttle = ctx.limits.passwords;
  throttle.check(address, email);
  const user = await ctx.db.asOwner((tx) => findUserByEmail(tx, email));
  if (!(await passwordMatches(password, user?.encrypted_password)) || !user) {
    throttle.failed(address, email);
    return invalid();
  }
  throttle.succeeded(address, email);
  if (user.banned_until && user.banned_until > new Date())
    failAuth(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) failAuth(400, 'email_not_confirmed', 'Email not confirmed');
  return authOk(await ctx.db.asOwner((tx) => startSession(tx, ctx, user)));
}
