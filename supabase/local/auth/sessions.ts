import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../database.ts';
import { signJwt } from '../keys.ts';
import { failAuth } from './errors.ts';
import { findUserById, updateUser, userJson, type UserRow } from './users.ts';

/** Access tokens live one hour (GoTrue default; must stay well above the client's 90 s margin). */
export const expiresIn = 3600;

/** What token minting needs to know about the server. */
export type TokenSettings = { secret: string; issuer: string };

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Signs the access token with exactly the claims of contract §3.2. */
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

async function tokenResponse(
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

type TokenRow = { token: string; user_id: string; session_id: string; revoked: boolean };

/**
 * Refresh grant with rotation: the presented token is revoked and a child issued. Presenting an
 * already revoked token revokes the whole session's family (no reuse window locally).
 */
export async function refreshSession(
  tx: Tx,
  settings: TokenSettings,
  token: string,
): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<TokenRow>(
    'select token, user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
    [token],
  );
  const row = rows[0];
  if (!row)
    failAuth(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.revoked) {
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
      [row.session_id],
    );
    return { reused: true };
  }
  const sessions = await tx.query<{ id: string; created_at: Date }>(
    'select id, created_at from auth.sessions where id = $1',
    [row.session_id],
  );
  const session = sessions.rows[0];
  const user = await findUserById(tx, row.user_id);
  if (!session || !user)
    failAuth(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const child = newRefreshToken();
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [token],
  );
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [child, user.id, session.id, token],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id]);
  return tokenResponse(tx, settings, user, session, child);
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
