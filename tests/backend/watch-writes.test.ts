import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isOwnersSave,
  ownersSave,
  watchWrites,
  type RefusedWrite,
} from '../../src/lib/watch-writes.ts';
import { startBackend, type TestBackend } from './support.ts';

/**
 * The browser client's write watcher (src/lib/watch-writes.ts) with the real supabase-js over HTTP,
 * signed out as an ended session's writes are refused: which refusals count as a save of the
 * owner's input (docs/architecture.md#sessions).
 */

let backend: TestBackend;
let signedOut: SupabaseClient;
const refused: RefusedWrite[] = [];
const sentHeaders: Headers[] = [];

beforeAll(async () => {
  backend = await startBackend();
  const sent: typeof fetch = (input, init) => {
    sentHeaders.push(new Headers(init?.headers));
    return fetch(input, init);
  };
  signedOut = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: watchWrites(sent, (write) => refused.push(write)) },
  });
});
afterAll(() => backend.cleanup());

/** The refusals `request` caused. */
async function refusalsOf(request: PromiseLike<unknown>): Promise<RefusedWrite[]> {
  refused.length = 0;
  await request;
  return [...refused];
}

describe('a refused write, signed out', () => {
  it('an RPC its data module marked with ownersSave is an owner’s save', async () => {
    const writes = await refusalsOf(
      ownersSave(signedOut.rpc('set_publish_settings', { quiet_seconds: 60, monthly_budget: 10 })),
    );
    expect(writes).toHaveLength(1);
    expect(writes.map(isOwnersSave)).toEqual([true]);
  });

  it('an RPC not marked (a read the pages repeat) is not', async () => {
    const writes = await refusalsOf(signedOut.rpc('publish_schedule'));
    expect(writes).toHaveLength(1);
    expect(writes.map(isOwnersSave)).toEqual([false]);
  });

  it('a write to a table is, unmarked', async () => {
    const writes = await refusalsOf(
      signedOut.from('faq_items').update({ answer: 'x' }).eq('faq_key', 'none').select(),
    );
    expect(writes).toHaveLength(1);
    expect(writes.map(isOwnersSave)).toEqual([true]);
  });

  it('the mark never reaches the network', () => {
    expect(sentHeaders.length).toBeGreaterThanOrEqual(3);
    expect(sentHeaders.filter((headers) => headers.has('x-owners-save'))).toEqual([]);
  });
});
