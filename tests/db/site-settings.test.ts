import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Sql, type TestDatabase } from './harness.ts';
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

  it('keeps the contact e-mail to 254 characters, as a booking e-mail', async () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(await insertSetting('contact_email', address(254))).toBe('ok');
    expect(await insertSetting('contact_email', address(255))).toBe(checkViolation);
  });

  it('keeps the company name to 80 characters, banners and address to 200, links to 2,000', async () => {
    const link = (length: number) => `https://partner.example/${'p'.repeat(length - 24)}`;
    const limits: [string, (length: number) => string, number][] = [
      ['company_name', (length) => 'C'.repeat(length), 80],
      ['top_banner_message_en', (length) => 'B'.repeat(length), 200],
      ['top_banner_message_es', (length) => 'B'.repeat(length), 200],
      ['street_address', (length) => 'S'.repeat(length), 200],
      ['ceramic_partner_url', link, 2000],
      ['map_embed_url', link, 2000],
    ];
    for (const [key, text, max] of limits) {
      expect(await insertSetting(key, text(max)), key).toBe('ok');
      expect(await insertSetting(key, text(max + 1)), key).toBe(checkViolation);
    }
    // The retention period keeps to its format, not to a length.
    expect(await insertSetting('booking_retention_months', '120')).toBe('ok');
  });

  it('keeps the phone numbers and payment methods to 200 characters, hours to 2,000 and areas to 400,000', async () => {
    // Within the limit a value of any form is the editor's to refuse, so JSON padded with spaces.
    const json = (length: number) => `[${' '.repeat(length - 2)}]`;
    const limits: [string, number][] = [
      ['phone_number', 200],
      ['whatsapp_number', 200],
      ['payment_methods', 200],
      ['opening_hours', 2000],
      ['service_area', 400_000],
    ];
    for (const [key, max] of limits) {
      expect(await insertSetting(key, json(max)), key).toBe('ok');
      expect(await insertSetting(key, json(max + 1)), key).toBe(checkViolation);
    }
    // A key no editor writes has no limit.
    expect(await insertSetting('some_other_setting', 'x'.repeat(500_000))).toBe('ok');
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

/**
 * save_site_settings(): a Site Settings save writes every setting it changes in one transaction,
 * or none when any of them was changed since it was read (docs/product.md#site-settings).
 */
describe.each(drivers)('saving the site settings at once on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  // The dialog's baseline: two settings as it read them, stamped well before this transaction.
  const read = '2026-11-01T10:00:00.000000+00:00';
  const stored = [
    { key: 'company_name', value: 'Old Co', category: 'contact', updated_at: read },
    { key: 'top_banner_message_en', value: 'Old banner', category: 'general', updated_at: read },
  ];
  type Change = { key: string; value: string; baseline: string | null; category?: string };
  const save = (sql: Sql, changes: Change[]) =>
    sql.query<{ key: string; value: string }>(
      'select key, value from public.save_site_settings($1::jsonb)',
      [JSON.stringify(changes)],
    );
  const values = async (sql: Sql) =>
    Object.fromEntries(
      (
        await sql.query<{ key: string; value: string }>(
          'select key, value from public.site_settings order by key',
        )
      ).rows.map((row) => [row.key, row.value]),
    );

  it('writes every changed setting, a new one too, as versions of the admin in their History', async () => {
    const { saved, now, history } = await db.scenario(async (tx) => {
      await insertRows(tx, 'site_settings', stored);
      const saved = await tx.as('admin', (sql) =>
        save(sql, [
          { key: 'company_name', value: 'New Co', baseline: read },
          { key: 'whatsapp_number', value: '(571) 555-0123', baseline: null, category: 'contact' },
        ]),
      );
      const now = await values(tx);
      const history = await tx.as('admin', (sql) =>
        sql.query<{ entry_key: string; operation: string; actor_email: string }>(
          // The fixture's rows were inserted by the database owner, with no actor.
          `select k.key as entry_key, h.operation, h.actor_email
           from unnest(array['company_name', 'whatsapp_number']) as k(key),
             public.entry_history('site_settings', k.key) as h
           where h.actor_email is not null`,
        ),
      );
      return { saved: saved.rows, now, history: history.rows };
    });
    expect(saved).toEqual([
      { key: 'company_name', value: 'New Co' },
      { key: 'whatsapp_number', value: '(571) 555-0123' },
    ]);
    expect(now).toMatchObject({
      company_name: 'New Co',
      top_banner_message_en: 'Old banner',
      whatsapp_number: '(571) 555-0123',
    });
    expect(history).toEqual([
      { entry_key: 'company_name', operation: 'update', actor_email: 'admin@example.com' },
      { entry_key: 'whatsapp_number', operation: 'insert', actor_email: 'admin@example.com' },
    ]);
  });

  it('saves another setting beside a text stored too long before the limit, and refuses that text until shortened', async () => {
    const migration = await readFile(
      new URL(
        '../../supabase/migrations/20261206130000_site_settings_texts_have_a_length.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const tooLong = 'C'.repeat(300);
    const { migrated, other, again, recategorised, shortened, now } = await db.scenario(
      async (tx) => {
        // A company name stored before the limit, then the migration (NOT VALID: it runs).
        await tx.exec('alter table public.site_settings drop constraint site_settings_text_length');
        await insertRows(tx, 'site_settings', [{ ...stored[0]!, value: tooLong }, stored[1]!]);
        const migrated = await outcome(() => tx.exec(migration));
        const saving = (changes: Change[]) =>
          outcome(() => tx.as('admin', (sql) => save(sql, changes)));
        const other = await saving([
          { key: 'top_banner_message_en', value: 'New banner', baseline: read },
        ]);
        const again = await saving([{ key: 'company_name', value: `${tooLong}!`, baseline: read }]);
        // A NOT VALID check holds for every update of the row, its value untouched too.
        const recategorised = await outcome(() =>
          tx.as('admin', (sql) =>
            sql.query(
              "update public.site_settings set category = 'general' where key = 'company_name'",
            ),
          ),
        );
        const shortened = await saving([{ key: 'company_name', value: 'New Co', baseline: read }]);
        return { migrated, other, again, recategorised, shortened, now: await values(tx) };
      },
    );
    expect({ migrated, other, again, recategorised, shortened }).toEqual({
      migrated: 'ok',
      other: 'ok',
      again: checkViolation,
      recategorised: checkViolation,
      shortened: 'ok',
    });
    expect(now).toMatchObject({ company_name: 'New Co', top_banner_message_en: 'New banner' });
  });

  it('saves another setting beside a phone number stored too long before its limit, and refuses that number until shortened', async () => {
    const migration = await readFile(
      new URL(
        '../../supabase/migrations/20261207100000_links_and_list_settings_have_a_length.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const tooLong = '5'.repeat(300);
    const { migrated, other, again, shortened, now } = await db.scenario(async (tx) => {
      // A phone number stored before the limit, then the migration (NOT VALID: it runs).
      await tx.exec(`alter table public.social_links drop constraint social_links_url_length;
        alter table public.site_settings drop constraint site_settings_list_length`);
      await insertRows(tx, 'site_settings', [
        { key: 'phone_number', value: tooLong, category: 'contact', updated_at: read },
        stored[1]!,
      ]);
      const migrated = await outcome(() => tx.exec(migration));
      const saving = (changes: Change[]) =>
        outcome(() => tx.as('admin', (sql) => save(sql, changes)));
      const other = await saving([
        { key: 'top_banner_message_en', value: 'New banner', baseline: read },
      ]);
      const again = await saving([{ key: 'phone_number', value: `${tooLong}5`, baseline: read }]);
      const shortened = await saving([
        { key: 'phone_number', value: '(571) 555-0142', baseline: read },
      ]);
      return { migrated, other, again, shortened, now: await values(tx) };
    });
    expect({ migrated, other, again, shortened }).toEqual({
      migrated: 'ok',
      other: 'ok',
      again: checkViolation,
      shortened: 'ok',
    });
    expect(now).toMatchObject({
      phone_number: '(571) 555-0142',
      top_banner_message_en: 'New banner',
    });
  });

  it('writes none of them when one was changed since it was read, and lists that one as it is now', async () => {
    const { refusal, now } = await db.scenario(async (tx) => {
      await insertRows(tx, 'site_settings', stored);
      // Someone else changes the banner after the dialog read it.
      await tx.query(
        "update public.site_settings set value = 'Their banner' where key = 'top_banner_message_en'",
      );
      const refusal = await tx
        .as('admin', (sql) =>
          save(sql, [
            { key: 'company_name', value: 'Mine', baseline: read },
            { key: 'top_banner_message_en', value: 'My banner', baseline: read },
            { key: 'whatsapp_number', value: '(571) 555-0123', baseline: null },
          ]),
        )
        .then(
          () => null,
          (error: { hint?: string; detail?: string }) => error,
        );
      return { refusal, now: await values(tx) };
    });
    expect(refusal?.hint).toBe('settings_changed');
    expect(JSON.parse(refusal?.detail ?? '[]')).toEqual([
      { key: 'top_banner_message_en', value: 'Their banner', updated_at: expect.any(String) },
    ]);
    expect(now).toEqual({ company_name: 'Old Co', top_banner_message_en: 'Their banner' });
  });

  it('treats a setting added or deleted elsewhere since it was read as changed', async () => {
    const refused = (changes: Change[], before: (tx: Sql) => Promise<unknown>) =>
      db.scenario(async (tx) => {
        await insertRows(tx, 'site_settings', stored);
        await before(tx);
        const hint = await tx
          .as('admin', (sql) => save(sql, changes))
          .then(
            () => 'ok',
            (error: { hint?: string }) => error.hint,
          );
        return { hint, now: await values(tx) };
      });
    const added = await refused(
      [
        { key: 'company_name', value: 'Mine', baseline: read },
        { key: 'whatsapp_number', value: '(571) 555-0123', baseline: null },
      ],
      (tx) =>
        insertRows(tx, 'site_settings', [
          { key: 'whatsapp_number', value: '(202) 555-0100', category: 'contact' },
        ]),
    );
    expect(added).toEqual({
      hint: 'settings_changed',
      now: {
        ...Object.fromEntries(stored.map((row) => [row.key, row.value])),
        whatsapp_number: '(202) 555-0100',
      },
    });
    const deleted = await refused(
      [
        { key: 'company_name', value: 'Mine', baseline: read },
        { key: 'top_banner_message_en', value: 'My banner', baseline: read },
      ],
      (tx) => tx.query("delete from public.site_settings where key = 'top_banner_message_en'"),
    );
    expect(deleted).toEqual({ hint: 'settings_changed', now: { company_name: 'Old Co' } });
  });

  it('is refused to a signed-in non-admin and to visitors, whatever row-level security says', async () => {
    const codes = await db.scenario(async (tx) => {
      await insertRows(tx, 'site_settings', stored);
      const change = [{ key: 'company_name', value: 'Hijacked', baseline: read }];
      return {
        user: await outcome(() => tx.as('user', (sql) => save(sql, change))),
        anon: await outcome(() => tx.as('anon', (sql) => save(sql, change))),
        now: (await values(tx)).company_name,
      };
    });
    expect(codes).toEqual({ user: '42501', anon: '42501', now: 'Old Co' });
  });

  it('records a save marked x-history-restore as the restore of that version', async () => {
    const history = await db.scenario(async (tx) => {
      await insertRows(tx, 'site_settings', stored);
      return tx.as('admin', async (sql) => {
        await sql.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'x-history-restore': '2026-11-24T15:05:00.123456+00:00' }),
        ]);
        await save(sql, [{ key: 'company_name', value: 'Back Co', baseline: read }]);
        return sql.query<{ source: string | null }>(
          `select source from public.entry_history('site_settings', 'company_name')
           where actor_email is not null`,
        );
      });
    });
    expect(history.rows.map((row) => row.source)).toEqual(['restore']);
  });
});

describe.each(drivers)('two saves of the site settings at once on $name', (driver) => {
  // A database of its own: the race needs two connections whose transactions commit.
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
    await db.committed('owner', (sql) =>
      insertRows(sql, 'site_settings', [
        { key: 'company_name', value: 'Old Co', category: 'contact' },
        { key: 'top_banner_message_en', value: 'Old banner', category: 'general' },
      ]),
    );
  });
  afterAll(() => db?.close());

  it('writes nothing of a save whose setting another save changed while it waited', async () => {
    const { rows } = await db.committed('owner', (sql) =>
      sql.query<{ key: string; updated_at: string }>(
        "select key, to_json(updated_at) #>> '{}' as updated_at from public.site_settings",
      ),
    );
    const stamp = Object.fromEntries(rows.map((row) => [row.key, row.updated_at]));
    const [first, second] = [await db.connect(), await db.connect()];
    const call = (changes: object[]) => (sql: Sql) =>
      sql.query('select public.save_site_settings($1::jsonb)', [JSON.stringify(changes)]);
    // The other admin's save holds its transaction open until this one is queued behind it (on
    // PostgreSQL: waiting for the banner's lock), so the two overlap.
    const results = await Promise.all([
      outcome(() =>
        first.transaction('admin', async (sql) => {
          await call([
            {
              key: 'top_banner_message_en',
              value: 'Their banner',
              baseline: stamp.top_banner_message_en,
            },
          ])(sql);
          await db.someoneWaitsForALock(3_000);
        }),
      ),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
        second
          .transaction(
            'admin',
            call([
              { key: 'company_name', value: 'Mine', baseline: stamp.company_name },
              {
                key: 'top_banner_message_en',
                value: 'My banner',
                baseline: stamp.top_banner_message_en,
              },
            ]),
          )
          .then(
            () => 'ok',
            (error: { hint?: string }) => error.hint,
          ),
      ),
    ]);
    await first.close();
    await second.close();
    const now = await db.committed('owner', (sql) =>
      sql.query<{ key: string; value: string }>(
        'select key, value from public.site_settings order by key',
      ),
    );
    expect(results).toEqual(['ok', 'settings_changed']);
    expect(now.rows).toEqual([
      { key: 'company_name', value: 'Old Co' },
      { key: 'top_banner_message_en', value: 'Their banner' },
    ]);
  });
});
