import type { JwtClaims, Tx } from '../database.ts';
import { header, type Incoming } from '../http.ts';
import { bearerToken, verifyJwt } from '../keys.ts';
import { failAuth } from './errors.ts';
import { findUserById, type UserRow } from './users.ts';

/** Verifies the request's bearer token the way GoTrue's `requireAuthentication` does. */
export async function requireClaims(req: Incoming, secret: string): Promise<JwtClaims> {
  const token = bearerToken(header(req, 'authorization'));
  if (!token) failAuth(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = await verifyJwt(token, secret);
  if ('failure' in result) {
    failAuth(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.failure.message}`,
    );
  }
  return result.claims;
}

/** Admin endpoints require a service-role token. */
export async function requireServiceRole(req: Incoming, secret: string): Promise<void> {
  const claims = await requireClaims(req, secret);
  if (claims.role !== 'service_role') failAuth(403, 'not_admin', 'User not allowed');
}

/** Loads the user (and checks the session) named by a user access token. */
export async function loadUser(
  tx: Tx,
  claims: JwtClaims,
): Promise<{ user: UserRow; sessionId: string }> {
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    failAuth(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(tx, claims.sub);
  if (!user) failAuth(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const { rows } = await tx.query(
    'select 1 from auth.sessions where id::text = $1 and user_id = $2',
    [sessionId, user.id],
  );
  if (rows.length === 0) {
    failAuth(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId };
}
