import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type TestDatabase } from './harness.ts';

/**
 * An expense's name and vendor are lines of at most 200 characters and its description a
 * paragraph of at most 2,000 (docs/product.md#validation), as the expense dialog says: the
 * database refuses a longer one from an admin, and its migration cut the rows stored before to
 * the limit (docs/decisions.md#expense-texts-have-a-length).
 */

const checkViolation = '23514';

describe.each(drivers)('expense text lengths on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  /** SQLSTATE of an admin's insert of an expense with `name`, `vendor` and `description`. */
  const add = (name: string, vendor: string | null, description: string | null) =>
    db.scenario((tx) =>
      outcome(() =>
        tx.as('admin', (sql) =>
          sql.query(
            'insert into public.expenses (name, amount, vendor, description) values ($1, 25, $2, $3)',
            [name, vendor, description],
          ),
        ),
      ),
    );

  it('takes a name and vendor of 200 characters and a description of 2,000, and no longer', async () => {
    expect(await add('n'.repeat(200), 'v'.repeat(200), 'd'.repeat(2000))).toBe('ok');
    expect(await add('n'.repeat(201), null, null)).toBe(checkViolation);
    expect(await add('n'.repeat(5000), null, null)).toBe(checkViolation);
    expect(await add('Hosting', 'v'.repeat(201), null)).toBe(checkViolation);
    expect(await add('Hosting', null, 'd'.repeat(2001))).toBe(checkViolation);
  });

  it('refuses an edit that makes a name too long', async () => {
    const code = await db.scenario(async (tx) => {
      await tx.as('admin', (sql) =>
        sql.query("insert into public.expenses (name, amount) values ('Hosting', 25)"),
      );
      return outcome(() =>
        tx.as('admin', (sql) => sql.query(`update public.expenses set name = repeat('n', 201)`)),
      );
    });
    expect(code).toBe(checkViolation);
  });

  it('the migration cuts longer texts stored before to the limit, ending in …, and keeps the rest', async () => {
    const migration = await readFile(
      new URL(
        '../../supabase/migrations/20261205090000_expense_texts_have_a_length.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const rows = await db.scenario(async (tx) => {
      await tx.exec(`alter table public.expenses
          drop constraint expenses_name_length,
          drop constraint expenses_vendor_length,
          drop constraint expenses_description_length;
        insert into public.expenses (name, amount, vendor, description) values
          (repeat('a', 5000), 1, repeat('v', 198) || '   ' || 'w', repeat('d', 2001)),
          ('b Hosting', 2, 'GoDaddy', 'The site''s hosting')`);
      await tx.exec(migration);
      const { rows } = await tx.query<{ name: string; vendor: string; description: string }>(
        'select name, vendor, description from public.expenses order by name',
      );
      return rows;
    });
    expect(rows).toEqual([
      {
        name: `${'a'.repeat(199)}…`,
        // The spaces before the cut go, not a character of the text.
        vendor: `${'v'.repeat(198)}…`,
        description: `${'d'.repeat(1999)}…`,
      },
      { name: 'b Hosting', vendor: 'GoDaddy', description: "The site's hosting" },
    ]);
  });
});
