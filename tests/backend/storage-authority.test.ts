import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, grantAdmin, signedInUser, startBackend, type TestBackend } from './support.ts';

/*
 * Storage is the authority on what the site-images bucket holds
 * (docs/architecture.md#security-model): whatever a browser checked or skipped, an upload through
 * supabase-js that is not a raster image of at most 5 MB is refused, for an admin and for everyone
 * else, and nothing is stored.
 */

let backend: TestBackend;
let admin: SupabaseClient;
let visitor: SupabaseClient;

const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
  type: 'image/svg+xml',
});
const text = new Blob(['not an image'], { type: 'text/plain' });
const html = new Blob(['<script>alert(1)</script>'], { type: 'text/html' });
const tooBig = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

const refusals = [
  ['an SVG', 'x/drawing.svg', svg, '415'],
  ['a text file', 'x/notes.txt', text, '415'],
  ['an HTML page', 'x/page.html', html, '415'],
  ['a JPEG over 5 MB', 'x/huge.jpg', tooBig, '413'],
] as const;

async function storedNames(prefix: string): Promise<string[]> {
  const { rows } = await backend.db.asOwner((tx) =>
    tx.query<{ name: string }>('select name from storage.objects where name like $1', [
      `${prefix}%`,
    ]),
  );
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  backend = await startBackend();
  const owner = await signedInUser(backend, 'authority-admin');
  await grantAdmin(backend, owner.id);
  admin = owner.supabase;
  visitor = (await signedInUser(backend, 'authority-visitor')).supabase;
});
afterAll(async () => {
  await backend?.cleanup();
});

describe('the site-images bucket refuses what is not a raster image of at most 5 MB', () => {
  it.each(refusals)('refuses %s from an admin', async (_, path, file, status) => {
    const { error } = await admin.storage.from('site-images').upload(path, file);
    expect(error).toMatchObject({ statusCode: status });
    expect(await storedNames(path)).toEqual([]);
  });

  it.each(refusals)('refuses %s from a signed-in non-admin', async (_, path, file) => {
    const { error } = await visitor.storage.from('site-images').upload(`visitor-${path}`, file);
    expect(error).not.toBeNull();
    expect(await storedNames(`visitor-${path}`)).toEqual([]);
  });

  it.each(refusals)('refuses %s from a visitor without a session', async (_, path, file) => {
    const { error } = await client(backend)
      .storage.from('site-images')
      .upload(`anon-${path}`, file);
    expect(error).not.toBeNull();
    expect(await storedNames(`anon-${path}`)).toEqual([]);
  });

  it('refuses an SVG even when it is declared as raw bytes with its own content type', async () => {
    const { error } = await admin.storage
      .from('site-images')
      .upload('x/raw.svg', new TextEncoder().encode('<svg/>'), { contentType: 'image/svg+xml' });
    expect(error).toMatchObject({ statusCode: '415' });
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])(
    'accepts %s from an admin',
    async (type) => {
      const path = `ok/${type.replace('/', '-')}`;
      const { error } = await admin.storage
        .from('site-images')
        .upload(path, new Blob([bytes], { type }));
      expect(error).toBeNull();
      expect(await storedNames(path)).toEqual([path]);
    },
  );

  it('refuses a good JPEG from a signed-in non-admin (row-level security)', async () => {
    const { error } = await visitor.storage
      .from('site-images')
      .upload('x/fine.jpg', new Blob([bytes], { type: 'image/jpeg' }));
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await storedNames('x/fine.jpg')).toEqual([]);
  });
});

describe('the images table takes library rows from admins only', () => {
  const row = {
    url: 'http://127.0.0.1/storage/v1/object/public/site-images/general/a.jpg',
    key: 'general/a.jpg',
    category: 'general',
    alt_text: 'A car',
  };

  it('refuses an images row from a signed-in non-admin', async () => {
    const { error } = await visitor.from('images').insert(row);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('stores an admin row with the Spanish alt text and the carousel position', async () => {
    const { data, error } = await admin
      .from('images')
      .insert({ ...row, alt_text_es: 'Un coche', display_order: 2 })
      .select('alt_text, alt_text_es, display_order')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ alt_text: 'A car', alt_text_es: 'Un coche', display_order: 2 });
  });
});
