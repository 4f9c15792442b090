import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  client,
  grantAdmin,
  rawRequest,
  signedInUser,
  startBackend,
  type TestBackend,
} from './support.ts';

let backend: TestBackend;
let admin: SupabaseClient;
let adminToken: string;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

beforeAll(async () => {
  backend = await startBackend();
  const user = await signedInUser(backend, 'storage-admin');
  await grantAdmin(backend, user.id);
  admin = user.supabase;
  adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
});
afterAll(async () => {
  await backend.cleanup();
});

describe('storage through supabase-js', () => {
  it('uploads a Blob as multipart and serves it publicly with its type and cache headers', async () => {
    const images = admin.storage.from('site-images');
    const file = new Blob([png], { type: 'image/png' });
    const { data, error } = await images.upload('hero/a b.png', file, { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'hero/a b.png', fullPath: 'site-images/hero/a b.png' });
    const { publicUrl } = images.getPublicUrl('hero/a b.png').data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('uploads raw bytes, refuses a duplicate and overwrites with upsert', async () => {
    const images = admin.storage.from('site-images');
    expect((await images.upload('raw/b.png', png, { contentType: 'image/png' })).error).toBeNull();
    const dup = await images.upload('raw/b.png', png, { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });
    const changed = new Uint8Array([...png, 9, 9]);
    expect(
      (await images.upload('raw/b.png', changed, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull();
    const response = await fetch(images.getPublicUrl('raw/b.png').data.publicUrl);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(changed);
    const updated = await images.update('raw/b.png', png, { contentType: 'image/png' });
    expect(updated.error).toBeNull();
    const missing = await images.update('raw/none.png', png, { contentType: 'image/png' });
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('lists one level below a prefix, folders included', async () => {
    const images = admin.storage.from('site-images');
    await images.upload('list/one.png', png, { contentType: 'image/png' });
    await images.upload('list/sub/two.png', png, { contentType: 'image/png' });
    const { data, error } = await images.list('list');
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['one.png', false],
      ['sub', true],
    ]);
  });

  it('lists site-images to nobody but an admin, while its public URLs still serve every file', async () => {
    const images = admin.storage.from('site-images');
    await images.upload('unlisted/photo.png', png, { contentType: 'image/png' });
    const { supabase: member } = await signedInUser(backend, 'storage-lister');
    for (const caller of [client(backend), member]) {
      const { data, error } = await caller.storage.from('site-images').list('unlisted');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect((await caller.storage.from('site-images').list()).data).toEqual([]);
    }
    expect((await images.list('unlisted')).data?.map((entry) => entry.name)).toEqual(['photo.png']);
    const response = await fetch(images.getPublicUrl('unlisted/photo.png').data.publicUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('removes objects: rows and files are gone', async () => {
    const images = admin.storage.from('site-images');
    await images.upload('remove/c.png', png, { contentType: 'image/png' });
    const { data, error } = await images.remove(['remove/c.png', 'remove/not-there.png']);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name)).toEqual(['remove/c.png']);
    const response = await fetch(images.getPublicUrl('remove/c.png').data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('refuses a file over the 5 MB bucket limit', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
    const { error } = await admin.storage.from('site-images').upload('big/huge.png', big);
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await admin.storage
      .from('site-images')
      .upload('big/raw.png', new Uint8Array(6 * 1024 * 1024), { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
  });

  it('refuses a type the bucket does not allow', async () => {
    const { error } = await admin.storage
      .from('site-images')
      .upload('notes/readme.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect(error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
  });

  it('lets row-level security refuse uploads by a signed-in non-admin and by anon', async () => {
    const { supabase } = await signedInUser(backend, 'storage-visitor');
    const { error } = await supabase.storage
      .from('site-images')
      .upload('x/nope.png', png, { contentType: 'image/png' });
    expect(error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const anon = await client(backend)
      .storage.from('site-images')
      .upload('x/anon.png', png, { contentType: 'image/png' });
    expect(anon.error).toMatchObject({ statusCode: '403' });
    const removed = await supabase.storage.from('site-images').remove(['hero/a b.png']);
    expect(removed.data).toEqual([]);
    const rows = await backend.db.asOwner((tx) =>
      tx.query("select 1 from storage.objects where name like 'x/%'"),
    );
    expect(rows.rows).toHaveLength(0);
  });

  it('refuses path traversal, backslashes and NUL in object keys with 400', async () => {
    const paths = [
      '../../etc/passwd',
      'a/../../b.png',
      '%2e%2e/x.png',
      'a%5Cb.png',
      'a%00b.png',
      'a//b.png',
    ];
    for (const path of paths) {
      const response = await rawRequest(
        backend,
        'POST',
        `/storage/v1/object/site-images/${path}`,
        { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
        png,
      );
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body).statusCode, path).toBe('400');
    }
    for (const path of ['..%2F..%2Fdb%2FPG_VERSION', '../../db/PG_VERSION', '/etc/passwd']) {
      const read = await rawRequest(
        backend,
        'GET',
        `/storage/v1/object/public/site-images/${path}`,
      );
      expect(read.status, path).toBe(400);
    }
  });

  it('refuses a cacheControl or content type holding CR/LF with 400, so no later read breaks', async () => {
    const images = admin.storage.from('site-images');
    const file = new Blob([png], { type: 'image/png' });
    const crlf = await images.upload('crlf/cache.png', file, {
      cacheControl: '3600\r\nX-Injected: 1',
    });
    expect(crlf.error).toMatchObject({ status: 400, statusCode: '400' });
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('contentType', 'image/png\r\nX-Injected: 1');
    form.append('', file, 'type.png');
    const typed = await api(backend, '/storage/v1/object/site-images/crlf/type.png', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(typed.status).toBe(400);
    expect((await typed.json()).statusCode).toBe('400');
    const rows = await backend.db.asOwner((tx) =>
      tx.query("select 1 from storage.objects where name like 'crlf/%'"),
    );
    expect(rows.rows).toHaveLength(0);
  });

  it('still serves an object whose stored cache setting holds CR/LF, with the default', async () => {
    const images = admin.storage.from('site-images');
    expect(
      (await images.upload('crlf/old.png', png, { contentType: 'image/png' })).error,
    ).toBeNull();
    await backend.db.asOwner((tx) =>
      tx.query(
        `update storage.objects set metadata = metadata || jsonb_build_object('cacheControl', $1::text)
         where name = 'crlf/old.png'`,
        ['max-age=1\r\nX-Injected: 1'],
      ),
    );
    const response = await fetch(images.getPublicUrl('crlf/old.png').data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-injected')).toBeNull();
  });

  it('refuses an unknown bucket and a forged token', async () => {
    const missing = await admin.storage
      .from('no-bucket')
      .upload('a.png', png, { contentType: 'image/png' });
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const forged = await api(backend, '/storage/v1/object/site-images/f.png', {
      method: 'POST',
      headers: { authorization: 'Bearer a.b.c', 'content-type': 'image/png' },
      body: png,
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).statusCode).toBe('403');
  });
});
