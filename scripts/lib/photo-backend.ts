/**
 * The landing page with the owner's photos, for `npm run bench:site -- --hero-photo`: a local
 * backend of its own (temporary data directory, free port) with the seed content, a photo uploaded
 * to the site-images bucket as the hero background of both languages, and optionally photos in
 * the reviews carousel, each with its images row as the library makes it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import { createServiceClient } from './supabase-service.ts';
import type { TypedClient } from '../../src/lib/supabase-client.ts';
import { createBackend } from '../../supabase/local/server.ts';

/** A running backend with photos; `close` stops it and deletes its data. */
export interface PhotoBackend {
  url: string;
  anonKey: string;
  close(): Promise<void>;
}

async function storePhoto(
  client: TypedClient,
  category: 'hero' | 'testimonials',
  photo: Buffer,
  altText: string,
  displayOrder: number,
): Promise<string> {
  const key = `${category}/bench-${displayOrder}-${Date.now()}.jpg`;
  const bucket = client.storage.from('site-images');
  const { error } = await bucket.upload(key, photo, { contentType: 'image/jpeg' });
  if (error) throw new Error(`storage refused the ${category} photo: ${error.message}`);
  const url = bucket.getPublicUrl(key).data.publicUrl;
  // The carousel shows a photo only with alt text in both languages.
  const row = {
    url,
    key,
    category,
    alt_text: altText,
    alt_text_es: altText,
    display_order: displayOrder,
  };
  const inserted = await client.from('images').insert(row);
  if (inserted.error) throw new Error(`images row: ${inserted.error.message}`);
  return url;
}

/** Starts the backend, seeds it and puts `hero` (and `carousel`) on the landing page. */
export async function photoBackend(hero: Buffer, carousel: Buffer[] = []): Promise<PhotoBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  const backend = await createBackend({ dataDir, port: 0 });
  const close = async () => {
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const client = createServiceClient(backend.url, backend.serviceRoleKey);
    await seedDatabase(client);
    const url = await storePhoto(client, 'hero', hero, 'Freshly detailed sedan in a driveway', 0);
    const updated = await client
      .from('hero_content')
      .update({ background_image_url: url })
      .in('language', ['en', 'es']);
    if (updated.error) throw new Error(`hero_content: ${updated.error.message}`);
    for (const [index, photo] of carousel.entries()) {
      await storePhoto(client, 'testimonials', photo, `Customer car ${index + 1}`, index + 1);
    }
    return { url: backend.url, anonKey: backend.anonKey, close };
  } catch (error) {
    await close();
    throw error;
  }
}
