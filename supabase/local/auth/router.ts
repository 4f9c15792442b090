import bcrypt from 'bcryptjs';
import type { Incoming, Reply } from '../http.ts';
import { readJsonObject, type AuthContext } from './context.ts';
import { authError, authOk, failAuth } from './errors.ts';
import { loadUser, requireClaims } from './guard.ts';
import { handleAdmin } from './admin.ts';
import { bcryptCost } from './password.ts';
import { refreshSession } from './refresh.ts';
import { endSessions, startSession } from './sessions.ts';
import { recover, verifyLink, verifyTokenHash } from './recovery.ts';
import { passwordGrant } from './sign-in.ts';
import { putUser } from './user-update.ts';
import { findUserByEmail, insertUser, userJson } from './users.ts';
import { metadataOf, requireEmail, requireStrongPassword } from './validate.ts';

/** Routes `/auth/v1/<path>` (GoTrue semantics, docs/architecture.md#local-backend). */
export async function handleAuth(ctx: AuthContext, req: Incoming): Promise<Reply> {
  const route = `${req.method} ${req.path}`;
  if (req.path === 'admin' || req.path.startsWith('admin/')) return handleAdmin(ctx, req);
  switch (route) {
    case 'POST signup':
      return signup(ctx, await readJsonObject(req));
    case 'POST token':
      return token(ctx, req, await readJsonObject(req));
    case 'POST recover':
      return recover(ctx, req);
    case 'GET verify':
      return verifyLink(ctx, req);
    case 'POST verify':
      return verifyTokenHash(ctx, req);
    case 'GET user':
      return getUser(ctx, req);
    case 'PUT user':
      return putUser(ctx, req);
    case 'POST logout':
      return logout(ctx, req);
    case 'GET health':
      return authOk({ version: 'local', name: 'GoTrue', description: 'Local stand-in' });
    default:
      return authError(404, 'not_found', 'Not found');
  }
}

async function signup(ctx: AuthContext, body: Record<string, unknown>): Promise<Reply> {
  const password = typeof body.password === 'string' ? body.password : '';
  if (password === '') failAuth(400, 'validation_failed', 'Signup requires a valid password');
  const email = requireEmail(body.email);
  requireStrongPassword(password);
  const userMetadata = metadataOf(body.data, 'data');
  const passwordHash = await bcrypt.hash(password, bcryptCost);
  const session = await ctx.db.asOwner(async (tx) => {
    if (await findUserByEmail(tx, email))
      failAuth(422, 'user_already_exists', 'User already registered');
    const user = await insertUser(tx, { email, passwordHash, userMetadata, confirmed: true });
    return startSession(tx, ctx, user);
  });
  return authOk(session);
}

async function token(
  ctx: AuthContext,
  req: Incoming,
  body: Record<string, unknown>,
): Promise<Reply> {
  const grantType = req.search.get('grant_type');
  if (grantType === 'password') return passwordGrant(ctx, req, body);
  if (grantType === 'refresh_token') {
    const refreshToken = body.refresh_token;
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      return authOk({ error: 'invalid_request', error_description: 'refresh_token required' }, 400);
    }
    const result = await ctx.db.asOwner((tx) => refreshSession(tx, ctx, refreshToken));
    if (result.reused)
      failAuth(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    return authOk(result);
  }
  return authError(400, 'invalid_credentials', 'unsupported_grant_type');
}

async function getUser(ctx: AuthContext, req: Incoming): Promise<Reply> {
  const claims = await requireClaims(req, ctx.secret);
  return authOk(
    await ctx.db.asOwner(async (tx) => userJson(tx, (await loadUser(tx, claims)).user)),
  );
}

async function logout(ctx: AuthContext, req: Incoming): Promise<Reply> {
  const scope = req.search.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    failAuth(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const claims = await requireClaims(req, ctx.secret);
  await ctx.db.asOwner(async (tx) => {
    const { user, sessionId } = await loadUser(tx, claims);
    await endSessions(tx, user.id, sessionId, scope);
  });
  return { status: 204, headers: { 'x-supabase-api-version': '2024-01-01' } };
}
