import bcrypt from 'bcryptjs';
import type { Incoming, Reply } from '../http.ts';
import { clientAddress, readJsonObject, type AuthContext } from './context.ts';
import { authOk, failAuth } from './errors.ts';
import { loadUser, requireClaims } from './guard.ts';
import { bcryptCost } from './password.ts';
import { endSessions, sessionMethod } from './sessions.ts';
import { passwordMatches } from './sign-in.ts';
import { findUserByEmail, updateUser, userJson, type UserRow } from './users.ts';
import { metadataOf, requireEmail, requireStrongPassword } from './validate.ts';

/** Sign-in methods of a session opened from an e-mailed link (GoTrue's `Session.IsRecovery`). */
const recoveryMethods = new Set(['otp', 'magiclink', 'recovery']);

/**
 * A new password's checks, as GoTrue with "Require current password when updating" on (README
 * asks the owner to turn it on): a session opened from a recovery link sets it freely; any other
 * must send the right `current_password` (400 current_password_required / _invalid, wrong ones
 * throttled as failed sign-ins); the same password again is 422 same_password.
 */
async function checkNewPassword(
  ctx: AuthContext,
  req: Incoming,
  user: UserRow,
  method: string | undefined,
  body: Record<string, unknown>,
): Promise<string> {
  const password = body.password;
  if (typeof password !== 'string') failAuth(400, 'validation_failed', 'Password must be a string');
  requireStrongPassword(password);
  if (!user.encrypted_password) return password;
  if (!recoveryMethods.has(method ?? '')) {
    const message = 'Current password required when setting new password.';
    const current = typeof body.current_password === 'string' ? body.current_password : '';
    if (!current) failAuth(400, 'current_password_required', message);
    const address = clientAddress(req);
    ctx.limits.passwords.check(address, user.email);
    if (!(await passwordMatches(current, user.encrypted_password))) {
      ctx.limits.passwords.failed(address, user.email);
      failAuth(400, 'current_password_invalid', message);
    }
    ctx.limits.passwords.succeeded(address, user.email);
  }
  if (await passwordMatches(password, user.encrypted_password))
    failAuth(422, 'same_password', 'New password should be different from the old password.');
  return password;
}

/**
 * `PUT /user` (`updateUser`): user data, e-mail and password. A new password ends the user's other
 * sessions and voids an unused recovery link, as GoTrue's `UpdatePassword` does.
 */
export async function putUser(ctx: AuthContext, req: Incoming): Promise<Reply> {
  const claims = await requireClaims(req, ctx.secret);
  const body = await readJsonObject(req);
  const userMetadata = body.data === undefined ? undefined : metadataOf(body.data, 'data');
  const email = body.email === undefined ? undefined : requireEmail(body.email);
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const { user, method } = await ctx.db.asOwner(async (tx) => {
      const loaded = await loadUser(tx, claims);
      return { user: loaded.user, method: await sessionMethod(tx, loaded.sessionId) };
    });
    const password = await checkNewPassword(ctx, req, user, method, body);
    passwordHash = await bcrypt.hash(password, bcryptCost);
  }
  const user = await ctx.db.asOwner(async (tx) => {
    const { user: current, sessionId } = await loadUser(tx, claims);
    if (email && email !== current.email && (await findUserByEmail(tx, email))) {
      failAuth(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const updated = await updateUser(tx, current.id, { passwordHash, email, userMetadata });
    if (passwordHash) {
      await endSessions(tx, current.id, sessionId, 'others');
      await tx.query("update auth.users set recovery_token = '' where id = $1", [current.id]);
    }
    return userJson(tx, updated);
  });
  return authOk(user);
}
