import { createClient, type Session } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { apiKeys } from '../../../supabase/local/keys.ts';
import { jwtSecret } from '../../../supabase/local/settings.ts';
import { ensureAdmin } from '../../../scripts/lib/ensure-admin.ts';
import type { TypedClient } from '../../../src/lib/supabase-client.ts';
import { anonKey, backendUrl } from './stack.ts';

/** Where supabase-js keeps its session for a project URL on 127.0.0.1. */
export const storageKey = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;

let counter = 0;

/** A fresh address, so no test depends on users another test made. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A new admin of its own: tests that sign out (which ends every session of the user) must not end
 * the sessions of tests running beside them with the shared e2e admin.
 */
export async function newAdmin(): Promise<{ email: string; password: string }> {
  const { serviceRoleKey } = apiKeys(jwtSecret());
  const service = createClient(backendUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  }) as TypedClient;
  const admin = { email: uniqueEmail('admin'), password: 'admin-password-1' };
  await ensureAdmin(service, admin.email, admin.password);
  return admin;
}

/** Fills the Sign In tab of /auth and submits it. */
export async function signInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The session supabase-js stored in the page's localStorage, if any. */
export async function storedSession(page: Page): Promise<Session | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), storageKey);
  return raw ? (JSON.parse(raw) as Session) : null;
}

/** Whether `accessToken` still works for the data API as `userId` (reads the user's own role row). */
export async function userCanRead(accessToken: string, userId: string): Promise<boolean> {
  const client = createClient(backendUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
  const { data, error } = await client.from('user_roles').select('user_id').eq('user_id', userId);
  return !error && data.length === 1;
}
