import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client, email, grantAdmin, signedInUser, startBackend } from './support.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'backend-restart-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('restarting the backend on the same data directory', () => {
  it('keeps users, content rows and uploaded files', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 7, 7, 7]);
    const first = await startBackend(dataDir);
    const address = email('restart');
    const { supabase, id } = await signedInUser(first, 'restart-admin');
    await grantAdmin(first, id);
    await client(first).auth.signUp({ email: address, password: 'password-1' });
    const upload = await supabase.storage
      .from('site-images')
      .upload('kept/file.png', bytes, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const insert = await supabase
      .from('social_links')
      .insert({ platform: 'restart-test', url: 'https://example.com/kept', icon_name: 'globe' });
    expect(insert.error).toBeNull();
    await first.close();

    const second = await startBackend(dataDir);
    try {
      const signIn = await client(second).auth.signInWithPassword({
        email: address,
        password: 'password-1',
      });
      expect(signIn.error).toBeNull();
      const links = await client(second)
        .from('social_links')
        .select('url')
        .eq('platform', 'restart-test');
      expect(links.data).toEqual([{ url: 'https://example.com/kept' }]);
      const publicUrl = client(second).storage.from('site-images').getPublicUrl('kept/file.png')
        .data.publicUrl;
      const response = await fetch(publicUrl);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    } finally {
      await second.close();
    }
  });
});
