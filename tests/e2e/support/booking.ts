import { expect, type APIRequestContext } from '@playwright/test';
import { anonKey, backendUrl } from './stack.ts';

/**
 * Sends a booking request to `backend` as the landing form does: a plain POST to the RPC with the
 * anon key (each test its own phone and e-mail: 3 a day each).
 */
export async function sendRequest(
  request: APIRequestContext,
  name: string,
  phone = '(703) 555-0187',
  backend = backendUrl,
): Promise<void> {
  const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  start.setUTCHours(15, 0, 0, 0);
  const response = await request.post(`${backend}/rest/v1/rpc/request_booking`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    data: {
      language: 'es',
      vehicle_size: 'suv_3_rows',
      package_type: 'platinum',
      add_ons: ['Pet Hair Removal'],
      estimate: '$300 + extra fee',
      service_mode: 'mobile',
      address: '22030',
      window1_start: start.toISOString(),
      window1_end: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
      name,
      phone,
      email: `bea-${phone.replace(/\D/g, '')}@example.com`,
      notes: 'Gate code 1234',
      consent: true,
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ received: true });
}
