import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminId,
  drivers,
  outcome,
  type Scenario,
  type Sql,
  type TestDatabase,
} from './harness.ts';
import { insertRows, validRows } from './rows.ts';
import { versionChanges } from '../../src/lib/data/history-diff.ts';
import { toHistoryRow, type RpcRow } from '../../src/lib/data/history-rows.ts';
import { groupVersions } from '../../src/lib/data/history-versions.ts';
import { tableSpecs } from './rls-matrix.ts';

/**
 * The content history: every insert, update and delete on a content table is kept with the row
 * before and after, the actor and the revision that publishes it; admins read it and restore
 * deleted entries through RPCs, nobody else reads or calls anything, nobody writes it directly,
 * and old versions beyond an entry's newest ones are purged.
 */

/** Per content table: an update of the row tableSpecs inserts, and the entry that row belongs to. */
const contentTables = {
  hero_content: { update: "set title = 'Changed'", key: () => 'hero_content', language: 'en' },
  service_packages: { update: "set title = 'Changed'", key: () => 'platinum', language: 'en' },
  additional_services: { update: "set name = 'Changed'", key: () => 'buffer_wax', language: 'en' },
  about_sections: { update: "set title = 'Changed'", key: () => 'rated', language: 'en' },
  testimonials: { update: "set content = 'Changed'", key: () => 'review_3', language: 'en' },
  faq_items: { update: "set question = 'Changed?'", key: () => 'payment', language: 'en' },
  social_links: {
    update: "set url = 'https://www.youtube.com/@changed'",
    key: (id: string) => id,
    language: null,
  },
  site_settings: {
    update: "set value = 'changed@example.com'",
    key: () => 'contact_email',
    language: null,
  },
  images: { update: "set alt_text = 'Changed'", key: (id: string) => id, language: null },
} as const;

type Version = {
  entry_key: string;
  language: string | null;
  operation: string;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
  actor: string | null;
  revision: string | null;
  nested: boolean;
};

/** Fires the deferred revision stamp as a commit would, and keeps later writes deferred. */
async function commitPoint(sql: Sql): Promise<void> {
  await sql.exec('set constraints all immediate; set constraints all deferred');
}

async function revisionNow(sql: Sql): Promise<string> {
  const { rows } = await sql.query<{ revision: string }>(
    'select revision::text as revision from public.site_publish where id = 1',
  );
  return rows[0]!.revision;
}

/** The history of a table as the owner sees it, oldest first. */
async function versions(tx: Scenario, table: string): Promise<Version[]> {
  const { rows } = await tx.query<Version>(
    `select entry_key, language::text, operation, old_row, new_row, actor::text, revision::text, nested
     from private.content_history where table_name = $1 order by id`,
    [table],
  );
  return rows;
}

/** Runs `statement` as the admin, commits it in effect, and returns the revision it made. */
async function adminWrites(tx: Scenario, statement: string): Promise<string> {
  return tx.as('admin', async (sql) => {
    await sql.query(statement);
    await commitPoint(sql);
    return revisionNow(sql);
  });
}

