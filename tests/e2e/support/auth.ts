import { createClient, type Session } from '@supabase/supabase-js';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { t } from '../../../src/i18n/index.ts';
import { ensureAdmin } from '../../../scripts/lib/ensure-admin.ts';
import { resetLink } from './mail.ts';
import { anonClient, anonKey, backendUrl, e2eAdmin, serviceClient } from './stack.ts';

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
  const admin = { email: uniqueEmail('admin'), password: 'admin-password-1' };
  await ensureAdmin(serviceClient(), admin.email, admin.password);
  return admin;
}

/**
 * An account signed up as a visitor does at /auth (the real sign-up, with the anon key), and so no
 * admin's; no browser is signed in to it.
 */
export async function newSignedUpAccount(
  label: string,
): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(label), password: 'helper-password' };
  const { error } = await anonClient().auth.signUp({
    ...account,
    options: { data: { full_name: 'Helper' } },
  });
  if (error) throw error;
  return account;
}

/**
 * Signs `user` in (or up first, with `signUp`) with the real supabase-js and leaves the session
 * where the site's client reads it, on the site's origin; the next `page.goto` opens signed in.
 * The sign-in form itself is covered by the /auth specs.
 */
export async function signInAs(
  page: Page,
  user: { email: string; password: string },
  { signUp = false } = {},
): Promise<Session> {
  const client = anonClient();
  const { data, error } = signUp
    ? await client.auth.signUp({ ...user, options: { data: { full_name: 'Visitor' } } })
    : await client.auth.signInWithPassword(user);
  if (error || !data.session) throw new Error(error?.message ?? 'no session');
  let session = data.session;
  if (user.email === e2eAdmin.email && session.user.user_metadata.admin_language != null) {
    // A spec before this one switched the admin's language and left the choice on the shared
    // account, where it would outrank the language this spec's browser asks for: clear it.
    const cleared = await client.auth.updateUser({ data: { admin_language: null } });
    if (cleared.error) throw cleared.error;
    const current = await client.auth.getSession();
    if (!current.data.session) throw new Error('no session after clearing the admin language');
    session = current.data.session;
  }
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(session)],
  );
  return session;
}

/**
 * Saves `lang` as `user`'s admin language (user metadata), as the admin header's switch does;
 * null: no choice saved, as an account that never switched.
 */
export async function saveAdminLanguageOf(
  user: { email: string; password: string },
  lang: 'en' | 'es' | null,
): Promise<void> {
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword(user);
  if (signIn.error) throw signIn.error;
  const { error } = await client.auth.updateUser({ data: { admin_language: lang } });
  if (error) throw error;
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

/**
 * Signs out with the landing page's Logout in a new tab of `context` (the same browser), which ends
 * the session in every tab; returns that tab.
 */
export async function signOutInAnotherTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await other.goto('/');
  const nav = other.getByRole('navigation', { name: t('en', 'nav.label') });
  await nav.getByRole('button', { name: t('en', 'nav.logout') }).click();
  await expect(nav.getByRole('link', { name: t('en', 'nav.login') })).toBeVisible();
  return other;
}

/**
 * Resets `account`'s password to `password` on `page` in English, as its owner does: the forgot
 * form, the e-mailed link, the new password; ends on the page it leads to, signed in.
 */
export async function resetPasswordThroughEmail(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
  password: string,
): Promise<{ email: string; password: string }> {
  await page.goto('/auth?forgot');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await resetLink(request, account.email));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  return { ...account, password };
}
