import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../database.ts';
import { signJwt } from '../keys.ts';
import { updateUser, userJson, type UserRow } from './users.ts';

/** Access tokens live one hour (GoTrue default; must stay well above the client's 90 s margin). */
export const expiresIn = 3600;

/** What token minting needs to know about the server. */
export type TokenSettings = { secret: string; issuer: string };

/** A new opaque refresh token. */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** How a session was established, as the `amr` claim names it. */
export type SignInMethod = 'password' | 'otp';

/** Signs the access token with exactly the claims hosted Supabase's auth puts in it. */
function accessToken(
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  signedIn: { at: number; method: string },
): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      iss: settings.issuer,
      sub: user.id,
      aud: user.aud,
      exp: iat + expiresIn,
      iat,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role,
      aal: 'aal1',
      amr: [{ method: signedIn.method, timestamp: signedIn.at }],
      session_id: sessionId,
      is_anonymous: false,
    },
    settings.secret,
  );
}

/** The token grant's answer: a fresh access token for `session`, `refreshToken`, the user. */
export async function tokenResponse(
  tx: Tx,
  settings: TokenSettings,
  user: UserRow,
  session: { id: string; created_at: Date },
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const at = Math.floor(session.created_at.getTime() / 1000);
  const method = (await sessionMethod(tx, session.id)) ?? 'password';
  return {
    access_token: accessToken(settings, user, session.id, { at, method }),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** How session `id` was established (`password`, `otp`…), undefined when not recorded. */
export async function sessionMethod(tx: Tx, id: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ authentication_method: string }>(
    'select authentication_method from auth.mfa_amr_claims where session_id = $1 order by created_at limit 1',
    [id],
  );
  return rows[0]?.authentication_method;
}

/**
 * Signs the user in by `method`: a new session (with its sign-in method, as GoTrue records it in
 * auth.mfa_amr_claims), its first refresh token, `last_sign_in_at` updated.
 */
export async function startSession(
  tx: Tx,
  settings: TokenSettings,
  user: UserRow,
  method: SignInMethod = 'password',
): Promise<Record<string, unknown>> {
  const signedIn = await updateUser(tx, user.id, { signedIn: true });
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    'insert into auth.sessions (id, user_id) values ($1, $2) returning id, created_at',
    [randomUUID(), user.id],
  );
  const session = rows[0] as { id: string; created_at: Date };
  await tx.query(
    'insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)',
    [session.id, method],
  );
  const token = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [token, user.id, session.id],
  );
  return tokenResponse(tx, settings, signedIn, session, token);
}

/** Ends sessions of `userId`: `global` all, `local` only `sessionId`, `others` all but it. */
export async function endSessions(
  tx: Tx,
  userId: string,
  sessionId: string,
  scope: string,
): Promise<void> {
  const where =
    scope === 'global'
      ? 'user_id = $1'
      : scope === 'local'
        ? 'user_id = $1 and id = $2'
        : 'user_id = $1 and id <> $2';
  await tx.query(
    `delete from auth.sessions where ${where}`,
    scope === 'global' ? [userId] : [userId, sessionId],
  );
}
