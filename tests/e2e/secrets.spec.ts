import { expect, test } from './support/test.ts';
import { apiKeys } from '../../supabase/local/keys.ts';
import { jwtSecret } from '../../supabase/local/settings.ts';

const { serviceRoleKey } = apiKeys(jwtSecret());

test('no page or script of the built site carries the service-role key', async ({ request }) => {
  const urls = new Set(['/', '/es/', '/404', '/nav-session.js']);
  for (const page of ['/', '/es/']) {
    const html = await (await request.get(page)).text();
    for (const [, src] of html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)) urls.add(src!);
  }
  for (const url of urls) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toContain(serviceRoleKey);
    expect(body, url).not.toContain('service_role');
  }
});
