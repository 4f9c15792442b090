import bcrypt from 'bcryptjs';
import type { Incoming, Reply } from '../http.ts';
import { readJsonObject, type AuthContext } from './context.ts';
import { authError, authOk, failAuth } from './errors.ts';
import { requireServiceRole } from './guard.ts';
import { bcryptCost } from './password.ts';
import { findUserByEmail, findUserById, insertUser, userJson, type UserRow } from './users.ts';
import { metadataOf, requireEmail, requireStrongPassword } from './validate.ts';

/** `/auth/v1/admin/users[/<id>]`: the endpoints auth.admin.* uses; service role only. */
export async function handleAdmin(ctx: AuthContext, req: Incoming): Promise<Reply> {
  await requireServiceRole(req, ctx.secret);
  const match = /^admin\/users(?:\/([^/]+))?$/.exec(req.path);
  if (!match) return authError(404, 'not_found', 'Not found');
  const id = match[1] ? decodeURIComponent(match[1]) : undefined;
  if (!id && req.method === 'GET') return listUsers(ctx, req.search);
  if (!id && req.method === 'POST') return createUser(ctx, await readJsonObject(req));
  if (id && req.method === 'GET') return getUser(ctx, id);
  if (id && req.method === 'DELETE') return deleteUser(ctx, id);
  return authError(405, 'method_not_allowed', 'Method not allowed');
}

async function createUser(ctx: AuthContext, body: Record<string, unknown>): Promise<Reply> {
  const email = requireEmail(body.email);
  let passwordHash: string | null = null;
  if (body.password !== undefined && body.password !== null && body.password !== '') {
    if (typeof body.password !== 'string')
      failAuth(400, 'validation_failed', 'Password must be a string');
    requireStrongPassword(body.password);
    passwordHash = await bcrypt.hash(body.password, bcryptCost);
  }
  const userMetadata = metadataOf(body.user_metadata, 'user_metadata');
  const appMetadata = metadataOf(body.app_metadata, 'app_metadata');
  const user = await ctx.db.asOwner(async (tx) => {
    if (await findUserByEmail(tx, email)) {
      failAuth(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const created = await insertUser(tx, {
      email,
      passwordHash,
      userMetadata,
      appMetadata,
      confirmed: body.email_confirm === true,
    });
    return userJson(tx, created);
  });
  return authOk(user);
}

async function listUsers(ctx: AuthContext, search: URLSearchParams): Promise<Reply> {
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '', 10) || 1);
  const perPage = Math.min(
    1000,
    Math.max(1, Number.parseInt(search.get('per_page') ?? '', 10) || 50),
  );
  const { users, total } = await ctx.db.asOwner(async (tx) => {
    const count = await tx.query<{ n: number }>('select count(*)::int as n from auth.users');
    const { rows } = await tx.query<{ id: string }>(
      'select id from auth.users order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const list = [];
    for (const { id } of rows) {
      const user = (await findUserById(tx, id)) as UserRow;
      list.push(await userJson(tx, user));
    }
    return { users: list, total: count.rows[0]?.n ?? 0 };
  });
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`];
  if (page < lastPage)
    links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  return authOk({ users, aud: 'authenticated' }, 200, {
    'x-total-count': String(total),
    link: links.join(', '),
  });
}

async function getUser(ctx: AuthContext, id: string): Promise<Reply> {
  const user = await ctx.db.asOwner(async (tx) => {
    const row = await findUserById(tx, id);
    if (!row) failAuth(404, 'user_not_found', 'User not found');
    return userJson(tx, row);
  });
  return authOk(user);
}

async function deleteUser(ctx: AuthContext, id: string): Promise<Reply> {
  await ctx.db.asOwner(async (tx) => {
    if (!(await findUserById(tx, id))) failAuth(404, 'user_not_found', 'User not found');
    await tx.query('delete from auth.users where id = $1', [id]);
  });
  return authOk({});
}
