import type { TypedClient } from '../../src/lib/supabase-client.ts';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDirLayout } from '../../supabase/local/settings.ts';
import { ensureAdmin } from './ensure-admin.ts';

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * The local admin account: ADMIN_EMAIL / ADMIN_PASSWORD when set, else admin@example.com with a
 * password generated once and kept in the data directory, so it is the same on every start.
 */
export async function ensureLocalAdmin(
  service: TypedClient,
  dataDir: string,
): Promise<AdminCredentials> {
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
  return credentials;
}
