import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, grantAdmin, signedInUser, startBackend, type TestBackend } from './support.ts';

/**
 * DESIGN §7 as a table: for each actor, how many of the two seeded rows (one visible to visitors,
 * one hidden: inactive, or simply a second row) a select returns, and whether an insert, an update
 * of the first row and a delete of the first row take effect.
 */
type Actor = 'anon' | 'member' | 'admin';
type Outcome = { select: number; insert: boolean; update: boolean; delete: boolean };
type Row = Record<string, unknown>;
type TableCase = { seed: () => Row[]; insert: () => Row; patch: Row; reseedable?: false };

const none: Outcome = { select: 0, insert: false, update: false, delete: false };
const readActive: Outcome = { select: 1, insert: false, update: false, delete: false };
const readAll: Outcome = { select: 2, insert: false, update: false, delete: false };
const everything: Outcome = { select: 2, insert: true, update: true, delete: true };

const content = { anon: readActive, member: readActive, admin: everything };
const publicRead = { anon: readAll, member: readAll, admin: everything };

const expectations: Record<string, Record<Actor, Outcome>> = {
  hero_content: content,
  service_packages: content,
  additional_services: content,
  about_sections: content,
  testimonials: content,
  faq_items: content,
  social_links: content,
  site_settings: publicRead,
  images: publicRead,
  site_publish: {
    anon: { ...readAll, select: 1 },
    member: { ...readAll, select: 1 },
    admin: { ...readAll, select: 1 },
  },
  expenses: { anon: none, member: none, admin: everything },
  user_roles: { anon: none, member: none, admin: { ...readAll } },
};

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
  user_roles: {
    seed: () => [],
    insert: () => ({ user_id: actors.member.id, role: 'admin' }),
    patch: { role: 'admin' },
    reseedable: false,
  },
};

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
const actors = {} as Record<Actor, { supabase: SupabaseClient; id: string }>;

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
  actors.member = await signedInUser(backend, 'rls-member');
  actors.admin = await signedInUser(backend, 'rls-admin');
  await grantAdmin(backend, actors.admin.id);
  otherAdminId = (await signedInUser(backend, 'rls-other-admin')).id;
  await grantAdmin(backend, otherAdminId);
});

afterAll(async () => {
  await backend.cleanup();
});

const matrix = Object.entries(expectations).flatMap(([table, byActor]) =>
  (Object.entries(byActor) as [Actor, Outcome][]).map(([actor, outcome]) => ({
    table,
    actor,
    outcome,
  })),
);

describe('the RLS matrix of DESIGN §7, through supabase-js and HTTP', () => {
  it.each(matrix)(
    '$actor on $table: sees and changes exactly what the policies allow',
    async ({ table, actor, outcome }) => {
      const supabase = actors[actor].supabase;
      const key = table === 'site_settings' ? 'key' : 'id';
      const spec = cases[table] as TableCase;

      const ids = await reseed(table);
      const read = await supabase.from(table).select('*');
      expect(read.error).toBeNull();
      expect(read.data).toHaveLength(outcome.select);

      const target = ids[0] as string;
      const before = await owner(`select * from public.${table} where ${key}::text = $1`, [target]);
      const updated = await supabase.from(table).update(spec.patch).eq(key, target).select();
      expect(updated.error).toBeNull();
      const after = await owner(`select * from public.${table} where ${key}::text = $1`, [target]);
      // Any difference counts (updated_at triggers make even a same-value update visible).
      expect(JSON.stringify(after) !== JSON.stringify(before)).toBe(outcome.update);
      expect(updated.data).toHaveLength(outcome.update ? 1 : 0);

      const deleted = await supabase.from(table).delete().eq(key, target);
      expect(deleted.error).toBeNull();
      expect(deleted.status).toBe(204);
      const gone =
        (await owner(`select 1 from public.${table} where ${key}::text = $1`, [target])).length ===
        0;
      expect(gone).toBe(outcome.delete);

      if (spec.reseedable !== false) await owner(`delete from public.${table}`);
      const inserted = await supabase.from(table).insert(spec.insert());
      if (outcome.insert) {
        expect(inserted).toMatchObject({ error: null, status: 201 });
      } else {
        expect(inserted.error?.code).toBe('42501');
        expect(inserted.status).toBe(actor === 'anon' ? 401 : 403);
      }
    },
  );
});
