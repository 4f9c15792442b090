import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageTables } from '../../src/lib/content/schema.ts';
import { drivers, outcome, userId, type TestDatabase } from './harness.ts';
import { insertRows, validRows } from './rows.ts';

type Table = keyof typeof validRows;

const checkViolation = '23514';
const uniqueViolation = '23505';
// Enumerations are enum types: a value outside the type is refused as invalid input.
const invalidEnumValue = '22P02';

describe.each(drivers)('constraints on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  /** SQLSTATE of inserting the table's valid row with `changes` applied (as owner: no RLS). */
  const insertWith = (table: Table, changes: Record<string, unknown>) =>
    db.scenario((tx) =>
      outcome(() => insertRows(tx, table, [{ ...validRows[table], ...changes }])),
    );

  it('accepts every valid row, so each rejection below is caused by the one bad value', async () => {
    for (const table of Object.keys(validRows) as Table[]) {
      expect(await insertWith(table, {}), table).toBe('ok');
    }
  });

  it('rejects a testimonial rated 6', async () => {
    expect(await insertWith('testimonials', { rating: 6 })).toBe(checkViolation);
  });

  it('rejects a testimonial rated 0', async () => {
    expect(await insertWith('testimonials', { rating: 0 })).toBe(checkViolation);
  });

  it('rejects the package type "bronze"', async () => {
    expect(await insertWith('service_packages', { package_type: 'bronze' })).toBe(invalidEnumValue);
  });

  it('rejects a negative expense amount', async () => {
    expect(await insertWith('expenses', { amount: -0.01 })).toBe(checkViolation);
  });

  it('accepts a zero expense amount', async () => {
    expect(await insertWith('expenses', { amount: 0 })).toBe('ok');
  });

  it('rejects an unknown expense frequency', async () => {
    expect(await insertWith('expenses', { frequency: 'weekly' })).toBe(invalidEnumValue);
  });

  it('rejects an unknown expense category', async () => {
    expect(await insertWith('expenses', { category: 'Food' })).toBe(invalidEnumValue);
  });

  it('defaults a new expense to the Subscription category, billed monthly', async () => {
    const row = await db.scenario(async (tx) => {
      await insertRows(tx, 'expenses', [{ name: 'Domain', amount: 12.5 }]);
      const { rows } = await tx.query<{ category: string; frequency: string; amount: string }>(
        'select category, frequency, amount::text from public.expenses',
      );
      return rows[0];
    });
    expect(row).toEqual({ category: 'Subscription', frequency: 'monthly', amount: '12.50' });
  });

  it('rejects an unknown image category', async () => {
    expect(await insertWith('images', { category: 'banner' })).toBe(invalidEnumValue);
  });

  it('rejects a role other than admin', async () => {
    const code = await db.scenario((tx) =>
      outcome(() =>
        tx.query("insert into public.user_roles (user_id, role) values ($1, 'editor')", [userId]),
      ),
    );
    expect(code).toBe(invalidEnumValue);
  });

  const urlColumns: [Table, string][] = [
    ['hero_content', 'background_image_url'],
    ['service_packages', 'image_url'],
    ['social_links', 'url'],
    ['images', 'url'],
  ];

  it.each(urlColumns)('rejects a javascript: URL in %s.%s', async (table, column) => {
    expect(await insertWith(table, { [column]: 'javascript:alert(1)' })).toBe(checkViolation);
    expect(await insertWith(table, { [column]: 'JavaScript:alert(1)' })).toBe(checkViolation);
  });

  it.each(urlColumns)('rejects a URL that is not http(s) in %s.%s', async (table, column) => {
    expect(await insertWith(table, { [column]: 'data:image/png;base64,AAAA' })).toBe(
      checkViolation,
    );
    expect(await insertWith(table, { [column]: '//evil.example.com/x' })).toBe(checkViolation);
  });

  it.each(urlColumns)(
    'accepts an http(s) URL in any letter case in %s.%s',
    async (table, column) => {
      expect(await insertWith(table, { [column]: 'HTTPS://CDN.EXAMPLE.COM/A.PNG' })).toBe('ok');
      expect(await insertWith(table, { [column]: 'http://cdn.example.com/a.png' })).toBe('ok');
    },
  );

  it('rejects changing a stored URL to javascript:', async () => {
    const code = await db.scenario(async (tx) => {
      await insertRows(tx, 'social_links', [validRows.social_links]);
      return outcome(() => tx.query("update public.social_links set url = 'javascript:void(0)'"));
    });
    expect(code).toBe(checkViolation);
  });

  it.each(languageTables)('rejects the language "fr" in %s', async (table) => {
    expect(await insertWith(table, { language: 'fr' })).toBe(invalidEnumValue);
  });

  it.each(languageTables)('accepts Spanish rows in %s', async (table) => {
    expect(await insertWith(table, { language: 'es' })).toBe('ok');
  });

  it('rejects a blank hero title', async () => {
    expect(await insertWith('hero_content', { title: '   ' })).toBe(checkViolation);
  });

  it('takes site texts up to a line of 200 and a paragraph of 2,000 characters, and no longer', async () => {
    expect(
      await insertWith('faq_items', { question: 'q'.repeat(200), answer: 'a'.repeat(2000) }),
    ).toBe('ok');
    expect(await insertWith('faq_items', { question: 'q'.repeat(201) })).toBe(checkViolation);
    expect(await insertWith('faq_items', { answer: 'a'.repeat(2001) })).toBe(checkViolation);
    expect(await insertWith('testimonials', { content: 'c'.repeat(2001) })).toBe(checkViolation);
    expect(await insertWith('hero_content', { cta_primary_text: 'b'.repeat(201) })).toBe(
      checkViolation,
    );
    expect(
      await insertWith('service_packages', {
        features: Array.from({ length: 26 }, () => 'f'.repeat(200)),
      }),
    ).toBe(checkViolation);
  });

  it('rejects a package without features', async () => {
    expect(await insertWith('service_packages', { features: [] })).toBe(checkViolation);
  });

  it('rejects a blank add-on price', async () => {
    expect(await insertWith('additional_services', { price: ' ' })).toBe(checkViolation);
  });

  it('rejects a second hero row for the same language', async () => {
    const code = await db.scenario(async (tx) => {
      await insertRows(tx, 'hero_content', [validRows.hero_content]);
      return outcome(() => insertRows(tx, 'hero_content', [validRows.hero_content]));
    });
    expect(code).toBe(uniqueViolation);
  });

  it('rejects a second silver package in the same language', async () => {
    const code = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [validRows.service_packages]);
      return outcome(() => insertRows(tx, 'service_packages', [validRows.service_packages]));
    });
    expect(code).toBe(uniqueViolation);
  });

  it('rejects a second link for the same social platform', async () => {
    const code = await db.scenario(async (tx) => {
      await insertRows(tx, 'social_links', [validRows.social_links]);
      return outcome(() => insertRows(tx, 'social_links', [validRows.social_links]));
    });
    expect(code).toBe(uniqueViolation);
  });
});
