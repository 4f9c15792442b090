import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeftOutPhoto } from '../../src/lib/content/left-out-photos.ts';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import { client, realSiteBuilder, startBackend, type TestBackend } from './support.ts';

// One bad photo row must not stop the publish loop: the real `astro build` leaves the photo out,
// publishes the rest, and lists what it left out (and why) in /build.json for the admin.
const buildTimeout = 300_000;
let backend: TestBackend;
let outRoot: string;

/** A 1 × 1 PNG: a real image the build turns into AVIF and WebP. */
const goodPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const html = Buffer.from('<!doctype html><title>not a photo</title><p>Hello</p>');

beforeAll(async () => {
  backend = await startBackend();
  await seedDatabase(client(backend, backend.serviceRoleKey));
  outRoot = await mkdtemp(join(tmpdir(), 'build-photos-'));
});
afterAll(async () => {
  await backend.cleanup();
  await rm(outRoot, { recursive: true, force: true });
});

/** Stores `bytes` in the library bucket as `image/png` through the storage API; returns its URL. */
async function store(key: string, bytes: Buffer): Promise<string> {
  const storage = client(backend, backend.serviceRoleKey).storage.from('site-images');
  const { error } = await storage.upload(key, bytes, { contentType: 'image/png' });
  if (error) throw new Error(error.message);
  return storage.getPublicUrl(key).data.publicUrl;
}

const carouselPhoto = {
  category: 'testimonials',
  alt_text: 'A polished hood',
  alt_text_es: 'Un capó pulido',
} as const;

describe('astro build with a bad photo', () => {
  it(
    'leaves out an HTML file stored as image/png, a deleted file and a foreign address, and publishes the rest',
    async () => {
      const service = client(backend, backend.serviceRoleKey);
      const good = await store('testimonials/good-1.png', goodPng);
      const fake = await store('testimonials/fake-2.png', html);
      // Chosen while it was stored, then its file deleted outside the library.
      const gone = await store('hero/gone-3.png', goodPng);
      const foreign = 'https://photos.example.com/wax.png';
      const { error } = await service.from('images').insert([
        // Alt text in both languages: the carousel shows only such photos.
        { ...carouselPhoto, url: good, key: 'testimonials/good-1.png' },
        { ...carouselPhoto, url: fake, key: 'testimonials/fake-2.png' },
      ]);
      expect(error).toBeNull();
      await service
        .from('hero_content')
        .update({ background_image_url: gone })
        .eq('language', 'en');
      await service.storage.from('site-images').remove(['hero/gone-3.png']);
      await service
        .from('service_packages')
        .update({ image_url: foreign })
        .eq('package_type', 'gold');

      const log: string[] = [];
      const builder = realSiteBuilder(backend, { outRoot, log: (line) => log.push(line) });
      await builder.request();

      expect(builder.state.lastErrorLine).toBeUndefined();
      const live = builder.state.live!;
      const build = JSON.parse(await readFile(join(live, 'build.json'), 'utf8')) as {
        leftOutPhotos: LeftOutPhoto[];
      };
      expect(build.leftOutPhotos).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ url: fake, place: 'carousel', problem: 'not-an-image' }),
          expect.objectContaining({ url: gone, place: 'hero', problem: 'missing' }),
          expect.objectContaining({ url: foreign, place: 'package', problem: 'outside-library' }),
        ]),
      );
      expect(build.leftOutPhotos).toHaveLength(3);
      expect(log).toContainEqual(expect.stringContaining(`left out the carousel photo ${fake}`));

      for (const page of ['index.html', 'es/index.html']) {
        const text = await readFile(join(live, page), 'utf8');
        // The good photo is in the carousel as the build's AVIF/WebP; the bad ones are nowhere.
        expect(/\/_astro\/good-1_\w+\.avif/.test(text), page).toBe(true);
        for (const bad of ['fake-2', 'gone-3', 'photos.example.com']) {
          expect(text.includes(bad), `${page}: ${bad}`).toBe(false);
        }
      }
    },
    buildTimeout,
  );
});
