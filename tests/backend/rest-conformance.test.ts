import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  client,
  grantAdmin,
  signedInUser,
  startBackend,
  type TestBackend,
} from './support.ts';

let backend: TestBackend;
let service: SupabaseClient;
let admin: { supabase: SupabaseClient; id: string };
let member: { supabase: SupabaseClient; id: string };

const hero = (language: string, title: string, isActive = true) => ({
  language,
  title,
  subtitle: 'Mobile detailing',
  description: 'We come to you.',
  cta_primary_text: 'Book now',
  cta_secondary_text: 'See packages',
  is_active: isActive,
});

const pkg = (packageType: string, language: string, order: number) => ({
  package_type: packageType,
  title: `${packageType} ${language}`,
  label: 'Popular',
  description: 'Inside and out',
  price_sedan: '$100',
  price_suv_2row: '$120',
  price_suv_3row: '$140',
  duration: '2h',
  features: ['Wash', 'Wax'],
  display_order: order,
  language,
});

const expense = (name: string, amount: number, due: string | null = null) => ({
  name,
  amount,
  category: 'Software',
  frequency: 'monthly',
  next_due_date: due,
  description: null,
  vendor: 'Acme',
});

beforeAll(async () => {
  backend = await startBackend();
  service = client(backend, backend.serviceRoleKey);
  admin = await signedInUser(backend, 'rest-admin');
  member = await signedInUser(backend, 'rest-member');
  await grantAdmin(backend, admin.id);
  await backend.db.asOwner(async (tx) => {
    await tx.exec(`
      create table public.rest_pages (
        id bigserial primary key,
        title text not null unique,
        status text,
        position int,
        price numeric(8, 2),
        tags text[],
        meta jsonb,
        big bigint,
        deleted_at timestamptz,
        created_at timestamptz not null default '2026-01-02T03:04:05Z'
      );
      grant all on public.rest_pages to anon, authenticated, service_role;
      grant all on sequence public.rest_pages_id_seq to anon, authenticated, service_role;`);
  });
  const { error } = await service.from('rest_pages').insert([
    { title: 'a', status: 'draft', position: 3, price: 1.5, tags: ['x'], meta: { k: [1] }, big: 1 },
    { title: 'b', status: 'pub,lished', position: 1, price: 10, tags: [], meta: null, big: 2 },
    {
      title: 'c',
      status: 'pub,lished',
      position: null,
      price: null,
      tags: null,
      meta: null,
      big: 3,
    },
    { title: 'd', status: 'archived', position: 2, price: 0, tags: null, meta: null, big: 4 },
    {
      title: 'e',
      status: 'draft',
      position: 5,
      price: 2,
      tags: null,
      meta: null,
      big: 5,
      deleted_at: '2026-02-01T00:00:00Z',
    },
  ]);
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await backend.cleanup();
});

