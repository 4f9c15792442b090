import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteBuilder } from '../../scripts/lib/site-builder.ts';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import { client, realSiteBuilder, startBackend, type TestBackend } from './support.ts';

// An invalid row or an unreachable data API fails the real `astro build` with a clear
// message, and the previously built site stays
// (docs/architecture.md#content-and-languages). One real build per case (each takes a while).
const buildTimeout = 300_000;
let backend: TestBackend;
let outRoot: string;

beforeAll(async () => {
  backend = await startBackend();
  await seedDatabase(client(backend, backend.serviceRoleKey));
  outRoot = await mkdtemp(join(tmpdir(), 'build-failures-'));
});
afterAll(async () => {
  await backend.cleanup();
  await rm(outRoot, { recursive: true, force: true });
});

/** Runs the real `astro build` against `url` the way `npm start` does; resolves the builder. */
async function build(url: string, name: string): Promise<SiteBuilder> {
  const builder = realSiteBuilder(backend, { url, outRoot: join(outRoot, name) });
  await builder.request();
  return builder;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('astro build from the data API', () => {
  it(
    'fails on an invalid row with a message naming the table, the row and the field',
    async () => {
      // As the owner, lift the database's own check so the row can be made invalid at all.
      const { rows } = await backend.db.asOwner(async (tx) => {
        await tx.exec(`do $$
          declare c record;
          begin
            for c in select conname from pg_constraint
                     where conrelid = 'public.faq_items'::regclass and contype = 'c'
                       and pg_get_constraintdef(oid) like '%answer%' loop
              execute format('alter table public.faq_items drop constraint %I', c.conname);
            end loop;
          end $$;`);
        return tx.query<{ faq_key: string }>(
          `update public.faq_items set answer = '   '
           where id = (select id from public.faq_items where language = 'en'
                       order by display_order limit 1)
           returning faq_key`,
        );
      });
      const key = rows[0]!.faq_key;
      const builder = await build(backend.url, 'invalid-row');
      expect(builder.state.live).toBeUndefined();
      expect(builder.state.lastError).toMatch(/^the build exited with [1-9]/);
      for (const part of ['faq_items', key, 'answer']) {
        expect(builder.state.lastErrorLine).toContain(part);
      }
      // The admin words it for the owner (src/lib/publish-failure.ts).
      expect(builder.state.lastErrorCode).toBe('contentInvalid');
      expect(await readdir(join(outRoot, 'invalid-row'))).toEqual([]);
    },
    buildTimeout,
  );

  it(
    'fails when the data API cannot be reached, naming where it looked',
    async () => {
      const url = `http://127.0.0.1:${await closedPort()}`;
      const builder = await build(url, 'unreachable');
      expect(builder.state.live).toBeUndefined();
      expect(builder.state.lastError).toMatch(/^the build exited with [1-9]/);
      expect(builder.state.lastErrorLine).toContain(url);
      expect(builder.state.lastErrorLine).toMatch(/reach/i);
      expect(builder.state.lastErrorCode).toBe('contentUnreadable');
    },
    buildTimeout,
  );
});
