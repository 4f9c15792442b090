import { PGlite } from '@electric-sql/pglite';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, migrationsDir } from '../../supabase/local/migrate.ts';
import { addOnPriceCases, amountCases } from '../unit/support/price-cases.ts';
import { drivers, outcome, type TestDatabase } from './harness.ts';
import { insertRows, validRows } from './rows.ts';

const checkViolation = '23514';

const silver = (language: string) => ({ ...validRows.service_packages, language });
const clayBar = (language: string, price: string) => ({
  ...validRows.additional_services,
  language,
  price,
});

describe.each(drivers)('prices on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  /** What an admin's update of the English sedan price to `typed` leaves in both languages. */
  const packagePriceAfter = (typed: string) =>
    db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [silver('en'), silver('es')]);
      const result = await outcome(() =>
        tx.as('admin', (sql) =>
          sql.query("update public.service_packages set price_sedan = $1 where language = 'en'", [
            typed,
          ]),
        ),
      );
      if (result !== 'ok') return result;
      const { rows } = await tx.query<{ price_sedan: string }>(
        'select price_sedan from public.service_packages order by language',
      );
      return rows.map((row) => row.price_sedan);
    });

  it.each(amountCases)('a package price typed as %j is stored as %j', async (typed, stored) => {
    expect(await packagePriceAfter(typed)).toEqual(
      stored === null ? checkViolation : [stored, stored],
    );
  });

  it('refuses "abc", "1 9 0" and "" as a new package price too', async () => {
    for (const price of ['abc', '1 9 0', '']) {
      const result = await db.scenario((tx) =>
        outcome(() =>
          tx.as('admin', (sql) =>
            insertRows(sql, 'service_packages', [{ ...silver('en'), price_suv_2row: price }]),
          ),
        ),
      );
      expect(result, price).toBe(checkViolation);
    }
  });

  it.each(addOnPriceCases)('an add-on price typed as %j is stored as %j', async (typed, stored) => {
    const result = await db.scenario(async (tx) => {
      const written = await outcome(() =>
        tx.as('admin', (sql) => insertRows(sql, 'additional_services', [clayBar('en', typed)])),
      );
      if (written !== 'ok') return written;
      const { rows } = await tx.query<{ price: string }>(
        'select price from public.additional_services',
      );
      return rows[0]!.price;
    });
    expect(result).toBe(stored ?? checkViolation);
  });

  it('holds every price rule for all rows of a database that had only prices', async () => {
    const rules = await db.scenario(async (tx) => {
      const { rows } = await tx.query<{ conname: string; convalidated: boolean }>(
        `select conname, convalidated from pg_constraint
         where conname in ('service_packages_price_sedan_amount', 'service_packages_price_suv_2row_amount',
                           'service_packages_price_suv_3row_amount', 'additional_services_price_amount_or_words')`,
      );
      return rows;
    });
    expect(rules).toHaveLength(4);
    expect(rules.every((rule) => rule.convalidated)).toBe(true);
  });
});

describe('prices of a database written before the rule', () => {
  let folder: string;
  let pg: PGlite;
  const ruleMigration = '20261126100000_prices_are_amounts.sql';

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'prices-before-'));
    const files = await listMigrations();
    for (const file of files.filter((name) => name < ruleMigration)) {
      await copyFile(join(migrationsDir, file), join(folder, file));
    }
    pg = await PGlite.create();
    await migrate(pg, folder);
    await pg.query(
      `insert into public.service_packages
         (package_type, title, label, description, price_sedan, price_suv_2row, price_suv_3row,
          duration, features, language)
       values
         ('silver', 'Silver', 'Essential', 'Clean', '$1,140', '170', '$180.5', '1 h', '{Wash}', 'en'),
         ('gold', 'Gold', 'Deep', 'Deeper', '$180', 'abc', '$220', '2 h', '{Wash}', 'en')`,
    );
    await pg.query(
      `insert into public.additional_services (service_key, name, description, price, icon_name, language)
       values ('hand_wax', 'Hand Wax', 'Shine', '$45-$60', 'Sparkles', 'en'),
              ('pet_hair', 'Pet Hair', 'Fur', 'Additional Fee', 'Dog', 'en')`,
    );
    for (const file of files.filter((name) => name >= ruleMigration)) {
      await copyFile(join(migrationsDir, file), join(folder, file));
    }
    await migrate(pg, folder);
  });
  afterAll(async () => {
    await pg?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('stores every price it can read in the one form, and keeps what it cannot for the owner to fix', async () => {
    const packages = await pg.query(
      'select package_type, price_sedan, price_suv_2row, price_suv_3row from public.service_packages order by display_order, package_type',
    );
    expect(packages.rows).toEqual([
      {
        package_type: 'silver',
        price_sedan: '1140',
        price_suv_2row: '170',
        price_suv_3row: '180.50',
      },
      { package_type: 'gold', price_sedan: '180', price_suv_2row: 'abc', price_suv_3row: '220' },
    ]);
    const addOns = await pg.query<{ price: string }>(
      'select price from public.additional_services order by service_key',
    );
    expect(addOns.rows.map((row) => row.price)).toEqual(['45-60', 'Additional Fee']);
  });

  it('still refuses a new value that is no price', async () => {
    await expect(
      pg.query(
        "update public.service_packages set price_sedan = '1 9 0' where package_type = 'silver'",
      ),
    ).rejects.toMatchObject({ code: checkViolation });
  });
});
