import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/lib/static-server.ts';

let root: string;
let server: Server;
let base: string;
let live: string | undefined;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-server-'));
  const site = join(root, 'site');
  await mkdir(join(site, 'es'), { recursive: true });
  await mkdir(join(site, '_astro'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<h1>home</h1>');
  await writeFile(join(site, 'es', 'index.html'), '<h1>inicio</h1>');
  await writeFile(join(site, '404.html'), '<h1>Oops! Page not found</h1>');
  await writeFile(join(site, '_astro', 'app.abc123.js'), 'console.log(1)');
  await writeFile(join(site, 'build.json'), '{"revision":7}');
  await writeFile(join(root, 'secret.txt'), 'outside the site');
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

  it('caches hashed assets for a year and pages not at all', async () => {
    const asset = await fetch(`${base}/_astro/app.abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${base}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('never lets /build.json be cached, here or on Netlify', async () => {
    const response = await fetch(`${base}/build.json`);
    expect(await response.json()).toEqual({ revision: 7 });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const toml = await readFile(new URL('../../netlify.toml', import.meta.url), 'utf8');
    const rules = toml.split('[[headers]]').slice(1);
    const rule = rules.find((block) => /^\s*for\s*=\s*"\/build\.json"\s*$/m.test(block));
    expect(rule).toMatch(/^\s*Cache-Control\s*=\s*"no-store"\s*$/m);
  });

  it('says the site is being built while no build is live yet', async () => {
    const previous = live;
    live = undefined;
    const response = await fetch(`${base}/`);
    live = previous;
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('being built');
  });
});
