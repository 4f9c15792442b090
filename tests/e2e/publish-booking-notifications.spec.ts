import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { startBenchStack, type BenchStack } from '../../scripts/lib/bench-stack.ts';
import { signInThroughForm } from './support/auth.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { businessDay } from './support/business-day.ts';
import { sendRequest } from './support/booking.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { anonKey } from './support/stack.ts';
import { expect, test } from './support/test.ts';

/**
 * A booking notification webhook that fails is shown to the owner on the Bookings page: since
 * when, how many and the last error, until a call goes through again. The shared stack logs its
 * notifications, so this file starts a stack of its own whose BOOKING_WEBHOOK_URL points at a
 * stand-in for the owner's chat (the one remote end a test cannot have for real). Its own database
 * also has a booking budget of its own, so requests turned away by the rate limits are made here.
 */

const admin = { email: 'hook-admin@example.com', password: 'hook-admin-password' };

let chat: Server;
let chatAnswers = 500;
let stack: BenchStack;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  chat = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(chatAnswers).end());
  });
  await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
  const { port } = chat.address() as AddressInfo;
  stack = await startBenchStack('e2e-booking-hook', admin, {
    BOOKING_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
  });
});

test.afterAll(async () => {
  await stack?.stop();
  chat?.close();
});

/** What booking_hook_failure() tells the admin now. */
async function failure(): Promise<unknown[]> {
  const client = createClient(stack.backendUrl, anonKey, { auth: { persistSession: false } });
  const { error: signInError } = await client.auth.signInWithPassword(admin);
  if (signInError) throw new Error(signInError.message);
  const { data, error } = await client.rpc('booking_hook_failure');
  if (error) throw new Error(error.message);
  return data as unknown[];
}

test('the Bookings page says since when booking notifications fail and why, until one goes through', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await sendRequest(page.request, `Hana Hook ${Date.now()}`, '(703) 555-0171', stack.backendUrl);
  await expect.poll(failure).toHaveLength(1);

  await page.goto(`${stack.base}/auth`);
  await signInThroughForm(page, admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`${stack.base}/admin/bookings`);
  const notice = page.getByRole('alert').filter({ hasText: 'Booking notifications are failing' });
  await expect(notice).toContainText(/failing since \w{3}, \w{3} \d+, \d+:\d\d\s[AP]M\sET\./);
  await expect(notice).toContainText('1 request was not sent to your e-mail or chat.');
  await expect(notice).toContainText('Last error: the webhook answered HTTP 500.');
  await expectNoAxeViolations(page);

  chatAnswers = 202;
  await sendRequest(page.request, `Ivo Hook ${Date.now()}`, '(703) 555-0172', stack.backendUrl);
  await expect.poll(failure).toHaveLength(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Ivo Hook' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a request over a rate limit is turned away with a call or text instead, and the Bookings page counts it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // This stack's own database: three a day for one phone, so the fourth is turned away.
  const phone = '(703) 555-0173';
  const stamp = Date.now();
  for (const n of [1, 2, 3]) {
    await sendRequest(page.request, `Tess Turned ${n} ${stamp}`, phone, stack.backendUrl);
  }
  // The fourth from the Spanish page's form: the visitor is told to call or text instead.
  await page.goto(`${stack.base}${localePath('es')}`);
  await page.locator(`#${sectionIds.home} [data-book]`).click();
  const form = page.getByRole('dialog', { name: t('es', 'booking.title') });
  await form.locator('[name="address"]').fill('Reston, VA');
  await form.locator('[name="date1"]').fill(businessDay(9));
  await form.locator('[name="time1"]').selectOption('09:00');
  await form.locator('[name="name"]').fill(`Tess Turned 4 ${stamp}`);
  await form.locator('[name="phone"]').fill(phone);
  await form.locator('[name="consent"]').check();
  await form.locator('[type="submit"]').click();
  await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    t('es', 'booking.error.rate_limited'),
  );
  await expect(form.locator('[data-booking-call] a[href^="sms:"]')).toBeVisible();

  await page.goto(`${stack.base}/auth`);
  await signInThroughForm(page, admin);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`${stack.base}/admin/bookings`);
  await expect(page.getByRole('row').filter({ hasText: `Tess Turned 3 ${stamp}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    '1 request was turned away in the last 7 days because too many came from one internet connection, or for one phone number or e-mail. The visitor was asked to call or text you instead.',
  );
  await expect(page.getByRole('row').filter({ hasText: `Tess Turned 4 ${stamp}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
