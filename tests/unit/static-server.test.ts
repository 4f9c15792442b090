import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile } from '../../scripts/lib/headers-file.ts';
import { siteHeaderRules } from '../../scripts/lib/site-headers.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { pastNodesIdleLimit, secondRequestAfterIdle } from '../backend/keep-alive.ts';

let root: string;
let server: Server;
let base: string;
let live: string | undefined;
const rules = siteHeaderRules({
  supabaseUrl: 'http://127.0.0.1:54321',
  scriptHashes: ["'sha256-abc='"],
});

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-server-'));
  const site = join(root, 'site');
  await mkdir(join(site, 'es'), { recursive: true });
  await mkdir(join(site, '_astro'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<h1>home</h1>');
  await writeFile(join(site, 'es', 'index.html'), '<h1>inicio</h1>');
  await writeFile(join(site, '404.html'), '<h1>Oops! Page not found</h1>');
  await writeFile(join(site, 'es', '404.html'), '<h1>¡Uy! Página no encontrada</h1>');
  await writeFile(join(site, '_astro', 'app.abc123.js'), 'console.log(1)');
  await mkdir(join(site, 'admin', 'faqs'), { recursive: true });
  await writeFile(join(site, 'admin', 'index.html'), '<h1>admin shell</h1>');
  await writeFile(join(site, 'admin', 'faqs', 'index.html'), '<h1>admin faqs</h1>');
  await writeFile(join(site, 'build.json'), '{"revision":7}');
  await writeFile(join(root, 'secret.txt'), 'outside the site');
  await writeFile(join(site, '_headers'), formatHeadersFile(rules));
  live = site;
  server = await startStaticServer({ host: '127.0.0.1', port: 0, root: () => live });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

describe('the local static server', () => {
  it('serves index pages for / and /es with and without the slash', async () => {
    for (const [path, text] of [
      ['/', 'home'],
      ['/es/', 'inicio'],
      ['/es', 'inicio'],
    ]) {
      const response = await fetch(base + path!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain(text);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('answers unknown paths under /es/ with the Spanish 404 page, still status 404', async () => {
    const spanish = await fetch(`${base}/es/no/existe`);
    expect(spanish.status).toBe(404);
    expect(await spanish.text()).toContain('Página no encontrada');
    const english = await fetch(`${base}/est/no-spanish-prefix`);
    expect(await english.text()).toContain('Oops! Page not found');
  });

  it("answers unknown paths under /admin/ with the admin's page, status 200, as netlify.toml says", async () => {
    for (const [path, text] of [
      ['/admin/nope', 'admin shell'],
      ['/admin/faqs/old/bookmark', 'admin shell'],
      ['/admin/faqs/', 'admin faqs'],
    ]) {
      const response = await fetch(base + path!);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(text);
    }
    // Only under /admin/: a path that merely starts with the word is the site's 404.
    expect((await fetch(`${base}/administration`)).status).toBe(404);
  });

  it('never serves files outside the site folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/es/..%2f..%2fsecret.txt']) {
      const response = await fetch(base + path);
      expect(await response.text()).not.toContain('outside the site');
    }
  });

  it('compresses text for clients that accept gzip', async () => {
    const response = await fetch(`${base}/es/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('inicio');
  });

  it("caches hashed assets for a year and has pages revalidated, as the site's _headers say", async () => {
    const asset = await fetch(`${base}/_astro/app.abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const page = await fetch(`${base}/`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('never lets /build.json be cached', async () => {
    const response = await fetch(`${base}/build.json`);
    expect(await response.json()).toEqual({ revision: 7 });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers of _headers with pages, assets and the 404 page', async () => {
    const policy = rules[0]!.values['Content-Security-Policy'];
    for (const path of ['/', '/es', '/_astro/app.abc123.js', '/no/such/page']) {
      const response = await fetch(base + path);
      expect(response.headers.get('content-security-policy')).toBe(policy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('does not serve the _headers file itself', async () => {
    const response = await fetch(`${base}/_headers`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Content-Security-Policy');
  });

  it('says the site is being built while no build is live yet', async () => {
    const previous = live;
    live = undefined;
    const response = await fetch(`${base}/`);
    live = previous;
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('being built');
  });

  it("keeps an idle keep-alive connection open past Node's 5 s and answers on it again", async () => {
    // The race behind a test's `read ECONNRESET` on /build.json (docs/decisions.md#idle-connections-stay-open-65-s).
    const reuse = await secondRequestAfterIdle(`${base}/build.json`, pastNodesIdleLimit);
    expect(reuse.sameSocket).toBe(true);
    expect(reuse.statuses).toEqual([200, 200]);
    expect(reuse.keepAlive).toBe('timeout=65');
  }, 20_000);
});
