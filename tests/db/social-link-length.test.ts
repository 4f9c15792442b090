import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type TestDatabase } from './harness.ts';
import { insertRows, validRows } from './rows.ts';

/**
 * A social link's URL is at most 2,000 characters, as the Social Links editor says at the field:
 * the database refuses a longer one from any writer, and leaves one stored before for the owner
 * (docs/decisions.md#links-and-list-settings-have-a-length).
 */

const checkViolation = '23514';

describe.each(drivers)('social link URL length on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  const link = (length: number) => {
    const start = 'https://www.facebook.com/';
    return `${start}${'p'.repeat(length - start.length)}`;
  };

  /** SQLSTATE of an admin's insert of a Facebook link to `url`. */
  const add = (url: string) =>
    db.scenario((tx) =>
      outcome(() =>
        tx.as('admin', (sql) =>
          sql.query(
            `insert into public.social_links (platform, url, icon_name) values ('facebook', $1, 'facebook')`,
            [url],
          ),
        ),
      ),
    );

  it('takes a URL of 2,000 characters, and no longer', async () => {
    expect(link(2000)).toHaveLength(2000);
    expect(await add(link(2000))).toBe('ok');
    expect(await add(link(2001))).toBe(checkViolation);
    expect(await add(link(100_000))).toBe(checkViolation);
  });

  it('refuses an edit that makes a URL too long', async () => {
    const code = await db.scenario(async (tx) => {
      await insertRows(tx, 'social_links', [validRows.social_links]);
      return outcome(() =>
        tx.as('admin', (sql) => sql.query('update public.social_links set url = $1', [link(2001)])),
      );
    });
    expect(code).toBe(checkViolation);
  });

  it('writes other links beside a URL stored too long before the limit, and refuses that one until shortened', async () => {
    const migration = await readFile(
      new URL(
        '../../supabase/migrations/20261207100000_links_and_list_settings_have_a_length.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const outcomes = await db.scenario(async (tx) => {
      // A link stored before the limit, then the migration (NOT VALID: it runs).
      await tx.exec(`alter table public.social_links drop constraint social_links_url_length;
        alter table public.site_settings drop constraint site_settings_list_length`);
      await insertRows(tx, 'social_links', [
        { ...validRows.social_links, url: link(5000) },
        { ...validRows.social_links, platform: 'instagram', icon_name: 'instagram' },
      ]);
      const migrated = await outcome(() => tx.exec(migration));
      const admin = (text: string, params: unknown[] = []) =>
        outcome(() => tx.as('admin', (sql) => sql.query(text, params)));
      return {
        migrated,
        added: await admin(
          `insert into public.social_links (platform, url, icon_name, display_order)
           values ('youtube', 'https://www.youtube.com/@shop', 'youtube', 3)`,
        ),
        other: await admin(
          "update public.social_links set url = $1, display_order = 2 where platform = 'instagram'",
          [link(2000)],
        ),
        // A NOT VALID check holds for every update of the row, its URL untouched too.
        moved: await admin(
          "update public.social_links set display_order = 5 where platform = 'facebook'",
        ),
        shortened: await admin(
          "update public.social_links set url = 'https://www.facebook.com/shop' where platform = 'facebook'",
        ),
      };
    });
    expect(outcomes).toEqual({
      migrated: 'ok',
      added: 'ok',
      other: 'ok',
      moved: checkViolation,
      shortened: 'ok',
    });
  });
});
