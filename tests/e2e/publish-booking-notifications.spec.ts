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
import { expect, test, type Page } from './support/test.ts';

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

/** The Bookings page's read of the turned-away count, once `page` has it. */
function countRead(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => r.url().includes('/rpc/count_turned_away_booking_requests'));
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

test('a request over a rate limit is turned away with a call or text instead, and the Bookings page counts it until dismissed, then again once another is', async ({
  page,
  browser,
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
  const turnedAway = page
    .getByRole('main')
    .getByText(
      '1 request was turned away in the last 7 days because too many came from one internet connection, or for one phone number or e-mail. The visitor was asked to call or text you instead.',
    );
  await expect(turnedAway).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Tess Turned 4 ${stamp}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Read, it is dismissed from the keyboard: gone, with the focus on the page's heading, just
  // before where it was, and it stays gone.
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  await expect(dismiss).toHaveAccessibleDescription(/^1 request was turned away/);
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeFocused();
  await expect(turnedAway).toHaveCount(0);
  await expect(page.getByText('It shows again when another request is turned away.')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Find by name, phone, e-mail or address')).toBeFocused();
  let read = countRead(page);
  await page.reload();
  await read;
  await expect(page.getByRole('row').filter({ hasText: `Tess Turned 3 ${stamp}` })).toBeVisible();
  await expect(turnedAway).toHaveCount(0);

  // Kept in the account: another browser, in Spanish, does not show it either, until another
  // request is turned away (in the same hour, most likely: the count alone could not tell).
  const other = await browser.newContext();
  try {
    const spanish = await other.newPage();
    await spanish.goto(`${stack.base}/auth`);
    await signInThroughForm(spanish, admin);
    await expect(spanish).toHaveURL(/\/admin/);
    // This browser's choice of language (the account has none saved).
    await spanish.evaluate(() => localStorage.setItem('admin-language', 'es'));
    const notice = spanish.getByRole('main').getByText(/^En los últimos 7 días no se admiti/);
    read = countRead(spanish);
    await spanish.goto(`${stack.base}/admin/bookings`);
    await read;
    await expect(
      spanish.getByRole('row').filter({ hasText: `Tess Turned 3 ${stamp}` }),
    ).toBeVisible();
    await expect(notice).toHaveCount(0);

    await sendRequest(page.request, `Tess Turned 5 ${stamp}`, phone, stack.backendUrl, {
      received: false,
      refused: 'rate_limited',
    });
    await spanish.reload();
    await expect(notice).toHaveText(
      'En los últimos 7 días no se admitieron 2 solicitudes porque llegaron demasiadas desde una misma conexión a internet, o para un mismo teléfono o correo electrónico. Al visitante se le pidió que le llamara o le enviara un mensaje de texto.',
    );
    await expect(spanish.getByRole('button', { name: 'Descartar' })).toBeVisible();
    await expectNoAxeViolations(spanish);
  } finally {
    await other.close();
  }
});