describe.each(drivers)('content history on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it.each(Object.entries(contentTables))(
    "an admin's insert, update and delete of %s each land in the history with the actor and the revision",
    async (table, spec) => {
      const result = await db.scenario(async (tx) => {
        const inserted = await adminWrites(tx, tableSpecs[`public.${table}`]!.insert);
        const { rows } = await tx.query<{ id: string }>(
          `select ${table === 'site_settings' ? 'key' : 'id::text'} as id from public.${table}`,
        );
        const id = rows[0]!.id;
        const updated = await adminWrites(tx, `update public.${table} ${spec.update}`);
        const deleted = await adminWrites(tx, `delete from public.${table}`);
        return { id, revisions: [inserted, updated, deleted], versions: await versions(tx, table) };
      });
      const key = spec.key(result.id);
      expect(result.versions.map((v) => [v.operation, v.entry_key, v.language])).toEqual([
        ['insert', key, spec.language],
        ['update', key, spec.language],
        ['delete', key, spec.language],
      ]);
      expect(result.versions.map((v) => v.actor)).toEqual([adminId, adminId, adminId]);
      expect(result.versions.map((v) => v.revision)).toEqual(result.revisions);
      expect(new Set(result.revisions).size).toBe(3);
      const [insert, update, remove] = result.versions;
      expect(insert!.old_row).toBeNull();
      expect(update!.old_row).toEqual(insert!.new_row);
      expect(update!.new_row).not.toEqual(update!.old_row);
      expect(remove!.old_row).toEqual(update!.new_row);
      expect(remove!.new_row).toBeNull();
    },
  );

  it('a save that changes nothing but updated_at is no version', async () => {
    const count = await db.scenario(async (tx) => {
      await tx.as('admin', (sql) => insertRows(sql, 'faq_items', [validRows.faq_items]));
      await tx.as('admin', (sql) =>
        sql.query("update public.faq_items set question = question where faq_key = 'what_areas'"),
      );
      return (await versions(tx, 'faq_items')).length;
    });
    expect(count).toBe(1);
  });

  it('a price copied to the other language by the database is recorded as a nested change', async () => {
    const nested = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [
        validRows.service_packages,
        { ...validRows.service_packages, language: 'es', title: 'Plata' },
      ]);
      await tx.as('admin', (sql) =>
        sql.query(
          "update public.service_packages set price_sedan = '$150' where package_type = 'silver' and language = 'en'",
        ),
      );
      return (await versions(tx, 'service_packages'))
        .filter((v) => v.operation === 'update')
        .map((v) => [v.language, v.nested]);
    });
    expect(nested).toEqual([
      ['en', false],
      ['es', true],
    ]);
  });

  it('nobody reads or writes the history table directly, admins included', async () => {
    const codes = await db.scenario(async (tx) => {
      await insertRows(tx, 'faq_items', [validRows.faq_items]);
      const codes: Record<string, string> = {};
      for (const who of ['anon', 'user', 'admin'] as const) {
        for (const [name, statement] of Object.entries({
          select: 'select * from private.content_history',
          insert: `insert into private.content_history (table_name, entry_key, operation, new_row)
                   values ('faq_items', 'x', 'insert', '{}')`,
          update: "update private.content_history set entry_key = 'x'",
          delete: 'delete from private.content_history',
        })) {
          codes[`${who} ${name}`] = await outcome(() => tx.as(who, (sql) => sql.query(statement)));
        }
      }
      return codes;
    });
    expect(new Set(Object.values(codes))).toEqual(new Set(['42501']));
  });

  const rpcs = {
    entry_history: "select * from public.entry_history('faq_items', 'what_areas')",
    recently_deleted: "select * from public.recently_deleted('faq_items')",
    restore_deleted: "select public.restore_deleted('faq_items', 'what_areas')",
    recent_activity: 'select * from public.recent_activity(20)',
    table_history: "select * from public.table_history('faq_items')",
  };

  it.each(['anon', 'user'] as const)(
    'the history RPCs give %s nothing: every call is refused',
    async (who) => {
      const codes = await db.scenario(async (tx) => {
        await insertRows(tx, 'faq_items', [validRows.faq_items]);
        await tx.query("delete from public.faq_items where faq_key = 'what_areas'");
        const codes: Record<string, string> = {};
        for (const [name, statement] of Object.entries(rpcs)) {
          codes[name] = await outcome(() => tx.as(who, (sql) => sql.query(statement)));
        }
        return codes;
      });
      expect(codes).toEqual({
        entry_history: '42501',
        recently_deleted: '42501',
        restore_deleted: '42501',
        recent_activity: '42501',
        table_history: '42501',
      });
    },
  );

  it("an admin reads an entry's versions newest first, with who made them", async () => {
    const history = await db.scenario(async (tx) => {
      await tx.as('admin', async (sql) => {
        await insertRows(sql, 'faq_items', [validRows.faq_items]);
        await sql.query(
          "update public.faq_items set answer = 'Everywhere' where faq_key = 'what_areas'",
        );
      });
      return tx.as('admin', (sql) =>
        sql.query<{ operation: string; actor_email: string; new_row: { answer: string } }>(
          "select operation, actor_email, new_row from public.entry_history('faq_items', 'what_areas')",
        ),
      );
    });
    expect(history.rows.map((row) => [row.operation, row.actor_email, row.new_row.answer])).toEqual(
      [
        ['update', 'admin@example.com', 'Everywhere'],
        ['insert', 'admin@example.com', 'The DMV'],
      ],
    );
  });

  it("a write restoring a History version (x-history-restore) is recorded as that version's restore", async () => {
    const headers = (value: string) =>
      `select set_config('request.headers', '${JSON.stringify({ 'x-history-restore': value })}', true)`;
    const history = await db.scenario(async (tx) => {
      await tx.as('admin', async (sql) => {
        await insertRows(sql, 'faq_items', [validRows.faq_items]);
        await sql.query(headers('2026-11-24T15:05:00.123456+00:00'));
        await sql.query("update public.faq_items set answer = 'Back' where faq_key = 'what_areas'");
        // A header that is not a time labels nothing.
        await sql.query(headers('now'));
        await sql.query(
          "update public.faq_items set answer = 'Again' where faq_key = 'what_areas'",
        );
      });
      return tx.as('admin', (sql) =>
        sql.query<{ source: string | null; restored_from: string | Date | null }>(
          "select source, restored_from from public.entry_history('faq_items', 'what_areas')",
        ),
      );
    });
    expect(
      history.rows.map((row) => [
        row.source,
        row.restored_from && new Date(row.restored_from).toISOString(),
      ]),
    ).toEqual([
      [null, null],
      ['restore', '2026-11-24T15:05:00.123Z'],
      [null, null],
    ]);
  });

  it("a version's fields, read back from the database, come in the edit dialog's order", async () => {
    const history = await db.scenario(async (tx) => {
      const spanish = {
        ...validRows.service_packages,
        language: 'es',
        title: 'Plata',
        label: 'Limpieza esencial',
        description: 'Limpieza por dentro y por fuera',
        duration: '1-2 horas',
        features: ['Lavado a mano', 'Aspirado'],
      };
      await tx.as('admin', (sql) =>
        insertRows(sql, 'service_packages', [validRows.service_packages, spanish]),
      );
      await tx.as('admin', (sql) =>
        sql.query(
          `update public.service_packages set title = title || ' Plus', price_sedan = '150',
             is_active = language = 'en'`,
        ),
      );
      return tx.as('admin', (sql) =>
        sql.query<RpcRow>("select * from public.entry_history('service_packages', 'silver')"),
      );
    });
    // One transaction here: grouped by what was done, as two saves would be.
    const rows = history.rows.map((row) => toHistoryRow(row, 'service_packages', 'silver'));
    const [edited] = groupVersions(rows.filter((row) => row.operation === 'update'));
    const [added] = groupVersions(rows.filter((row) => row.operation === 'insert'));
    // The stored JSON puts short names first ('label' before 'title'); the dialog does not.
    const text = ['title', 'label', 'description', 'duration', 'features'];
    expect(versionChanges(added!).map((change) => `${change.slot}.${change.column}`)).toEqual([
      ...text.map((column) => `en.${column}`),
      ...text.map((column) => `es.${column}`),
      'single.is_active',
      'single.price_sedan',
      'single.price_suv_2row',
      'single.price_suv_3row',
      'single.image_url',
      'single.display_order',
    ]);
    expect(versionChanges(edited!)).toEqual([
      { slot: 'en', column: 'title', label: 'Title', before: 'Silver', after: 'Silver Plus' },
      { slot: 'es', column: 'title', label: 'Title', before: 'Plata', after: 'Plata Plus' },
      { slot: 'es', column: 'is_active', label: 'Active', before: 'Yes', after: 'No' },
      {
        slot: 'single',
        column: 'price_sedan',
        label: 'Price, sedan',
        before: '$140',
        after: '$150',
      },
    ]);
  });

  it("an admin reads a whole table's versions, each with the entry it belongs to", async () => {
    const history = await db.scenario(async (tx) => {
      await tx.as('admin', (sql) =>
        sql.query(
          `insert into public.site_settings (key, value) values ('company_name', 'DMV'), ('phone_number', '1')`,
        ),
      );
      await tx.as('admin', (sql) =>
        sql.query("update public.site_settings set value = '2' where key = 'phone_number'"),
      );
      return tx.as('admin', (sql) =>
        sql.query<{ entry_key: string; operation: string }>(
          "select entry_key, operation from public.table_history('site_settings')",
        ),
      );
    });
    expect(history.rows).toEqual([
      { entry_key: 'phone_number', operation: 'update' },
      { entry_key: 'phone_number', operation: 'insert' },
      { entry_key: 'company_name', operation: 'insert' },
    ]);
  });

  it('the recent activity lists changes across tables, newest first, with a label', async () => {
    const activity = await db.scenario(async (tx) => {
      await tx.as('admin', async (sql) => {
        await insertRows(sql, 'faq_items', [validRows.faq_items]);
        await insertRows(sql, 'testimonials', [validRows.testimonials]);
      });
      return tx.as('admin', (sql) =>
        sql.query<{ table_name: string; label: string; actor_email: string }>(
          'select table_name, label, actor_email from public.recent_activity(2)',
        ),
      );
    });
    expect(activity.rows).toEqual([
      { table_name: 'testimonials', label: 'Ana', actor_email: 'admin@example.com' },
      { table_name: 'faq_items', label: 'Where do you work?', actor_email: 'admin@example.com' },
    ]);
  });

  it("the recent activity gives an image's Spanish name, and no other row one", async () => {
    const activity = await db.scenario(async (tx) => {
      await tx.as('admin', async (sql) => {
        await insertRows(sql, 'images', [{ ...validRows.images, alt_text_es: 'Un coche' }]);
        await insertRows(sql, 'images', [
          {
            ...validRows.images,
            key: 'general/b.png',
            url: validRows.images.url.replace('a.png', 'b.png'),
          },
        ]);
        await insertRows(sql, 'faq_items', [validRows.faq_items]);
      });
      return tx.as('admin', (sql) =>
        sql.query<{ table_name: string; label: string; label_es: string | null }>(
          'select table_name, label, label_es from public.recent_activity(3)',
        ),
      );
    });
    expect(activity.rows).toEqual([
      { table_name: 'faq_items', label: 'Where do you work?', label_es: null },
      { table_name: 'images', label: 'A car', label_es: null },
      { table_name: 'images', label: 'A car', label_es: 'Un coche' },
    ]);
  });

  it("the recent activity gives a setting's value before and after, and no other row's", async () => {
    const activity = await db.scenario(async (tx) => {
      await tx.as('admin', async (sql) => {
        await sql.query(
          `insert into public.site_settings (key, value) values ('street_address', '4200 Lee Hwy')`,
        );
        await sql.query("update public.site_settings set value = '' where key = 'street_address'");
        await insertRows(sql, 'faq_items', [validRows.faq_items]);
      });
      return tx.as('admin', (sql) =>
        sql.query<{
          table_name: string;
          operation: string;
          old_row: { value: string } | null;
          new_row: { value: string } | null;
        }>('select table_name, operation, old_row, new_row from public.recent_activity(3)'),
      );
    });
    expect(
      activity.rows.map((row) => [
        row.table_name,
        row.operation,
        row.old_row?.value ?? null,
        row.new_row?.value ?? null,
      ]),
    ).toEqual([
      ['faq_items', 'insert', null, null],
      ['site_settings', 'update', '4200 Lee Hwy', ''],
      ['site_settings', 'insert', null, '4200 Lee Hwy'],
    ]);
    // A FAQ's change is worded by its name alone: its rows stay out of the answer.
    expect(activity.rows[0]).toMatchObject({ old_row: null, new_row: null });
  });

  it('a deleted entry is listed with every language row and comes back as it was', async () => {
    const result = await db.scenario(async (tx) => {
      await insertRows(tx, 'faq_items', [
        { ...validRows.faq_items, display_order: 7, is_active: false },
        {
          ...validRows.faq_items,
          language: 'es',
          question: '¿Dónde?',
          display_order: 7,
          is_active: false,
        },
      ]);
      const before = await tx.query(
        'select id, language, display_order, is_active from public.faq_items order by language',
      );
      await tx.as('admin', (sql) =>
        sql.query("delete from public.faq_items where faq_key = 'what_areas'"),
      );
      const listed = await tx.as('admin', (sql) =>
        sql.query<{ entry_key: string; label: string; actor_email: string; rows: unknown[] }>(
          "select * from public.recently_deleted('faq_items')",
        ),
      );
      const revision = await revisionNow(tx);
      const restored = await tx.as('admin', (sql) =>
        sql.query<{ restored: number }>(
          "select public.restore_deleted('faq_items', 'what_areas') as restored",
        ),
      );
      const after = await tx.query(
        'select id, language, display_order, is_active from public.faq_items order by language',
      );
      const listedAfter = await tx.as('admin', (sql) =>
        sql.query("select * from public.recently_deleted('faq_items')"),
      );
      const restoreVersion = await tx.query<{ source: string; operation: string }>(
        "select source, operation from private.content_history where table_name = 'faq_items' order by id desc limit 1",
      );
      return {
        before: before.rows,
        listed: listed.rows,
        restored: restored.rows[0]!.restored,
        after: after.rows,
        listedAfter: listedAfter.rows,
        bumped: Number(await revisionNow(tx)) > Number(revision),
        restoreVersion: restoreVersion.rows[0],
      };
    });
    expect(result.listed).toHaveLength(1);
    expect(result.listed[0]).toMatchObject({
      entry_key: 'what_areas',
      label: 'Where do you work?',
      actor_email: 'admin@example.com',
    });
    expect(result.listed[0]!.rows).toHaveLength(2);
    expect(result.restored).toBe(2);
    expect(result.after).toEqual(result.before);
    expect(result.listedAfter).toEqual([]);
    expect(result.bumped).toBe(true);
    expect(result.restoreVersion).toEqual({ source: 'restore', operation: 'insert' });
  });

  it('a deleted entry written in Spanish only is listed by its Spanish question and comes back', async () => {
    const result = await db.scenario(async (tx) => {
      await insertRows(tx, 'faq_items', [
        { ...validRows.faq_items, language: 'es', question: '¿Dónde?', display_order: 4 },
      ]);
      await tx.as('admin', (sql) =>
        sql.query("delete from public.faq_items where faq_key = 'what_areas'"),
      );
      const listed = await tx.as('admin', (sql) =>
        sql.query<{ entry_key: string; label: string }>(
          "select entry_key, label from public.recently_deleted('faq_items')",
        ),
      );
      const restored = await tx.as('admin', (sql) =>
        sql.query<{ restored: number }>(
          "select public.restore_deleted('faq_items', 'what_areas') as restored",
        ),
      );
      const after = await tx.query(
        'select language::text, question, display_order from public.faq_items',
      );
      return { listed: listed.rows, restored: restored.rows[0]!.restored, after: after.rows };
    });
    expect(result.listed).toEqual([{ entry_key: 'what_areas', label: '¿Dónde?' }]);
    expect(result.restored).toBe(1);
    expect(result.after).toEqual([{ language: 'es', question: '¿Dónde?', display_order: 4 }]);
  });

  it('an entry that is not deleted, or an image whose file is gone, cannot be restored', async () => {
    // The code, and the hint the admin words the refusal by.
    const named = (fn: () => Promise<unknown>) =>
      fn().then(
        () => 'ok',
        (error: { code?: string; hint?: string }) => `${error.code} ${error.hint}`,
      );
    const codes = await db.scenario(async (tx) => {
      await insertRows(tx, 'faq_items', [validRows.faq_items]);
      await insertRows(tx, 'images', [validRows.images]);
      await tx.query('delete from public.images');
      const { rows } = await tx.query<{ id: string }>(
        "select entry_key as id from private.content_history where table_name = 'images' limit 1",
      );
      return {
        present: await named(() =>
          tx.as('admin', (sql) =>
            sql.query("select public.restore_deleted('faq_items', 'what_areas')"),
          ),
        ),
        unknown: await named(() =>
          tx.as('admin', (sql) => sql.query("select public.restore_deleted('faq_items', 'nope')")),
        ),
        image: await named(() =>
          tx.as('admin', (sql) =>
            sql.query('select public.restore_deleted($1, $2)', ['images', rows[0]!.id]),
          ),
        ),
        notContent: await outcome(() =>
          tx.as('admin', (sql) => sql.query("select * from public.recently_deleted('expenses')")),
        ),
      };
    });
    expect(codes).toEqual({
      present: '23505 already_restored',
      unknown: 'P0002 nothing_to_restore',
      image: '22023 image_gone',
      notContent: '22023',
    });
  });

  it('a hero or package version whose photo was deleted since cannot be written back', async () => {
    const photo = 'http://127.0.0.1:54321/storage/v1/object/public/site-images/hero/car.jpg';
    const named = (fn: () => Promise<unknown>) =>
      fn().then(
        () => 'ok',
        (error: { code?: string; hint?: string }) => `${error.code} ${error.hint}`,
      );
    const result = await db.scenario(async (tx) => {
      await tx.exec(
        "insert into storage.objects (bucket_id, name) values ('site-images', 'hero/car.jpg')",
      );
      await insertRows(tx, 'images', [{ ...validRows.images, url: photo, key: 'hero/car.jpg' }]);
      const hero = { ...validRows.hero_content, background_image_url: photo };
      const pkg = { ...validRows.service_packages, image_url: photo };
      await insertRows(tx, 'hero_content', [hero, { ...hero, language: 'es' }]);
      await insertRows(tx, 'service_packages', [pkg]);
      // The image library's delete: off the hero and packages, then the file, then the row.
      await tx.as('admin', async (sql) => {
        await sql.query('update public.hero_content set background_image_url = null');
        await sql.query('update public.service_packages set image_url = null');
        await sql.query("delete from storage.objects where name = 'hero/car.jpg'");
        await sql.query('delete from public.images');
      });
      const admin = (statement: string) =>
        named(() => tx.as('admin', (sql) => sql.query(statement, [photo])));
      return {
        hero: await admin(
          "update public.hero_content set background_image_url = $1, title = 'Back' where language = 'es'",
        ),
        pkg: await admin('update public.service_packages set image_url = $1'),
        newPackage: await admin(
          `insert into public.service_packages (package_type, title, label, description, price_sedan, price_suv_2row, price_suv_3row, duration, features, language, image_url)
           values ('gold', 'Gold', 'Deep', 'All of it', '200', '220', '240', '3 hours', '{Wax}', 'en', $1)`,
        ),
        // A photo stored before the check, or one outside the bucket, does not block a save.
        texts: await named(() =>
          tx.as('admin', (sql) =>
            sql.query(
              "update public.hero_content set title = 'Texts only', background_image_url = background_image_url",
            ),
          ),
        ),
        elsewhere: await named(() =>
          tx.as('admin', (sql) =>
            sql.query(
              "update public.service_packages set image_url = 'https://cdn.example.com/x.jpg'",
            ),
          ),
        ),
        // The admin's save asks first, so no language is written before the refusal.
        asked: await admin('select public.require_photos_in_library(array[$1])'),
        askedByUser: await outcome(() =>
          tx.as('user', (sql) =>
            sql.query('select public.require_photos_in_library(array[$1])', [photo]),
          ),
        ),
        askedElsewhere: await named(() =>
          tx.as('admin', (sql) =>
            sql.query(
              "select public.require_photos_in_library(array['https://cdn.example.com/x.jpg'])",
            ),
          ),
        ),
        hero_now: (
          await tx.query(
            'select language, title, background_image_url from public.hero_content order by language',
          )
        ).rows,
      };
    });
    expect(result).toEqual({
      hero: '22023 image_gone',
      pkg: '22023 image_gone',
      newPackage: '22023 image_gone',
      texts: 'ok',
      elsewhere: 'ok',
      asked: '22023 image_gone',
      askedByUser: '42501',
      askedElsewhere: 'ok',
      hero_now: [
        { language: 'en', title: 'Texts only', background_image_url: null },
        { language: 'es', title: 'Texts only', background_image_url: null },
      ],
    });
  });

  it('versions older than 12 months beyond the newest 100 of their entry are purged', async () => {
    const kept = await db.scenario(async (tx) => {
      // 150 versions of two entries, all old but the 10 first of 'recent'.
      await tx.query(
        `insert into private.content_history (table_name, entry_key, language, operation, new_row, changed_at, tx)
         select 'faq_items', k.key, 'en', 'insert', '{}'::jsonb,
                case when k.key = 'recent' and n <= 10 then now() else now() - interval '13 months' end,
                n
         from generate_series(1, 150) n, (values ('old'), ('recent')) k(key)`,
      );
      await tx.query('select private.purge_content_history(null, null)');
      const { rows } = await tx.query<{ entry_key: string; n: number; oldest: string }>(
        `select entry_key, count(*)::int as n, min(tx)::text as oldest from private.content_history
         group by entry_key order by entry_key`,
      );
      return rows;
    });
    expect(kept).toEqual([
      { entry_key: 'old', n: 100, oldest: '51' },
      { entry_key: 'recent', n: 110, oldest: '1' },
    ]);
  });

  it('a new version purges its own entry: young versions are never purged', async () => {
    const counts = await db.scenario(async (tx) => {
      await insertRows(tx, 'faq_items', [validRows.faq_items]);
      await tx.query(
        `insert into private.content_history (table_name, entry_key, language, operation, new_row, changed_at, tx)
         select 'faq_items', 'what_areas', 'en', 'insert', '{}'::jsonb, now() - interval '2 years', -n
         from generate_series(1, 120) n`,
      );
      const before = (await versions(tx, 'faq_items')).length;
      await tx.as('admin', (sql) =>
        sql.query("update public.faq_items set answer = 'Everywhere' where faq_key = 'what_areas'"),
      );
      return [before, (await versions(tx, 'faq_items')).length];
    });
    // The test's own transaction (insert and update, young) ranks first: 99 old ones stay.
    expect(counts).toEqual([121, 101]);
  });
});
