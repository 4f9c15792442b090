import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookUrl, newHookSecret } from '../../scripts/lib/hook-guard.ts';
import { localHookRoute } from '../../scripts/lib/local-hook.ts';
import type { LocalStatus } from '../../src/lib/data/publish.ts';
import type { SiteBuilder } from '../../scripts/lib/site-builder.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import { publishState } from '../../src/stores/publish-state.ts';
import { createBackend, type Backend } from '../../supabase/local/server.ts';
import { setLocalBuildHook } from '../../scripts/lib/local-publish.ts';
import {
  client,
  grantAdmin,
  realSiteBuilder,
  signedInUser,
  startBackend,
  type TestBackend,
} from './support.ts';

/**
 * The failure drill (docs/architecture.md#publish-loop): the local publish loop as `npm start`
 * wires it (backend, build hook, builder, static server), with real `astro build`s. A build that
 * fails keeps the previous site served and says why, in the log and where the admin's publish
 * status reads it; the next good save publishes by itself, with no one pressing anything.
 */
const drillTimeout = 600_000;

let backend: TestBackend;
let current: Backend;
let builder: SiteBuilder;
let server: Server;
let site: string;
let outRoot: string;
const log: string[] = [];

beforeAll(async () => {
  backend = await startBackend();
  current = backend;
  await seedDatabase(client(backend, backend.serviceRoleKey));
  outRoot = await mkdtemp(join(tmpdir(), 'failure-drill-'));
  builder = realSiteBuilder(backend, { outRoot, log: (line) => log.push(line) });
  const secret = newHookSecret();
  server = await startStaticServer({
    host: '127.0.0.1',
    port: 0,
    root: () => builder.state.live,
    extra: localHookRoute(builder, { secret, log: (line) => log.push(line) }),
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await backend.db.asOwner((tx) => setLocalBuildHook(tx, hookUrl(site, 'build-hook', secret)));
  // The seeded content waits to be published: the publish job's first call builds the site.
  await buildAfter(0);
}, drillTimeout);

afterAll(async () => {
  server?.close();
  await current?.close().catch(() => {});
  await rm(backend.dataDir, { recursive: true, force: true });
  await rm(outRoot, { recursive: true, force: true });
});

async function get(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(site + path, { cache: 'no-store' });
  return { status: response.status, text: await response.text() };
}

const localStatus = async () => JSON.parse((await get('/_local/status')).text) as LocalStatus;
const siteRevision = async () =>
  (JSON.parse((await get('/build.json')).text) as { revision: number }).revision;

/** Waits until the builder has finished a build numbered above `after`, and is idle. */
async function buildAfter(after: number): Promise<LocalStatus> {
  for (;;) {
    const status = await localStatus();
    if (status.builds > after && !status.building) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What the admin header shows now, from the same readings the publish store makes. */
async function headerState(databaseRevision: number, local: LocalStatus) {
  return publishState({
    siteRevision: await siteRevision(),
    databaseRevision,
    behind: undefined,
    now: Date.now(),
    delayedAfterMs: 180_000,
    buildFailed: local.lastError !== null,
  });
}

async function signedInAdmin(on: Backend) {
  const admin = await signedInUser(on, 'drill-admin');
  await grantAdmin(on, (await admin.supabase.auth.getUser()).data.user!.id);
  return admin.supabase;
}

async function firstEnglishFaq(on: Backend) {
  const { rows } = await on.db.asOwner((tx) =>
    tx.query<{ id: string; question: string }>(
      "select id, question from public.faq_items where language = 'en' order by display_order limit 1",
    ),
  );
  return rows[0]!;
}

describe('the failure drill', () => {
  it(
    'a row made invalid through SQL fails the build, the old site stays and says why, the next good save recovers',
    async () => {
      const page = await get('/');
      const revision = await siteRevision();
      const faq = await firstEnglishFaq(backend);
      const builds = (await localStatus()).builds;

      // As the owner, lift the database's check and write an answer the build refuses.
      const bumped = await backend.db.asOwner(async (tx) => {
        await tx.exec(`do $$
          declare c record;
          begin
            for c in select conname from pg_constraint
                     where conrelid = 'public.faq_items'::regclass and contype = 'c'
                       and pg_get_constraintdef(oid) like '%answer%' loop
              execute format('alter table public.faq_items drop constraint %I', c.conname);
            end loop;
          end $$;`);
        await tx.query("update public.faq_items set answer = '   ' where id = $1", [faq.id]);
        const { rows } = await tx.query<{ revision: number }>(
          'select revision::int as revision from public.site_publish',
        );
        return rows[0]!.revision;
      });
      const failed = await buildAfter(builds);

      expect(failed.lastErrorLine).toMatch(/faq_items.*answer/);
      expect(failed.lastErrorCode).toBe('contentInvalid');
      expect(log.join('\n')).toContain('failed; the previous site stays live');
      expect(await get('/')).toEqual(page);
      expect(await siteRevision()).toBe(revision);
      expect(await headerState(bumped, failed)).toBe('delayed');

      const admin = await signedInAdmin(backend);
      const answer = `Recovered by the next save ${Date.now()}`;
      const { error } = await admin.from('faq_items').update({ answer }).eq('id', faq.id);
      expect(error).toBeNull();
      const recovered = await buildAfter(failed.builds);

      expect(recovered.lastError).toBeNull();
      expect((await get('/')).text).toContain(answer);
      const { data } = await admin.from('site_publish').select('revision').single();
      expect(await siteRevision()).toBe(Number(data!.revision));
      expect(await headerState(Number(data!.revision), recovered)).toBe('live');
    },
    drillTimeout,
  );

  it(
    'the backend stopping mid-build fails the build, the old site stays, and the first save after it is back recovers',
    async () => {
      const page = await get('/');
      const revision = await siteRevision();
      const faq = await firstEnglishFaq(backend);
      const admin = await signedInAdmin(backend);
      const builds = (await localStatus()).builds;

      const question = `Saved while the backend went down ${Date.now()}`;
      await admin.from('faq_items').update({ question }).eq('id', faq.id);
      // The hook starts the build; the backend goes away before the build reads any content.
      while (!builder.state.building) await new Promise((resolve) => setTimeout(resolve, 10));
      const port = Number(new URL(backend.url).port);
      await backend.close();
      const failed = await buildAfter(builds);

      expect(failed.lastErrorLine).toMatch(/reach|fetch|ECONNREFUSED/i);
      // The content, or a photo from storage: both on the backend that went away.
      expect(failed.lastErrorCode).toMatch(/^(contentUnreadable|photosUnreachable)$/);
      expect(await get('/')).toEqual(page);
      expect(await siteRevision()).toBe(revision);

      current = await createBackend({ dataDir: backend.dataDir, port });
      const again = `Saved once the backend was back ${Date.now()}`;
      const { error } = await admin.from('faq_items').update({ question: again }).eq('id', faq.id);
      expect(error).toBeNull();
      const recovered = await buildAfter(failed.builds);

      expect(recovered.lastError).toBeNull();
      expect((await get('/')).text).toContain(again);
    },
    drillTimeout,
  );
});
