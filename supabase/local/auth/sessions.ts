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

/** Signs the access token with exactly the claims hosted Supabase's auth puts in it. */
function accessToken(
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  signedInAt: number,
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
      amr: [{ method: 'password', timestamp: signedInAt }],
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
  const signedInAt = Math.floor(session.created_at.getTime() / 1000);
  return {
    access_token: accessToken(settings, user, session.id, signedInAt),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** Signs the user in: a new session, its first refresh token, `last_sign_in_at` updated. */
export async function startSession(
  tx: Tx,
  settings: TokenSettings,
  user: UserRow,
): Promise<Record<string, unknown>> {
  const signedIn = await updateUser(tx, user.id, { signedIn: true });
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    'insert into auth.sessions (id, user_id) values ($1, $2) returning id, created_at',
    [randomUUID(), user.id],
  );
  const session = rows[0] as { id: string; created_at: Date };
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
