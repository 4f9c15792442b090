import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsMatrix, type Caller, type Rights } from '../db/rls-matrix.ts';
import { client, grantAdmin, signedInUser, startBackend, type TestBackend } from './support.ts';

type Row = Record<string, unknown>;
type TableCase = { seed: () => Row[]; insert: () => Row; patch: Row; reseedable?: false };

/**
 * Owner-made fixtures per table, as in tests/db: two rows (active + inactive where the table has
 * is_active), and one valid new row for the insert case, which starts from an emptied table.
 * site_publish (a singleton) and user_roles (the admins' own grants) are never emptied.
 */
let otherAdminId = '';
const lang = (active: boolean) => ({ language: active ? 'en' : 'es', is_active: active });
const text = (n: string) => ({ title: `T ${n}`, description: `D ${n}` });

const cases: Record<string, TableCase> = {
  hero_content: {
    seed: () =>
      [true, false].map((a) => ({
        ...lang(a),
        ...text('h'),
        subtitle: 'S',
        cta_primary_text: 'P',
        cta_secondary_text: 'Q',
      })),
    insert: () => ({
      language: 'en',
      ...text('new'),
      subtitle: 'S',
      cta_primary_text: 'P',
      cta_secondary_text: 'Q',
    }),
    patch: { title: 'Patched' },
  },
  service_packages: {
    seed: () => [true, false].map((a) => ({ ...lang(a), ...pkg('silver') })),
    insert: () => ({ language: 'en', ...pkg('gold') }),
    patch: { title: 'Patched' },
  },
  additional_services: {
    seed: () =>
      [true, false].map((a) => ({
        ...lang(a),
        service_key: 'k',
        name: 'N',
        description: 'D',
        price: '$5',
        icon_name: 'star',
      })),
    insert: () => ({
      language: 'en',
      service_key: 'new',
      name: 'N',
      description: 'D',
      price: '$5',
      icon_name: 'star',
    }),
    patch: { name: 'Patched' },
  },
  about_sections: {
    seed: () =>
      [true, false].map((a) => ({ ...lang(a), section_key: 'k', ...text('a'), emoji: '*' })),
    insert: () => ({ language: 'en', section_key: 'new', ...text('a'), emoji: '*' }),
    patch: { title: 'Patched' },
  },
  testimonials: {
    seed: () =>
      [true, false].map((a) => ({
        ...lang(a),
        testimonial_key: 'k',
        author_name: 'Ana',
        content: 'Great',
        rating: 5,
      })),
    insert: () => ({
      language: 'en',
      testimonial_key: 'new',
      author_name: 'Bo',
      content: 'Good',
      rating: 4,
    }),
    patch: { author_name: 'Patched' },
  },
  faq_items: {
    seed: () =>
      [true, false].map((a) => ({ ...lang(a), faq_key: 'k', question: 'Q?', answer: 'A.' })),
    insert: () => ({ language: 'en', faq_key: 'new', question: 'Q?', answer: 'A.' }),
    patch: { question: 'Patched?' },
  },
  social_links: {
    seed: () =>
      [true, false].map((a, i) => ({
        is_active: a,
        platform: `p${i}`,
        url: 'https://example.com',
        icon_name: 'x',
      })),
    insert: () => ({ platform: 'new', url: 'https://example.com/new', icon_name: 'x' }),
    patch: { url: 'https://example.com/patched' },
  },
  site_settings: {
    seed: () => [
      { key: 'phone', value: '1' },
      { key: 'email', value: 'a@b.c' },
    ],
    insert: () => ({ key: 'new', value: 'v' }),
    patch: { value: 'patched' },
  },
  images: {
    seed: () => ['a', 'b'].map((k) => ({ url: `https://example.com/${k}.png`, key: `x/${k}.png` })),
    insert: () => ({ url: 'https://example.com/new.png', key: 'x/new.png' }),
    patch: { alt_text: 'patched' },
  },
  site_publish: {
    seed: () => [],
    insert: () => ({ id: 1, revision: 99 }),
    patch: { revision: 42 },
    reseedable: false,
  },
  expenses: {
    seed: () => [
      { name: 'Hosting', amount: 10 },
      { name: 'Domain', amount: 12 },
    ],
    insert: () => ({ name: 'New', amount: 1 }),
    patch: { name: 'Patched' },
  },
  booking_requests: {
    seed: () => [
      // Same columns in both rows: reseed() inserts the first row's columns.
      { ...booking('en', 1), name: 'Ana', phone: '+17035550142', email: null },
      { ...booking('es', 2), name: 'Luis', phone: null, email: 'luis@example.com' },
    ],
    insert: () => ({ ...booking('en', 1), name: 'Eve', phone: '+17035550100' }),
    patch: { status: 'confirmed' },
  },
  user_roles: {
    seed: () => [],
    insert: () => ({ user_id: actors.user.id, role: 'admin' }),
    patch: { role: 'admin' },
    reseedable: false,
  },
};

/** A booking request's required fields, its first window `days` from now (two hours long). */
function booking(language: string, days: number): Row {
  const start = Date.now() + days * 86_400_000;
  return {
    language,
    vehicle_size: 'sedan',
    service_mode: 'in_shop',
    window1_start: new Date(start).toISOString(),
    window1_end: new Date(start + 7_200_000).toISOString(),
    consent: true,
  };
}

