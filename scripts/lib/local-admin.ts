import type { TypedClient } from '../../src/lib/supabase-client.ts';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../supabase/local/database.ts';
import { passwordMatches } from '../../supabase/local/auth/sign-in.ts';
import { findUserByEmail } from '../../supabase/local/auth/users.ts';
import { dataDirLayout } from '../../supabase/local/settings.ts';
import { ensureAdmin } from './ensure-admin.ts';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** The local admin, and whether its password still signs in (see ensureLocalAdmin). */
export interface LocalAdmin extends AdminCredentials {
  passwordWorks: boolean;
}

/**
 * The local admin account: ADMIN_EMAIL / ADMIN_PASSWORD when set, else admin@example.com with a
 * password generated once and kept in the data directory, so it is the same on every start.
 * An existing account keeps its password: the owner may have changed it since (in the admin, or
 * through a reset link), so `passwordWorks` says whether this one still signs in. It is checked
 * against the stored hash, not by signing in, which would count a failure against the sign-in
 * throttle on every start.
 */
export async function ensureLocalAdmin(
  service: TypedClient,
  db: Database,
  dataDir: string,
): Promise<LocalAdmin> {
  const file = join(dataDir, dataDirLayout.admin);
  const stored = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Partial<AdminCredentials>)
    .catch(() => ({}) as Partial<AdminCredentials>);
  const credentials: AdminCredentials = {
    email: process.env.ADMIN_EMAIL ?? stored.email ?? 'admin@example.com',
    password:
      process.env.ADMIN_PASSWORD ?? stored.password ?? randomBytes(12).toString('base64url'),
  };
  await ensureAdmin(service, credentials.email, credentials.password);
  if (!process.env.ADMIN_PASSWORD) {
    await writeFile(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  }
  const user = await db.asOwner((tx) =>
    findUserByEmail(tx, credentials.email.trim().toLowerCase()),
  );
  return {
    ...credentials,
    passwordWorks: await passwordMatches(credentials.password, user?.encrypted_password),
  };
}
