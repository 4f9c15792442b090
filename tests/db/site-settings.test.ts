import { readFile } from 'node:fs/promises';
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

  it('drops the placeholder partner link earlier seeds stored, and keeps a link the owner set', async () => {
    const migration = await readFile(
      new URL(
        '../../supabase/migrations/20261125090000_remove_placeholder_partner_link.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const partnerLinkAfterMigration = (value: string) =>
      db.scenario(async (tx) => {
        await insertRows(tx, 'site_settings', [
          { key: 'ceramic_partner_url', value, category: 'links' },
        ]);
        await tx.exec(migration);
        const { rows } = await tx.query<{ value: string }>(
          "select value from public.site_settings where key = 'ceramic_partner_url'",
        );
        return rows.map((row) => row.value);
      });
    expect(await partnerLinkAfterMigration('https://www.example.com/ceramic-coating')).toEqual([]);
    expect(await partnerLinkAfterMigration('https://ceramic-partner.test/quote')).toEqual([
      'https://ceramic-partner.test/quote',
    ]);
  });
});
