import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { additionalServices } from '../../src/seed-content/add-ons.ts';
import type { EntryRow, EntryStore } from '../../src/lib/data/entries.ts';
import { client, signedInClientModule, startBackend, type TestBackend } from './support.ts';

/**
 * Add-on prices through the Additional Services data module (src/lib/data/additional-services.ts)
 * against the real backend: an amount is written once and the price-sync trigger copies it, a
 * word label is per-language wording the trigger leaves alone, and Undo brings back either.
 */

type Row = EntryRow & { service_key: string; price: string; name: string };

let backend: TestBackend;
let store: EntryStore<Row>;

beforeAll(async () => {
  backend = await startBackend();
  const { supabase } = await signedInClientModule(backend, 'add-on-admin', true);
  const { entryStore } = await import('../../src/lib/data/entries.ts');
  const { addOnEntries } = await import('../../src/lib/data/additional-services.ts');
  const service = client(backend, backend.serviceRoleKey);
  const { error } = await service.from('additional_services').insert(additionalServices as never);
  if (error) throw new Error(error.message);
  store = entryStore<Row>(addOnEntries.config, supabase as unknown as SupabaseClient);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend.cleanup();
});

async function entry(key: string) {
  const found = (await store.list()).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no add-on ${key}`);
  return found;
}

const prices = (found: Awaited<ReturnType<typeof entry>>) => [
  found.rows.en!.price,
  found.rows.es!.price,
];

describe('add-on prices', () => {
  it('an amount replacing word labels reaches both languages, and Undo brings each label back', async () => {
    const before = await entry('pet_hair_sand_removal');
    expect(prices(before)).toEqual(['Additional Fee', 'Cargo adicional']);
    const saved = await store.save(
      before,
      { en: { name: 'Pet hair (amount)' }, es: { name: 'Pelo (importe)' } },
      { price: '$25' },
    );
    if (!saved.ok) throw new Error(saved.reason);
    expect(prices(await entry('pet_hair_sand_removal'))).toEqual(['25', '25']);

    const undone = await store.restore(before, { ...before, rows: saved.rows }, ['name']);
    expect(undone.ok).toBe(true);
    const now = await entry('pet_hair_sand_removal');
    expect(prices(now)).toEqual(['Additional Fee', 'Cargo adicional']);
    expect(now.rows.en!.name).toBe(before.rows.en!.name);
  });

  it('word labels replacing an amount stay per language, and Undo brings the amount to both', async () => {
    const before = await entry('headlight_restoration');
    const saved = await store.save(
      before,
      { en: { price: 'Ask us' }, es: { price: 'Pregúntenos' } },
      {},
    );
    if (!saved.ok) throw new Error(saved.reason);
    expect(prices(await entry('headlight_restoration'))).toEqual(['Ask us', 'Pregúntenos']);

    const undone = await store.restore(before, { ...before, rows: saved.rows }, ['price']);
    expect(undone.ok).toBe(true);
    expect(prices(await entry('headlight_restoration'))).toEqual(['40', '40']);
  });
});
