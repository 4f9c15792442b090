import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Who, type TestDatabase } from './harness.ts';

const upload =
  "insert into storage.objects (bucket_id, name) values ('site-images', 'general/car.png')";

describe.each(drivers)('the site-images bucket on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('is public, limited to 5 MB and to raster image types (no SVG)', async () => {
    const { rows } = await db.scenario((tx) =>
      tx.query(
        `select public, file_size_limit::int as file_size_limit, allowed_mime_types
         from storage.buckets where id = 'site-images'`,
      ),
    );
    expect(rows).toEqual([
      {
        public: true,
        file_size_limit: 5 * 1024 * 1024,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
      },
    ]);
  });

  it.each([
    ['admin', 'ok'],
    ['user', '42501'],
    ['anon', '42501'],
  ] as [Who, string][])('an upload by %s ends with %s', async (who, expected) => {
    const code = await db.scenario((tx) => outcome(() => tx.as(who, (sql) => sql.query(upload))));
    expect(code).toBe(expected);
  });

  it.each([
    ['admin', 0],
    ['user', 1],
    ['anon', 1],
  ] as [Who, number][])('after a delete by %s, %i file remains', async (who, remaining) => {
    const left = await db.scenario(async (tx) => {
      await tx.exec(upload);
      await tx.as(who, (sql) =>
        sql.query("delete from storage.objects where bucket_id = 'site-images'"),
      );
      const { rows } = await tx.query('select name from storage.objects');
      return rows.length;
    });
    expect(left).toBe(remaining);
  });

  it.each([
    ['anon', []],
    ['user', []],
    ['admin', [{ name: 'general/car.png' }]],
  ] as [Who, { name: string }[]][])(
    'the files of the public bucket are listed to %s as %j',
    async (who, expected) => {
      const names = await db.scenario(async (tx) => {
        await tx.exec(upload);
        const { rows } = await tx.as(who, (sql) => sql.query('select name from storage.objects'));
        return rows;
      });
      expect(names).toEqual(expected);
    },
  );

  it('the site-images policies give an admin no access to other buckets', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.exec(
        "insert into storage.buckets (id, name) values ('private-docs', 'private-docs')",
      );
      await tx.exec(
        "insert into storage.objects (bucket_id, name) values ('private-docs', 'a.pdf')",
      );
      const insert = await outcome(() =>
        tx.as('admin', (sql) =>
          sql.query(
            "insert into storage.objects (bucket_id, name) values ('private-docs', 'b.pdf')",
          ),
        ),
      );
      const { rows } = await tx.as('admin', (sql) =>
        sql.query("select name from storage.objects where bucket_id = 'private-docs'"),
      );
      return { insert, visible: rows.length };
    });
    expect(result).toEqual({ insert: '42501', visible: 0 });
  });
});
