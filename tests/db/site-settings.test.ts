import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type TestDatabase } from './harness.ts';
import { insertRows } from './rows.ts';

const checkViolation = '23514';

describe.each(drivers)('site_settings values on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  const insertSetting = (key: string, value: string) =>
    db.scenario((tx) =>
      outcome(() => insertRows(tx, 'site_settings', [{ key, value, category: 'links' }])),
    );

  it('keeps a link setting to http(s) URLs, refusing javascript: and data: links', async () => {
    expect(await insertSetting('ceramic_partner_url', 'https://partner.example/ceramic')).toBe(
      'ok',
    );
    expect(await insertSetting('map_embed_url', 'javascript:alert(1)')).toBe(checkViolation);
    expect(await insertSetting('ceramic_partner_url', 'data:text/html,hi')).toBe(checkViolation);
  });

  it('lets other settings hold any text, and a link setting be empty', async () => {
    expect(await insertSetting('top_banner_message_en', 'javascript: is just text here')).toBe(
      'ok',
    );
    expect(await insertSetting('ceramic_partner_url', '')).toBe('ok');
  });
});
