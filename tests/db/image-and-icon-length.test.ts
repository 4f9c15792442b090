import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Scenario, type TestDatabase } from './harness.ts';
import { insertRows, validRows } from './rows.ts';

/**
 * The image library's texts and links, the hero's and packages' photos, icon names and about
 * emoji have a length: the database refuses a longer one from any writer, and leaves one stored
 * before for the owner (docs/decisions.md#images-and-icons-have-a-length).
 */

const checkViolation = '23514';

const migrationFile = '20261207110000_images_and_icons_have_a_length.sql';

/** Each bounded column: its table, its limit and a value of a given length. */
const columns = [
  { table: 'images', column: 'alt_text', max: 200, text: (n: number) => 'a'.repeat(n) },
  { table: 'images', column: 'alt_text_es', max: 200, text: (n: number) => 'ñ'.repeat(n) },
  { table: 'images', column: 'file_name', max: 255, text: (n: number) => 'n'.repeat(n) },
  { table: 'images', column: 'url', max: 2000, text: (n: number) => link(n) },
  {
    table: 'hero_content',
    column: 'background_image_url',
    max: 2000,
    text: (n: number) => link(n),
  },
  { table: 'service_packages', column: 'image_url', max: 2000, text: (n: number) => link(n) },
  { table: 'social_links', column: 'icon_name', max: 100, text: (n: number) => 'g'.repeat(n) },
  {
    table: 'additional_services',
    column: 'icon_name',
    max: 100,
    text: (n: number) => 'x'.repeat(n),
  },
  // Characters as the database counts them: '✨' is one.
  { table: 'about_sections', column: 'emoji', max: 20, text: (n: number) => '✨'.repeat(n) },
] as const;

/** A photo link of `length` characters (outside the library's bucket: no file to look up). */
function link(length: number): string {
  const start = 'https://cdn.example.com/';
  return `${start}${'p'.repeat(length - start.length)}`;
}

