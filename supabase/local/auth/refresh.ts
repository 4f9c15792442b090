import type { Tx } from '../database.ts';
import { failAuth } from './errors.ts';
import { newRefreshToken, tokenResponse, type TokenSettings } from './sessions.ts';
import { findUserById } from './users.ts';

/** Seconds a rotated refresh token may still be presented (GoTrue's reuse interval, hosted: 10). */
export const refreshReuseSeconds = 10;

type TokenRow = {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** Revoked within the reuse interval (by the database's clock, like the rotation itself). */
  recent: boolean;
};

/**
 * Refresh grant with rotation: the presented token is revoked and a child issued. A token rotated
 * less than `refreshReuseSeconds` ago whose child is still the session's active token answers with
 * that child again, so two tabs refreshing at once both stay signed in. Any other revoked token is
 * reuse: the session's whole token family is revoked.
 */
export async function refreshSession(
  tx: Tx,
  settings: TokenSettings,
  token: string,
): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<TokenRow>(
    `select token, user_id, session_id, revoked,
            updated_at > now() - make_interval(secs => $2) as recent
     from auth.refresh_tokens where token = $1 for update`,
    [token, refreshReuseSeconds],
  );
  const row = rows[0];
  if (!row)
    failAuth(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const sessions = await tx.query<{ id: string; created_at: Date; ended: boolean }>(
    'select id, created_at, coalesce(not_after <= now(), false) as ended from auth.sessions where id = $1',
    [row.session_id],
  );
  const session = sessions.rows[0];
  const user = await findUserById(tx, row.user_id);
  if (!session || !user)
    failAuth(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  // A session past its end (`not_after`) is over, as private.is_admin() also holds.
  if (session.ended) failAuth(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
  if (row.revoked) {
    const active = row.recent ? await activeChild(tx, row) : undefined;
    if (!active) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
        [row.session_id],
      );
      return { reused: true };
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id]);
    return tokenResponse(tx, settings, user, session, active);
  }
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

/** The session's active (newest unrevoked) refresh token, when it is the child of `row`. */
async function activeChild(tx: Tx, row: TokenRow): Promise<string | undefined> {
  const { rows } = await tx.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
     where session_id = $1 and not revoked order by id desc limit 1`,
    [row.session_id],
  );
  const active = rows[0];
  return active && active.parent === row.token ? active.token : undefined;
}
