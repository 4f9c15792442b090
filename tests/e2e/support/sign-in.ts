import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { storageKey } from './auth.ts';
import { anonKey, backendUrl } from './stack.ts';

/**
 * Signs `user` in with the real supabase-js and leaves the session where the site's client reads it
 * (the sign-in form itself is covered by the /auth specs).
 */
export async function signInAs(page: Page, user: { email: string; password: string }) {
  const client = createClient(backendUrl, anonKey, { auth: { persistSession: false } });
  const { data, error } = await client.auth.signInWithPassword(user);
  if (error || !data.session) throw new Error(error?.message ?? 'no session');
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(data.session)],
  );
}