describe('reads the app makes through supabase-js', () => {
  it('reads the admin role with two eq filters and maybeSingle, and null for a non-admin', async () => {
    const mine = await admin.supabase
      .from('user_roles')
      .select('*')
      .eq('user_id', admin.id)
      .eq('role', 'admin')
      .maybeSingle();
    expect(mine.error).toBeNull();
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ user_id: admin.id, role: 'admin' });
    const none = await member.supabase
      .from('user_roles')
      .select('*')
      .eq('user_id', member.id)
      .eq('role', 'admin')
      .maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('returns one object for single() and a 406 PGRST116 error when no row matches', async () => {
    const one = await admin.supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', admin.id)
      .single();
    expect(one).toMatchObject({ data: { role: 'admin' }, error: null, status: 200 });
    const zero = await member.supabase
      .from('user_roles')
      .select('*')
      .eq('user_id', member.id)
      .single();
    expect(zero.data).toBeNull();
    expect(zero.status).toBe(406);
    expect(zero.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
  });

  it('lets supabase-js turn maybeSingle() over two rows into its own 406 PGRST116', async () => {
    const two = await service
      .from('rest_pages')
      .select('title')
      .eq('status', 'pub,lished')
      .maybeSingle();
    expect(two).toMatchObject({ data: null, status: 406, error: { code: 'PGRST116' } });
    expect(two.error?.details).toContain('Results contain 2 rows');
  });

  it('counts rows with a HEAD request and returns no data', async () => {
    await service
      .from('service_packages')
      .insert([pkg('silver', 'en', 1), pkg('gold', 'en', 2), pkg('silver', 'es', 1)]);
    const result = await client(backend)
      .from('service_packages')
      .select('*', { count: 'exact', head: true });
    expect(result).toMatchObject({ data: null, error: null, count: 3, status: 200 });
    const empty = await client(backend)
      .from('testimonials')
      .select('*', { count: 'exact', head: true });
    expect(empty).toMatchObject({ data: null, error: null, count: 0, status: 200 });
  });

  it('orders by one column ascending and by another descending with nulls first', async () => {
    await service.from('hero_content').insert([hero('es', 'Hola'), hero('en', 'Hello')]);
    const heroes = await client(backend)
      .from('hero_content')
      .select('*')
      .order('language', { ascending: true });
    expect(heroes.error).toBeNull();
    expect(heroes.data?.map((h) => h.language)).toEqual(['en', 'es']);
    const pages = await service
      .from('rest_pages')
      .select('title')
      .order('position', { ascending: false, nullsFirst: true });
    expect(pages.data?.map((p) => p.title)).toEqual(['c', 'e', 'a', 'd', 'b']);
    const twoKeys = await service
      .from('rest_pages')
      .select('title')
      .order('status')
      .order('position', { ascending: false });
    expect(twoKeys.data?.map((p) => p.title)).toEqual(['d', 'e', 'a', 'c', 'b']);
  });

  it('filters by category and orders images by upload time, newest first', async () => {
    const url = (n: number) => `http://127.0.0.1/storage/v1/object/public/site-images/x/${n}.png`;
    const { error } = await service.from('images').insert([
      { url: url(1), key: 'x/1.png', category: 'hero', uploaded_at: '2026-01-01T00:00:00Z' },
      { url: url(2), key: 'x/2.png', category: 'hero', uploaded_at: '2026-03-01T00:00:00Z' },
      { url: url(3), key: 'x/3.png', category: 'about', uploaded_at: '2026-02-01T00:00:00Z' },
    ]);
    expect(error).toBeNull();
    const heroImages = await admin.supabase
      .from('images')
      .select('*')
      .eq('category', 'hero')
      .order('uploaded_at', { ascending: false });
    expect(heroImages.data?.map((i) => i.key)).toEqual(['x/2.png', 'x/1.png']);
    expect(heroImages.data?.[0]?.uploaded_at).toBe('2026-03-01T00:00:00+00:00');
  });

  it('applies in, is, like, not, or, limit and range like PostgREST', async () => {
    const pages = service.from('rest_pages');
    const inIs = await pages
      .select('title')
      .in('status', ['draft', 'pub,lished'])
      .is('deleted_at', null)
      .order('title');
    expect(inIs.data?.map((p) => p.title)).toEqual(['a', 'b', 'c']);
    const notNull = await pages
      .select('title')
      .not('position', 'is', null)
      .order('position')
      .limit(2);
    expect(notNull.data?.map((p) => p.title)).toEqual(['b', 'd']);
    const range = await pages.select('title', { count: 'exact' }).order('title').range(1, 2);
    expect(range).toMatchObject({ data: [{ title: 'b' }, { title: 'c' }], count: 5, status: 206 });
    const like = await pages.select('title').ilike('status', '%LISH%').order('title');
    expect(like.data?.map((p) => p.title)).toEqual(['b', 'c']);
    const either = await pages.select('title').or('position.gte.5,price.eq.0').order('title');
    expect(either.data?.map((p) => p.title)).toEqual(['d', 'e']);
    const compared = await pages
      .select('title')
      .gt('price', 1)
      .lte('price', 2)
      .neq('title', 'x')
      .order('title');
    expect(compared.data?.map((p) => p.title)).toEqual(['a', 'e']);
  });

  it('renders numeric, bigint, arrays, jsonb and timestamptz as PostgREST does, with aliases and casts', async () => {
    const { data } = await service
      .from('rest_pages')
      .select('name:title,price,big,tags,meta,created_at,position::text')
      .eq('title', 'a')
      .single();
    expect(data).toEqual({
      name: 'a',
      price: 1.5,
      big: 1,
      tags: ['x'],
      meta: { k: [1] },
      created_at: '2026-01-02T03:04:05+00:00',
      position: '3',
    });
  });
});

describe('writes the admin pages make', () => {
  it('updates a row by id with 204, or 200 and the rows when select() is chained', async () => {
    const { data: rows } = await admin.supabase
      .from('service_packages')
      .select('id')
      .eq('package_type', 'gold');
    const id = rows?.[0]?.id as string;
    const plain = await admin.supabase
      .from('service_packages')
      .update({ title: 'Gold+', features: ['A', 'B'], is_active: false })
      .eq('id', id);
    expect(plain).toMatchObject({ data: null, error: null, status: 204 });
    const selected = await admin.supabase
      .from('service_packages')
      .update({ label: 'Best' })
      .eq('id', id)
      .select();
    expect(selected.status).toBe(200);
    expect(selected.data).toMatchObject([
      { id, title: 'Gold+', label: 'Best', features: ['A', 'B'], is_active: false },
    ]);
  });

  it('inserts an expense with 201, reads it back with its amount as a number, and deletes it by id', async () => {
    const inserted = await admin.supabase
      .from('expenses')
      .insert(expense('Hosting', 19.99, '2026-05-01'));
    expect(inserted).toMatchObject({ data: null, error: null, status: 201 });
    await admin.supabase.from('expenses').insert(expense('Domain', 12, '2026-04-01'));
    const list = await admin.supabase
      .from('expenses')
      .select('*')
      .order('next_due_date', { ascending: true });
    expect(list.data?.map((e) => [e.name, e.amount])).toEqual([
      ['Domain', 12],
      ['Hosting', 19.99],
    ]);
    const id = list.data?.[0]?.id as string;
    const deleted = await admin.supabase.from('expenses').delete().eq('id', id);
    expect(deleted).toMatchObject({ data: null, error: null, status: 204 });
    const left = await admin.supabase.from('expenses').select('*', { count: 'exact', head: true });
    expect(left.count).toBe(1);
  });

  it('returns the inserted rows, with defaults filled, when insert().select() is used on an array', async () => {
    const { data, status } = await admin.supabase
      .from('expenses')
      .insert([
        { name: 'A', amount: 1 },
        { name: 'B', amount: 2, vendor: 'V' },
      ])
      .select('name,vendor,category');
    expect(status).toBe(201);
    expect(data).toEqual([
      { name: 'A', vendor: null, category: 'Subscription' },
      { name: 'B', vendor: 'V', category: 'Subscription' },
    ]);
  });

  it('upserts on a conflict target: ignoreDuplicates keeps the old value, merge replaces it with status 200', async () => {
    const first = await service
      .from('site_settings')
      .upsert([{ key: 'phone', value: '1', category: 'contact' }], { onConflict: 'key' });
    expect(first).toMatchObject({ error: null, status: 201 });
    const ignored = await service
      .from('site_settings')
      .upsert(
        [
          { key: 'phone', value: '2', category: 'contact' },
          { key: 'email', value: 'a@b.c', category: 'contact' },
        ],
        { onConflict: 'key', ignoreDuplicates: true },
      )
      .select();
    expect(ignored.status).toBe(201);
    expect(ignored.data?.map((s) => s.key)).toEqual(['email']);
    const merged = await service
      .from('site_settings')
      .upsert([{ key: 'phone', value: '3', category: 'contact' }], { onConflict: 'key' });
    expect(merged).toMatchObject({ error: null, status: 200 });
    const { data } = await client(backend).from('site_settings').select('key,value').order('key');
    expect(data).toEqual([
      { key: 'email', value: 'a@b.c' },
      { key: 'phone', value: '3' },
    ]);
  });

  it('calls rpc publish_now as an admin and gets the revision back as a number', async () => {
    const { data, error, status } = await admin.supabase.rpc('publish_now');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(typeof data).toBe('number');
  });
});

describe('errors as supabase-js reports them', () => {
  it('reports a unique violation as 409 with code 23505', async () => {
    const result = await service.from('rest_pages').insert({ title: 'a' });
    expect(result.status).toBe(409);
    expect(result.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "rest_pages_title_key"',
      details: 'Key (title)=(a) already exists.',
    });
  });

  it('reports a check violation as 400 with code 23514 and writes nothing', async () => {
    const result = await admin.supabase
      .from('expenses')
      .insert([expense('Ok', 1), expense('Negative', -5)]);
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('23514');
    expect(result.error?.message).toContain('violates check constraint');
    const { count } = await admin.supabase
      .from('expenses')
      .select('*', { count: 'exact', head: true })
      .eq('name', 'Ok');
    expect(count).toBe(0);
  });

  it('denies a write blocked by row-level security with 401 for anon and 403 for a signed-in user', async () => {
    const anon = await client(backend).from('expenses').insert(expense('Sneaky', 1));
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "expenses"',
    });
    const signedIn = await member.supabase.from('expenses').insert(expense('Sneaky', 1));
    expect(signedIn.status).toBe(403);
    expect(signedIn.error?.code).toBe('42501');
    const rpc = await member.supabase.rpc('publish_now');
    expect(rpc).toMatchObject({
      status: 403,
      data: null,
      error: { code: '42501', message: 'Only admins can publish' },
    });
  });

  it('reports an unknown table as 404 PGRST205 and an unknown column as 400', async () => {
    const table = await service.from('no_such_table').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
    const column = await service.from('rest_pages').select('nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column rest_pages.nope does not exist',
    });
    const payload = await service.from('rest_pages').insert({ title: 'z', nope: 1 });
    expect(payload.status).toBe(400);
    expect(payload.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'rest_pages' in the schema cache",
    });
  });

  it('reports a filter value the column type rejects as 400 22P02', async () => {
    const result = await client(backend).from('hero_content').select('*').eq('id', 'not-a-uuid');
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "not-a-uuid"',
    });
  });

  it('rejects embedded resources and malformed JSON bodies with PostgREST codes', async () => {
    const embedded = await service.from('rest_pages').select('title, other(*)');
    expect(embedded.status).toBe(400);
    expect(embedded.error?.code).toBe('PGRST100');
    const response = await api(backend, '/rest/v1/rest_pages', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${backend.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    });
  });
});
