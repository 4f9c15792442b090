import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/content/seed.ts';
import { seedTables } from '../../src/lib/content/schema.ts';
import { drivers, outcome, type TestDatabase } from './harness.ts';
import { seedDatabase, seededCounts } from './rows.ts';

const expectedCounts = Object.fromEntries(
  seedTables.map(({ table }) => [table, seedContent[table].length]),
);

describe.each(drivers)('seeding the seed content on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('inserts every seed row into an empty database', async () => {
    const counts = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      return seededCounts(tx);
    });
    expect(counts).toEqual(expectedCounts);
  });

  it('seeding twice leaves the same row counts', async () => {
    const [first, second] = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      const first = await seededCounts(tx);
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      return [first, await seededCounts(tx)];
    });
    expect(second).toEqual(first);
  });

  it("never overwrites an admin's edit when seeding again", async () => {
    const title = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      await tx.as('admin', (sql) =>
        sql.query(
          "update public.hero_content set title = 'Edited by the admin' where language = 'en'",
        ),
      );
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      const { rows } = await tx.query<{ title: string }>(
        "select title from public.hero_content where language = 'en'",
      );
      return rows[0]!.title;
    });
    expect(title).toBe('Edited by the admin');
  });

  it('seeding an already seeded database changes nothing, so no rebuild is triggered', async () => {
    const bumps = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      const revision = 'select revision::int as revision from public.site_publish';
      const before = (await tx.query<{ revision: number }>(revision)).rows[0]!.revision;
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      return (await tx.query<{ revision: number }>(revision)).rows[0]!.revision - before;
    });
    expect(bumps).toBe(0);
  });

  it('seeding again restores only the rows that are missing', async () => {
    const counts = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      await tx.query("delete from public.faq_items where language = 'es'");
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      return seededCounts(tx);
    });
    expect(counts).toEqual(expectedCounts);
  });

  it('an admin can seed through row-level security', async () => {
    const counts = await db.scenario(async (tx) => {
      await tx.as('admin', (sql) => seedDatabase(sql, seedContent));
      return seededCounts(tx);
    });
    expect(counts).toEqual(expectedCounts);
  });

  it('an anonymous visitor cannot seed', async () => {
    const code = await db.scenario((tx) =>
      outcome(() => tx.as('anon', (sql) => seedDatabase(sql, seedContent))),
    );
    expect(code).toBe('42501');
  });

  it('the seeded prices are the same in English and Spanish', async () => {
    const differing = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      const { rows } = await tx.query(
        `select en.package_type::text from public.service_packages en
         join public.service_packages es using (package_type)
         where en.language = 'en' and es.language = 'es'
           and (en.price_sedan, en.price_suv_2row, en.price_suv_3row)
             is distinct from (es.price_sedan, es.price_suv_2row, es.price_suv_3row)
         union all
         select en.service_key from public.additional_services en
         join public.additional_services es using (service_key)
         where en.language = 'en' and es.language = 'es'
           and en.price ~ '[0-9]' and en.price is distinct from es.price`,
      );
      return rows;
    });
    expect(differing).toEqual([]);
  });
});
