import bcrypt from 'bcryptjs';
import type { Incoming, Reply } from '../http.ts';
import { readJsonObject, type AuthContext } from './context.ts';
import { authError, authOk, failAuth } from './errors.ts';
import { loadUser, requireClaims } from './guard.ts';
import { handleAdmin } from './admin.ts';
import { bcryptCost } from './password.ts';
import { refreshSession } from './refresh.ts';
import { endSessions, startSession } from './sessions.ts';
import { findUserByEmail, insertUser, updateUser, userJson } from './users.ts';
import { metadataOf, requireEmail, requireStrongPassword } from './validate.ts';

/** Routes `/auth/v1/<path>` (GoTrue semantics, docs/architecture.md#local-backend). */
export async function handleAuth(ctx: AuthContext, req: Incoming): Promise<Reply> {
  const route = `${req.method} ${req.path}`;
  if (req.path === 'admin' || req.path.startsWith('admin/')) return handleAdmin(ctx, req);
  switch (route) {
    case 'POST signup':
      return signup(ctx, await readJsonObject(req));
    case 'POST token':
      return token(ctx, req.search.get('grant_type'), await readJsonObject(req));
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
  grantType: string | null,
  body: Record<string, unknown>,
): Promise<Reply> {
  if (grantType === 'password') return passwordGrant(ctx, body);
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

async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<Reply> {
  const invalid = (): never => failAuth(400, 'invalid_credentials', 'Invalid login credentials');
  if (body.phone && body.email)
    failAuth(400, 'validation_failed', 'Only an email address or phone number should be provided');
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password) invalid();
  const user = await ctx.db.asOwner((tx) => findUserByEmail(tx, email));
  if (!user?.encrypted_password) return invalid();
  if (!(await bcrypt.compare(password, user.encrypted_password))) invalid();
  if (user.banned_until && user.banned_until > new Date())
    failAuth(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) failAuth(400, 'email_not_confirmed', 'Email not confirmed');
  return authOk(await ctx.db.asOwner((tx) => startSession(tx, ctx, user)));
}

async function getUser(ctx: AuthContext, req: Incoming): Promise<Reply> {
  const claims = await requireClaims(req, ctx.secret);
  return authOk(
    await ctx.db.asOwner(async (tx) => userJson(tx, (await loadUser(tx, claims)).user)),
  );
}

async function putUser(ctx: AuthContext, req: Incoming): Promise<Reply> {
  const claims = await requireClaims(req, ctx.secret);
  const body = await readJsonObject(req);
  const userMetadata = body.data === undefined ? undefined : metadataOf(body.data, 'data');
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    if (typeof body.password !== 'string')
      failAuth(400, 'validation_failed', 'Password must be a string');
    requireStrongPassword(body.password);
    passwordHash = await bcrypt.hash(body.password, bcryptCost);
  }
  const email = body.email === undefined ? undefined : requireEmail(body.email);
  const user = await ctx.db.asOwner(async (tx) => {
    const { user: current } = await loadUser(tx, claims);
    if (email && email !== current.email && (await findUserByEmail(tx, email))) {
      failAuth(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const updated = await updateUser(tx, current.id, { passwordHash, email, userMetadata });
    return userJson(tx, updated);
  });
  return authOk(user);
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