describe.each(drivers)('image and icon lengths on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  /** SQLSTATE of an admin's insert of the table's valid row with `column` set to `value`. */
  const add = (table: keyof typeof validRows, column: string, value: string) =>
    db.scenario((tx) =>
      outcome(() =>
        tx.as('admin', (sql) => insertRows(sql, table, [{ ...validRows[table], [column]: value }])),
      ),
    );

  it.each(columns)('takes $table $column of $max characters, and no longer', async (bounded) => {
    const { table, column, max, text } = bounded;
    expect(Array.from(text(max))).toHaveLength(max);
    expect(await add(table, column, text(max))).toBe('ok');
    expect(await add(table, column, text(max + 1))).toBe(checkViolation);
    expect(await add(table, column, text(max * 50))).toBe(checkViolation);
  });

  it.each(columns)('refuses an edit that makes $table $column too long', async (bounded) => {
    const { table, column, max, text } = bounded;
    const code = await db.scenario(async (tx) => {
      await insertRows(tx, table, [validRows[table]]);
      return outcome(() =>
        tx.as('admin', (sql) =>
          sql.query(`update public.${table} set ${column} = $1`, [text(max + 1)]),
        ),
      );
    });
    expect(code).toBe(checkViolation);
  });

  /** Runs the migration again over rows stored before it (NOT VALID: it runs). */
  async function migrateOver(tx: Scenario, store: () => Promise<unknown>): Promise<string> {
    const migration = await readFile(
      new URL(`../../supabase/migrations/${migrationFile}`, import.meta.url),
      'utf8',
    );
    const constraints = [...migration.matchAll(/alter table (public\.\w+)|add constraint (\w+)/g)];
    let table = '';
    for (const [, named, constraint] of constraints) {
      if (named) table = named;
      else await tx.exec(`alter table ${table} drop constraint ${constraint}`);
    }
    await store();
    return outcome(() => tx.exec(migration));
  }

  it('writes other images beside one stored too long before the limit, and refuses that one until shortened', async () => {
    const outcomes = await db.scenario(async (tx) => {
      const migrated = await migrateOver(tx, () =>
        insertRows(tx, 'images', [
          {
            ...validRows.images,
            key: 'general/long.png',
            url: link(3000),
            alt_text: 'a'.repeat(500),
            alt_text_es: 'ñ'.repeat(500),
            file_name: 'n'.repeat(1000),
          },
          { ...validRows.images, key: 'general/other.png', url: link(100) },
        ]),
      );
      const admin = (text: string, params: unknown[] = []) =>
        outcome(() => tx.as('admin', (sql) => sql.query(text, params)));
      return {
        migrated,
        added: await admin(
          `insert into public.images (url, key, category, alt_text, file_name)
           values ($1, 'general/new.png', 'general', $2, $3)`,
          [link(2000), 'a'.repeat(200), 'n'.repeat(255)],
        ),
        other: await admin(
          "update public.images set alt_text = $1, alt_text_es = $1, category = 'hero' where key = 'general/other.png'",
          ['a'.repeat(200)],
        ),
        // A NOT VALID check holds for every update of the row, its long texts untouched too.
        moved: await admin(
          "update public.images set category = 'hero' where key = 'general/long.png'",
        ),
        shortened: await admin(
          `update public.images set alt_text = 'A red sedan', alt_text_es = 'Un sedán rojo',
             file_name = 'IMG_4032.jpg', url = $1 where key = 'general/long.png'`,
          [link(100)],
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

  it('writes the other cards, add-ons, links and packages beside one stored too long', async () => {
    const outcomes = await db.scenario(async (tx) => {
      const migrated = await migrateOver(tx, async () => {
        await insertRows(tx, 'about_sections', [
          { ...validRows.about_sections, emoji: '✨'.repeat(50) },
          { ...validRows.about_sections, section_key: 'mobile' },
        ]);
        await insertRows(tx, 'additional_services', [
          { ...validRows.additional_services, icon_name: 'x'.repeat(500) },
          { ...validRows.additional_services, service_key: 'pet_hair' },
        ]);
        await insertRows(tx, 'social_links', [
          { ...validRows.social_links, icon_name: 'g'.repeat(500) },
          { ...validRows.social_links, platform: 'instagram', icon_name: 'instagram' },
        ]);
        await insertRows(tx, 'service_packages', [
          { ...validRows.service_packages, image_url: link(3000) },
          { ...validRows.service_packages, package_type: 'gold', title: 'Gold' },
        ]);
      });
      const admin = (text: string) => outcome(() => tx.as('admin', (sql) => sql.query(text)));
      return {
        migrated,
        others: [
          await admin(
            "update public.about_sections set emoji = '🚐', title = 'Mobile' where section_key = 'mobile'",
          ),
          await admin(
            "update public.additional_services set icon_name = 'dog', name = 'Pet hair' where service_key = 'pet_hair'",
          ),
          await admin(
            "update public.social_links set icon_name = 'instagram', display_order = 2 where platform = 'instagram'",
          ),
          await admin(
            "update public.service_packages set image_url = 'https://cdn.example.com/gold.jpg' where package_type = 'gold'",
          ),
        ],
        own: [
          await admin(
            "update public.about_sections set title = 'Insured' where section_key = 'licensed'",
          ),
          await admin(
            "update public.additional_services set name = 'Clay' where service_key = 'clay_bar'",
          ),
          await admin(
            "update public.social_links set display_order = 5 where platform = 'facebook'",
          ),
          await admin(
            "update public.service_packages set title = 'Silver+' where package_type = 'silver'",
          ),
        ],
      };
    });
    expect(outcomes).toEqual({
      migrated: 'ok',
      others: Array(4).fill('ok'),
      own: Array(4).fill(checkViolation),
    });
  });

  it('mends a hero stored with a photo link too long once another photo is chosen, in both languages', async () => {
    const outcomes = await db.scenario(async (tx) => {
      const migrated = await migrateOver(tx, () =>
        insertRows(tx, 'hero_content', [
          { ...validRows.hero_content, background_image_url: link(3000) },
          { ...validRows.hero_content, language: 'es', background_image_url: link(3000) },
        ]),
      );
      const admin = (text: string) => outcome(() => tx.as('admin', (sql) => sql.query(text)));
      return {
        migrated,
        texts: await admin(
          "update public.hero_content set title = 'Detailing' where language = 'es'",
        ),
        // The photo is one for both languages: choosing another writes it to each.
        chosen: await admin(
          "update public.hero_content set background_image_url = 'https://cdn.example.com/new.jpg' where language = 'en'",
        ),
        after: await admin(
          "update public.hero_content set title = 'Detailing' where language = 'es'",
        ),
        photos: (
          await tx.query<{ background_image_url: string }>(
            'select background_image_url from public.hero_content order by language',
          )
        ).rows.map((row) => row.background_image_url),
      };
    });
    expect(outcomes).toEqual({
      migrated: 'ok',
      texts: checkViolation,
      chosen: 'ok',
      after: 'ok',
      photos: ['https://cdn.example.com/new.jpg', 'https://cdn.example.com/new.jpg'],
    });
  });
});
