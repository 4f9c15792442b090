import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TablesInsert } from '../../../src/lib/database.types.ts';
import { openEditor, tabTo, toastWith } from './editors.ts';
import { anonKey, backendUrl, serviceClient } from './stack.ts';

/**
 * A booking request as the landing form sends it from /es/, for 15:00 UTC three days ahead: its
 * add-on is stored by a seeded service's Spanish name, as the Spanish form sends it.
 */
function requestFields(name: string, phone: string) {
  const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  start.setUTCHours(15, 0, 0, 0);
  return {
    language: 'es' as const,
    vehicle_size: 'suv_3_rows' as const,
    package_type: 'platinum' as const,
    add_ons: ['Eliminación de pelo de mascota y arena'],
    estimate: '$300 + extra fee',
    service_mode: 'mobile' as const,
    address: '22030',
    window1_start: start.toISOString(),
    window1_end: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
    name,
    phone,
    email: `bea-${phone.replace(/\D/g, '')}@example.com`,
    notes: 'Gate code 1234',
    consent: true,
  };
}

/**
 * Sends a booking request to `backend` as the landing form does: a plain POST to the RPC with the
 * anon key (each test its own phone and e-mail: 3 a day each). The RPC allows 10 requests an hour
 * from one address, and every test sends from this machine's, so the whole e2e run (under an hour)
 * shares those 10: this and every Send of the form that is stored spend one. Only tests about
 * sending itself spend them; tests about what the admin does with a request use `insertRequest`.
 * `answer` is what the RPC must answer: by default that it stored the request.
 */
export async function sendRequest(
  request: APIRequestContext,
  name: string,
  phone = '(703) 555-0187',
  backend = backendUrl,
  answer: Record<string, unknown> = { received: true },
): Promise<void> {
  const response = await request.post(`${backend}/rest/v1/rpc/request_booking`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    data: requestFields(name, phone),
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(answer);
}

/**
 * Stores a booking request as the RPC would, through the service role (no rate limit); `fields`
 * sets what the owner would have changed since (its status, its note).
 */
export async function insertRequest(
  name: string,
  phone: string,
  fields: Pick<TablesInsert<'booking_requests'>, 'status' | 'owner_note'> = {},
): Promise<void> {
  // Stored as the RPC stores a US phone: E.164.
  const stored = {
    ...requestFields(name, phone),
    phone: `+1${phone.replace(/\D/g, '')}`,
    ...fields,
  };
  const { error } = await serviceClient().from('booking_requests').insert(stored);
  expect(error).toBeNull();
}

/** Stores a request sent `monthsAgo` months ago, as only the service role can (created_at set). */
export async function insertOldRequest(name: string, monthsAgo: number): Promise<void> {
  const service = serviceClient();
  const sent = new Date();
  sent.setUTCMonth(sent.getUTCMonth() - monthsAgo);
  // The preferred window: a Wednesday at 11:00 in New York a week after it was sent, within any
  // opening hours the owner may have set (the database checks them on insert).
  const start = new Date(sent.getTime() + 7 * 24 * 3600 * 1000);
  start.setUTCDate(start.getUTCDate() + ((3 - start.getUTCDay() + 7) % 7));
  start.setUTCHours(15, 0, 0, 0);
  const { error } = await service.from('booking_requests').insert({
    language: 'en',
    vehicle_size: 'sedan',
    service_mode: 'in_shop',
    window1_start: start.toISOString(),
    window1_end: new Date(start.getTime() + 3600 * 1000).toISOString(),
    name,
    phone: '+17035550191',
    consent: true,
    created_at: sent.toISOString(),
  });
  if (error) throw new Error(error.message);
}

/**
 * Gives the request of `name`, whose View has the focus, the status `status` by the keyboard alone
 * (Enter, the dialog's Status, Tab to 'Save', Enter), in the English admin, and waits for
 * its toast ('Marked as done'). Where the focus goes next is the test's to check.
 */
export async function saveStatusByKeyboard(
  page: Page,
  name: string,
  status: 'confirmed' | 'done' | 'declined' | 'cancelled',
): Promise<void> {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
  await dialog.getByLabel('Status').focus();
  await dialog.getByLabel('Status').selectOption(status);
  await tabTo(page, dialog.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toastWith(page, `Marked as ${status}`)).toBeVisible();
}

/**
 * Opens the Bookings page in the admin language `language` at `width` px (844 tall): the table from
 * 1280 px, the list below. Gives a request's row or list item by the visitor's name.
 */
export async function openBookingsAt(
  page: Page,
  language: 'en' | 'es',
  width: number,
): Promise<(name: string) => Locator> {
  await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), language);
  await page.setViewportSize({ width, height: 844 });
  await openEditor(page, '/admin/bookings');
  return (name) => page.getByRole(width >= 1280 ? 'row' : 'listitem').filter({ hasText: name });
}
