import { randomUUID } from 'node:crypto';
import type { Tx } from '../database.ts';

/** The auth.users columns the auth service reads. */
export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
};

type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
};

const userColumns = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;

/** RFC 3339 text for a timestamp, undefined when absent (absent timestamps are omitted). */
function iso(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${userColumns} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const { rows } = await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [
    id,
  ]);
  return rows[0];
}

/** What a new e-mail/password user is made of. */
export type NewUser = {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
};

/** Inserts the user and its e-mail identity, as GoTrue's signup does. */
export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const app = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, phone)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb, false, now(), now(), null)
     returning ${userColumns}`,
    [
      id,
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(app),
      JSON.stringify(user.userMetadata),
    ],
  );
  const identityData = {
    ...user.userMetadata,
    sub: id,
    email: user.email,
    email_verified: user.confirmed,
    phone_verified: false,
  };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return rows[0] as UserRow;
}

/** Applies a partial update and returns the new row. */
export async function updateUser(
  tx: Tx,
  id: string,
  changes: {
    passwordHash?: string;
    email?: string;
    userMetadata?: Record<string, unknown>;
    signedIn?: boolean;
  },
): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       email = coalesce($3, email),
       raw_user_meta_data = case when $4::jsonb is null then raw_user_meta_data
         else jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $4::jsonb) end,
       last_sign_in_at = case when $5::boolean then now() else last_sign_in_at end,
       updated_at = now()
     where id = $1 returning ${userColumns}`,
    [
      id,
      changes.passwordHash ?? null,
      changes.email ?? null,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.signedIn ?? false,
    ],
  );
  return rows[0] as UserRow;
}

/** The user object of the auth API (docs/architecture.md#local-backend), identities included. */
export async function userJson(tx: Tx, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}
