import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signedInClientModule, startBackend, type TestBackend } from './support.ts';

/**
 * The Bookings page's purge (purgeOldBookingRequests in src/lib/data/booking-requests.ts) on the
 * real supabase-js client module, signed in, against the real local backend: a purge the database
 * refuses says so in the owner's words, as a status change's refusal does, and keeps its code.
 */

type Bookings = typeof import('../../src/lib/data/booking-requests.ts');

let backend: TestBackend;

/** The data module on a fresh client module signed in as a new user (an admin if `admin`). */
async function bookingsAs(admin: boolean): Promise<Bookings> {
  await signedInClientModule(backend, admin ? 'purge-admin' : 'purge-visitor', admin);
  // The editor's texts, loaded by the Bookings page before the purge can fail.
  const { loadMessages } = await import('../../src/i18n/admin/messages.ts');
  await loadMessages('en', 'editor');
  return import('../../src/lib/data/booking-requests.ts');
}

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend.cleanup();
});

it('a purge the database refuses to the account says so in the owner’s words and keeps its code', async () => {
  const bookings = await bookingsAs(false);
  const { translate } = await import('../../src/i18n/admin/messages.ts');
  const failure = await bookings.purgeOldBookingRequests().then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(bookings.BookingError);
  expect(failure).toMatchObject({
    message: translate('editor', 'refused'),
    code: '42501',
  });
});

it('an admin’s purge answers how many it deleted', async () => {
  const bookings = await bookingsAs(true);
  expect(await bookings.purgeOldBookingRequests()).toBe(0);
});
