import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
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

  it('an entry the owner deleted stays deleted when seeding again, and is reported as deleted', async () => {
    const [counts, deleted] = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      await tx.as('admin', (sql) =>
        sql.query("delete from public.faq_items where faq_key = 'what_areas'"),
      );
      const report = await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      const deleted = report.filter((line) => line.outcome === 'deleted');
      return [await seededCounts(tx), deleted];
    });
    expect(counts).toEqual({ ...expectedCounts, faq_items: expectedCounts.faq_items! - 2 });
    expect(
      deleted.map(({ table_name, seed_key, language }) => [table_name, seed_key, language]),
    ).toEqual([
      ['faq_items', 'what_areas', 'en'],
      ['faq_items', 'what_areas', 'es'],
    ]);
    expect(deleted[0]!.detail).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a deleted entry comes back only when the seeding names it to restore', async () => {
    const [report, rows] = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      await tx.as('admin', (sql) =>
        sql.query("delete from public.faq_items where faq_key in ('what_areas', 'payment')"),
      );
      const report = await tx.as('admin', (sql) =>
        seedDatabase(sql, seedContent, ['faq_items:payment']),
      );
      const { rows } = await tx.query<{ faq_key: string; language: string }>(
        `select faq_key, language::text from public.faq_items
         where faq_key in ('what_areas', 'payment') order by faq_key, language`,
      );
      return [report, rows];
    });
    expect(rows).toEqual([
      { faq_key: 'payment', language: 'en' },
      { faq_key: 'payment', language: 'es' },
    ]);
    const outcomes = report
      .filter((line) => line.table_name === 'faq_items' && line.outcome !== 'kept')
      .map((line) => `${line.seed_key}/${line.language}: ${line.outcome}`);
    expect(outcomes.sort()).toEqual([
      'payment/en: restored',
      'payment/es: restored',
      'what_areas/en: deleted',
      'what_areas/es: deleted',
    ]);
  });

  it('renaming a seeded social link never makes seeding add a second one', async () => {
    const [platforms, renamed] = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      await tx.as('admin', (sql) =>
        sql.query("update public.social_links set platform = 'Insta' where platform = 'instagram'"),
      );
      const report = await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      const { rows } = await tx.query<{ platform: string }>(
        'select platform from public.social_links order by platform',
      );
      return [rows.map((row) => row.platform), report.find((line) => line.outcome === 'renamed')];
    });
    expect(platforms).toEqual(['Insta', 'facebook']);
    expect(renamed).toMatchObject({
      table_name: 'social_links',
      seed_key: 'instagram',
      detail: 'Insta',
    });
  });

  it('a first run reports every seed row as added, a second one every row as kept', async () => {
    const [first, second] = await db.scenario(async (tx) => {
      const first = await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      const second = await tx.as('service_role', (sql) => seedDatabase(sql, seedContent));
      return [first, second];
    });
    const rowCount = Object.values(expectedCounts).reduce((sum, n) => sum + n, 0);
    expect(first.filter((line) => line.outcome === 'added')).toHaveLength(rowCount);
    expect(second.filter((line) => line.outcome === 'kept')).toHaveLength(rowCount);
  });

  it('a row that was there before seeding is kept as it is and then remembered', async () => {
    const [report, after] = await db.scenario(async (tx) => {
      await tx.as('admin', (sql) =>
        sql.query(
          `insert into public.faq_items (faq_key, question, answer, language)
           values ('payment', 'How do I pay?', 'Any way you like', 'en')`,
        ),
      );
      const report = await tx.as('admin', (sql) => seedDatabase(sql, seedContent));
      await tx.as('admin', (sql) =>
        sql.query("delete from public.faq_items where faq_key = 'payment' and language = 'en'"),
      );
      const after = await tx.as('admin', (sql) => seedDatabase(sql, seedContent));
      return [report, after];
    });
    const line = (lines: typeof report) =>
      lines.find((l) => l.seed_key === 'payment' && l.language === 'en')?.outcome;
    expect(line(report)).toBe('kept');
    expect(line(after)).toBe('deleted');
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

  it('a signed-in non-admin cannot seed', async () => {
    const code = await db.scenario((tx) =>
      outcome(() => tx.as('user', (sql) => seedDatabase(sql, seedContent))),
    );
    expect(code).toBe('42501');
  });

  it('nobody reads the seeding memory through the API, admins included', async () => {
    const codes = await db.scenario(async (tx) => {
      const codes: string[] = [];
      for (const who of ['anon', 'user', 'admin'] as const) {
        codes.push(
          await outcome(() =>
            tx.as(who, (sql) => sql.query('select * from private.seeded_entries')),
          ),
        );
      }
      return codes;
    });
    expect(codes).toEqual(['42501', '42501', '42501']);
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
