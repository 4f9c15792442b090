import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPages } from '../../scripts/lib/app-pages.ts';
import { inlineScriptHashes } from '../../scripts/lib/headers-file.ts';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import { client, realSiteBuilder, startBackend, type TestBackend } from './support.ts';

// After its first full build, `npm start` rebuilds for new content without the owner's pages and
// copies them from the live build (docs/architecture.md#publish-loop): the new site must still
// serve every one of them, with their scripts and their inline scripts allowed by _headers. Each
// build runs in a process started ahead of time (scripts/lib/warm-build.ts).
let backend: TestBackend;
let outRoot: string;

beforeAll(async () => {
  backend = await startBackend();
  await seedDatabase(client(backend, backend.serviceRoleKey));
  outRoot = await mkdtemp(join(tmpdir(), 'content-rebuild-'));
});
afterAll(async () => {
  await backend.cleanup();
  await rm(outRoot, { recursive: true, force: true });
});

const ownerPages = [
  'admin/index.html',
  'admin/bookings/index.html',
  'auth/index.html',
  'auth/new-password/index.html',
  'seed/index.html',
];

describe('a rebuild for new content', () => {
  it("publishes the change and keeps every owner's page, its assets and its inline scripts' hashes", async () => {
    const log: string[] = [];
    const builder = realSiteBuilder(backend, { outRoot, log: (line) => log.push(line) });
    await builder.request();
    const first = builder.state.live!;
    expect(log.at(-1)).toMatch(/build #1 is live \([\d.]+ s\)$/);
    // The next build's process is already loading Astro while nothing is built.
    const children = execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    });
    expect(children).toMatch(/scripts\/lib\/warm-build\.ts/);

    const title = `Rebuilt ${Date.now()}`;
    const { error } = await client(backend, backend.serviceRoleKey)
      .from('hero_content')
      .update({ title })
      .eq('language', 'en');
    expect(error).toBeNull();
    await builder.request();
    const second = builder.state.live!;
    expect(builder.state.lastError).toBeUndefined();
    expect(second).not.toBe(first);
    expect(log.some((line) => /build #2 is live \([\d.]+ s, content only\)/.test(line))).toBe(true);
    expect(await readFile(join(second, 'index.html'), 'utf8')).toContain(title);

    const headers = await readFile(join(second, '_headers'), 'utf8');
    for (const page of ownerPages) {
      expect(appPages.some(({ folder }) => page.startsWith(`${folder}/`))).toBe(true);
      const html = await readFile(join(second, page), 'utf8');
      expect(html).toBe(await readFile(join(first, page), 'utf8'));
      const assets = [...html.matchAll(/(?:src|href)="\/(_astro\/[^"]+)"/g)].map((m) => m[1]!);
      for (const asset of assets) expect(existsSync(join(second, asset)), asset).toBe(true);
      for (const hash of inlineScriptHashes(html)) expect(headers).toContain(hash);
    }
    // The admin island's script is among them: the copy carried the bundle, not only the HTML.
    const admin = await readFile(join(second, 'admin/index.html'), 'utf8');
    expect(admin).toMatch(/\/_astro\/[^"]+\.js/);
  }, 300_000);
});