function pkg(type: string): Row {
  return {
    package_type: type,
    ...text(type),
    label: 'L',
    price_sedan: '$1',
    price_suv_2row: '$2',
    price_suv_3row: '$3',
    duration: '1h',
    features: ['Wash'],
  };
}

let backend: TestBackend;
const actors = {} as Record<Caller, { supabase: SupabaseClient; id: string }>;

/** Owner-side SQL (bypasses RLS): the ground truth the HTTP answers are checked against. */
function owner<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
  return backend.db.asOwner(async (tx) => (await tx.query<T>(sql, params)).rows);
}

/** Empties `table` (except the platform-owned singletons) and seeds its two rows; returns their ids. */
async function reseed(table: string): Promise<string[]> {
  const spec = cases[table] as TableCase;
  if (table === 'site_publish') return ['1'];
  if (table === 'user_roles') {
    const rows = await owner<{ id: string }>(
      'select id from public.user_roles where user_id = any($1) order by user_id = $2 desc',
      [[actors.admin.id, otherAdminId], otherAdminId],
    );
    return rows.map((r) => r.id);
  }
  await owner(`delete from public.${table}`);
  const rows = spec.seed();
  const cols = Object.keys(rows[0] ?? {});
  const list = cols.map((c) => `"${c}"`).join(', ');
  const ids = await owner<{ id: unknown }>(
    `insert into public.${table} (${list}) select ${list} from json_populate_recordset(null::public.${table}, $1::json) returning ${table === 'site_settings' ? 'key' : 'id'} as id`,
    [JSON.stringify(rows)],
  );
  return ids.map((r) => String(r.id));
}

beforeAll(async () => {
  backend = await startBackend();
  actors.anon = { supabase: client(backend), id: '' };
  actors.user = await signedInUser(backend, 'rls-user');
  actors.admin = await signedInUser(backend, 'rls-admin');
  await grantAdmin(backend, actors.admin.id);
  otherAdminId = (await signedInUser(backend, 'rls-other-admin')).id;
  await grantAdmin(backend, otherAdminId);
});

afterAll(async () => {
  await backend.cleanup();
});

/**
 * The database-level matrix of tests/db (docs/architecture.md#security-model), measured again
 * through supabase-js and HTTP: both suites read the same expectation table, so they must give the
 * same answers. storage.objects is left to the storage tests.
 */
const matrix = Object.entries(rlsMatrix)
  .filter(([table]) => table.startsWith('public.'))
  .flatMap(([table, byCaller]) =>
    (Object.entries(byCaller) as [Caller, Rights][]).map(([caller, rights]) => ({
      table: table.slice('public.'.length),
      caller,
      rights,
    })),
  );

/** How many of the seeded rows a request reached, in the matrix's words. */
function classify(count: number, seeded: number, active: number): string {
  if (count === 0) return 'none';
  if (count === seeded) return 'all';
  if (count === active) return 'active';
  return `${count} of ${seeded} rows`;
}

const snapshotSql = (table: string, key: string) =>
  `select ${key}::text as id, t::text as row from public.${table} t where ${key}::text = any($1) order by 1`;

describe('the RLS matrix of tests/db, through supabase-js and HTTP', () => {
  it.each(matrix)(
    '$caller on $table: sees and changes exactly what the database-level matrix says',
    async ({ table, caller, rights }) => {
      const supabase = actors[caller].supabase;
      const key = table === 'site_settings' ? 'key' : 'id';
      const spec = cases[table] as TableCase;

      const ids = await reseed(table);
      const activeRows = await owner<{ n: number }>(
        `select count(*)::int as n from public.${table} t where ${key}::text = any($1) and coalesce((to_jsonb(t) ->> 'is_active')::boolean, true)`,
        [ids],
      );
      const active = activeRows[0]?.n ?? 0;
      const read = await supabase.from(table).select('*');
      expect(read.error).toBeNull();
      expect(classify(read.data?.length ?? 0, ids.length, active)).toBe(rights.select);

      const before = await owner<{ id: string; row: string }>(snapshotSql(table, key), [ids]);
      const updated = await supabase.from(table).update(spec.patch).in(key, ids);
      expect(updated.error).toBeNull();
      expect(updated.status).toBe(204);
      const after = await owner<{ id: string; row: string }>(snapshotSql(table, key), [ids]);
      // Any difference counts (updated_at triggers make even a same-value update visible).
      const changed = after.filter((row, i) => row.row !== before[i]?.row).length;
      expect(classify(changed, ids.length, active)).toBe(rights.update);

      const deleted = await supabase.from(table).delete().in(key, ids);
      expect(deleted.error).toBeNull();
      expect(deleted.status).toBe(204);
      const left = await owner(snapshotSql(table, key), [ids]);
      expect(classify(ids.length - left.length, ids.length, active)).toBe(rights.delete);

      if (spec.reseedable !== false) await owner(`delete from public.${table}`);
      const inserted = await supabase.from(table).insert(spec.insert());
      if (rights.insert === 'allowed') {
        expect(inserted).toMatchObject({ error: null, status: 201 });
      } else {
        expect(inserted.error?.code).toBe('42501');
        expect(inserted.status).toBe(caller === 'anon' ? 401 : 403);
      }
    },
  );
});
