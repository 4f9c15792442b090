import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** The request's body, whole. */
async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The backend behind a pass-through proxy that deletes the file at `key` from storage as soon as
 * a build has read it once: the owner deleting a library photo after the build's photo check took
 * it and before the build's image service would have fetched it. Counts the reads of the file.
 */
async function deletingAfterFirstRead(key: string): Promise<{ url: string; reads: () => number }> {
  const service = client(backend, backend.serviceRoleKey);
  let reads = 0;
  const proxy: Server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      const answer = await fetch(new URL(req.url!, backend.url), {
        method: req.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (req.method === 'GET' && req.url?.endsWith(`/site-images/${key}`) && answer.ok) {
        reads += 1;
        const { error } = await service.storage.from('site-images').remove([key]);
        if (error) throw new Error(error.message);
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
          out[name] = value;
        }
      });
      res.writeHead(answer.status, out).end(bytes);
    })().catch((error: unknown) => res.destroy(error as Error));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxies.push(proxy);
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, reads: () => reads };
}
const proxies: Server[] = [];
afterAll(() => proxies.forEach((proxy) => proxy.close()));

describe('astro build while the owner deletes a photo', () => {
  it(
    'builds the photo it checked, from the bytes it checked, so a delete after the check fails nothing',
    async () => {
      const service = client(backend, backend.serviceRoleKey);
      // A name no earlier build made images of, so Astro's image cache cannot answer for it.
      const name = `deleted-mid-build-${Date.now()}`;
      const key = `testimonials/${name}.png`;
      await store(key, goodPng);
      const storage = await deletingAfterFirstRead(key);
      const url = `${storage.url}/storage/v1/object/public/site-images/${key}`;
      const { error } = await service.from('images').insert([{ ...carouselPhoto, url, key }]);
      expect(error).toBeNull();

      const builder = realSiteBuilder(backend, {
        url: storage.url,
        outRoot: join(outRoot, 'deleted-mid-build'),
      });
      await builder.request();

      // The build publishes the content it read (the delete's own change publishes next).
      expect(builder.state.lastErrorLine).toBeUndefined();
      const live = builder.state.live!;
      const build = JSON.parse(await readFile(join(live, 'build.json'), 'utf8')) as {
        leftOutPhotos: LeftOutPhoto[];
      };
      expect(build.leftOutPhotos.map((photo) => photo.url)).not.toContain(url);
      const page = await readFile(join(live, 'index.html'), 'utf8');
      expect(new RegExp(`/_astro/${name}_\\w+\\.avif`).test(page)).toBe(true);
      // Read once, by the photo check; the rest of the build used those bytes.
      expect(storage.reads()).toBe(1);
    },
    buildTimeout,
  );
});
