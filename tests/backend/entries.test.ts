import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicePackages } from '../../src/seed-content/packages.ts';
import { faqItems } from '../../src/seed-content/faqs.ts';
import type { EntryStore, EntryRow } from '../../src/lib/data/entries.ts';
import { mergeEdits } from '../../src/lib/data/entry-table.ts';
import {
  client,
  signedInClientModule,
  signedInUser,
  startBackend,
  type TestBackend,
} from './support.ts';

/**
 * The entry pattern's data side (src/lib/data/entries.ts) with the real supabase-js against the
 * real local backend: the migrations' price-sync triggers, RLS and updated_at stamps all run.
 */

type Entries = typeof import('../../src/lib/data/entries.ts');
type Row = EntryRow & Record<string, unknown>;

let backend: TestBackend;
let admin: SupabaseClient;
let visitor: SupabaseClient;
let entries: Entries;

beforeAll(async () => {
  backend = await startBackend();
  admin = (await signedInClientModule(backend, 'entries-admin', true))
    .supabase as unknown as SupabaseClient;
  entries = await import('../../src/lib/data/entries.ts');
  const service = client(backend, backend.serviceRoleKey);
  for (const [table, rows] of [
    ['service_packages', servicePackages],
    ['faq_items', faqItems],
  ] as const) {
    const { error } = await service.from(table).insert(rows as never);
    if (error) throw new Error(`${table}: ${error.message}`);
  }
  visitor = (await signedInUser(backend, 'entries-visitor')).supabase;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend.cleanup();
});

const packages = (c: SupabaseClient) =>
  entries.entryStore<Row>(
    {
      table: 'service_packages',
      keyColumn: 'package_type',
      bilingual: true,
      ordered: true,
      sharedColumns: ['price_sedan', 'price_suv_2row', 'price_suv_3row'],
    },
    c,
  );
const faqs = (c: SupabaseClient) =>
  entries.entryStore<Row>(
    {
      table: 'faq_items',
      keyColumn: 'faq_key',
      nameColumn: 'question',
      bilingual: true,
      ordered: true,
    },
    c,
  );

async function entry(store: EntryStore<Row>, key: string) {
  const found = (await store.list()).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
}

describe('saving an entry', () => {
  it('saves both languages and a new price at once, though the price sync touches the other row', async () => {
    const store = packages(admin);
    const gold = await entry(store, 'gold');
    const result = await store.save(
      gold,
      { en: { title: 'Gold EN new' }, es: { title: 'Oro ES nuevo' } },
      { price_sedan: '$181', price_suv_2row: '$211', price_suv_3row: '$221' },
    );
    expect(result.ok).toBe(true);
    const now = await entry(store, 'gold');
    expect([now.rows.en!.title, now.rows.es!.title]).toEqual(['Gold EN new', 'Oro ES nuevo']);
    expect([now.rows.en!.price_sedan, now.rows.es!.price_sedan]).toEqual(['181', '181']);
    // The rows handed back hold what was stored, in both languages.
    expect([result.rows.en!.price_sedan, result.rows.es!.price_sedan]).toEqual(['181', '181']);
    // The baselines the save hands back are the rows' real ones: a second save (Undo) passes.
    expect(result.rows.en!.updated_at).toBe(now.rows.en!.updated_at);
    expect(result.rows.es!.updated_at).toBe(now.rows.es!.updated_at);
    const again = await store.save(
      { ...now, rows: result.rows },
      { en: { title: 'Gold' }, es: { title: 'Oro' } },
      { price_sedan: '$180', price_suv_2row: '$210', price_suv_3row: '$220' },
    );
    expect(again.ok).toBe(true);
  });

  it('refuses a save over a change made since it was read, and carries the other version', async () => {
    const store = packages(admin);
    const silver = await entry(store, 'silver');
    await admin.from('service_packages').update({ title: 'Theirs' }).eq('id', silver.rows.es!.id);
    const result = await store.save(silver, { en: { title: 'Mine EN' }, es: { title: 'Mine ES' } });
    expect(result).toMatchObject({ ok: false, reason: 'conflict', slot: 'es' });
    if (result.ok || result.reason !== 'conflict') return;
    expect(result.current.title).toBe('Theirs');
    // Checked before any write: the English row is untouched too.
    const now = await entry(store, 'silver');
    expect(now.rows.es!.title).toBe('Theirs');
    expect(now.rows.en!.title).toBe(silver.rows.en!.title);
    expect(result.rows.en).toEqual(silver.rows.en);
  });

  it('keeps the rows saved before a later one fails as the new baseline', async () => {
    const store = packages(admin);
    const gold = await entry(store, 'gold');
    // A Spanish title the table refuses (blank): English is saved, Spanish fails.
    const result = await store.save(gold, { en: { title: 'Gold saved' }, es: { title: ' ' } });
    expect(result).toMatchObject({ ok: false, reason: 'failed', slot: 'es' });
    if (result.ok) return;
    expect(result.rows.en!.title).toBe('Gold saved');
    const retry = await store.save(
      { ...gold, rows: result.rows },
      { en: { title: 'Gold' }, es: { title: gold.rows.es!.title } },
    );
    expect(retry.ok).toBe(true);
  });

  it('tells a deleted row apart from a conflict', async () => {
    const store = faqs(admin);
    const [first] = await store.list();
    await admin.from('faq_items').delete().eq('id', first!.rows.es!.id);
    const result = await store.save(first!, { es: { question: 'Gone?' } });
    expect(result).toMatchObject({ ok: false, reason: 'deleted', slot: 'es' });
  });

  it("answers a non-admin's write with the database's refusal, changing nothing", async () => {
    const list = await faqs(admin).list();
    const target = list.at(-1)!;
    const result = await faqs(visitor).save(target, { en: { question: 'Hacked' } });
    expect(result).toMatchObject({ ok: false, reason: 'failed', slot: 'en' });
    const now = await entry(faqs(admin), target.key);
    expect(now.rows.en!.question).toBe(target.rows.en!.question);
  });

  it('inserts a missing Spanish version under the same key (Copy from English)', async () => {
    const store = faqs(admin);
    const target = (await store.list())[1]!;
    await admin.from('faq_items').delete().eq('id', target.rows.es!.id);
    const half = await entry(store, target.key);
    expect(half.rows.es).toBeUndefined();
    const result = await store.save(half, {
      en: { question: half.rows.en!.question },
      es: { question: 'Pregunta', answer: 'Respuesta', is_active: true },
    });
    expect(result.ok).toBe(true);
    const now = await entry(store, half.key);
    expect(now.rows.es).toMatchObject({
      question: 'Pregunta',
      display_order: half.rows.en!.display_order,
    });
  });
});

/** What an entry dialog saves: every column of its form, for each language. */
const faqForm = (found: { rows: Partial<Record<string, Row>> }, edits: Record<string, string>) =>
  Object.fromEntries(
    (['en', 'es'] as const).map((slot) => {
      const row = found.rows[slot]!;
      return [
        slot,
        {
          question: edits[slot] ?? row.question,
          answer: row.answer,
          is_active: row.is_active,
        },
      ];
    }),
  );

describe('two people editing one entry', () => {
  it('a save leaves a language whose values did not change alone, and one Overwrite saves the other tab', async () => {
    const store = faqs(admin);
    const tabA = await entry(store, 'payment');
    const tabB = await entry(store, 'payment');

    // Tab B changes only the English question; its form still holds both languages.
    const byB = await store.save(tabB, faqForm(tabB, { en: 'B: how can I pay?' }));
    expect(byB.ok).toBe(true);
    const afterB = await entry(store, 'payment');
    expect(afterB.rows.es).toEqual(tabA.rows.es);

    // Tab A's English save is refused over B's English, and names English only.
    const mine = faqForm(tabA, { en: 'A: how can I pay?' });
    const refused = await store.save(tabA, mine);
    expect(refused).toMatchObject({ ok: false, reason: 'conflict', slot: 'en' });
    if (refused.ok || refused.reason !== 'conflict') return;
    expect(Object.keys(refused.theirs ?? {})).toEqual(['en']);

    // Overwrite: checked against their version, the next save goes through at once.
    const theirs = refused.theirs ?? { [refused.slot]: refused.current };
    const overwritten = await store.save({ ...tabA, rows: { ...refused.rows, ...theirs } }, mine);
    expect(overwritten).toMatchObject({ ok: true });
    const now = await entry(store, 'payment');
    expect(now.rows.en!.question).toBe('A: how can I pay?');
    expect(now.rows.es).toEqual(tabA.rows.es);
  });

  it('a conflict names every language changed elsewhere, and one Overwrite replaces both, prices synced', async () => {
    const store = packages(admin);
    const tabA = await entry(store, 'silver');
    const tabB = await entry(store, 'silver');
    const prices = (sedan: string) => ({
      price_sedan: sedan,
      price_suv_2row: tabA.rows.en!.price_suv_2row,
      price_suv_3row: tabA.rows.en!.price_suv_3row,
    });
    const byB = await store.save(tabB, { en: { title: 'Silver B' }, es: { title: 'Plata B' } });
    expect(byB.ok).toBe(true);

    const mine = { en: { title: 'Silver A' }, es: { title: 'Plata A' } };
    const refused = await store.save(tabA, mine, prices('$77'));
    expect(refused).toMatchObject({ ok: false, reason: 'conflict', slot: 'en' });
    if (refused.ok || refused.reason !== 'conflict') return;
    expect(refused.theirs).toMatchObject({ en: { title: 'Silver B' }, es: { title: 'Plata B' } });

    const overwritten = await store.save(
      { ...tabA, rows: { ...refused.rows, ...refused.theirs } },
      mine,
      prices('$77'),
    );
    expect(overwritten.ok).toBe(true);
    const now = await entry(store, 'silver');
    expect([now.rows.en!.title, now.rows.es!.title]).toEqual(['Silver A', 'Plata A']);
    expect([now.rows.en!.price_sedan, now.rows.es!.price_sedan]).toEqual(['77', '77']);
    if (!overwritten.ok) return;
    // Handed back as stored, so Undo (a checked save from them) goes through.
    expect(overwritten.rows.en).toEqual(now.rows.en);
    expect(overwritten.rows.es).toEqual(now.rows.es);
  });

  it('a price changed elsewhere makes every language theirs, and Overwrite writes only what was typed over them', async () => {
    const store = packages(admin);
    const tabA = await entry(store, 'gold');
    const tabB = await entry(store, 'gold');
    const prices = (sedan: unknown) => ({
      price_sedan: sedan,
      price_suv_2row: tabA.rows.en!.price_suv_2row,
      price_suv_3row: tabA.rows.en!.price_suv_3row,
    });
    const form = (rows: typeof tabA.rows) => ({
      en: { title: rows.en!.title, label: rows.en!.label },
      es: { title: rows.es!.title, label: rows.es!.label },
    });
    // B: a new sedan price (copied to both languages) and a new Spanish title.
    const byB = await store.save(
      tabB,
      { ...form(tabB.rows), es: { ...form(tabB.rows).es, title: 'Oro B' } },
      prices('$205'),
    );
    expect(byB.ok).toBe(true);

    // A changed only the English label; the form holds everything else as A read it.
    const typed = { ...form(tabA.rows), en: { ...form(tabA.rows).en, label: 'Loved by A' } };
    const shared = prices(tabA.rows.en!.price_sedan);
    const refused = await store.save(tabA, typed, shared);
    expect(refused).toMatchObject({ ok: false, reason: 'conflict', slot: 'en' });
    if (refused.ok || refused.reason !== 'conflict') return;
    expect(refused.theirs).toMatchObject({ en: { price_sedan: '205' }, es: { title: 'Oro B' } });

    // Overwrite, as the dialog does it: what A changed, over their rows.
    const theirs = { ...refused.rows, ...refused.theirs };
    const merged = mergeEdits(tabA.rows, theirs, typed, shared);
    const overwritten = await store.save({ ...tabA, rows: theirs }, merged.values, merged.shared);
    expect(overwritten.ok).toBe(true);
    const now = await entry(store, 'gold');
    expect([now.rows.en!.label, now.rows.en!.title, now.rows.es!.title]).toEqual([
      'Loved by A',
      tabA.rows.en!.title,
      'Oro B',
    ]);
    expect([now.rows.en!.price_sedan, now.rows.es!.price_sedan]).toEqual(['205', '205']);
  });

  it('a changed price reaches both languages though no text changed; an unchanged one touches neither', async () => {
    const store = packages(admin);
    const before = await entry(store, 'silver');
    const titles = { en: { title: before.rows.en!.title }, es: { title: before.rows.es!.title } };
    const price = (sedan: unknown) => ({
      price_sedan: sedan,
      price_suv_2row: before.rows.en!.price_suv_2row,
      price_suv_3row: before.rows.en!.price_suv_3row,
    });
    const same = await store.save(before, titles, price(before.rows.en!.price_sedan));
    expect(same.ok).toBe(true);
    expect(await entry(store, 'silver')).toEqual(before);

    const repriced = await store.save(before, titles, price('$66'));
    expect(repriced.ok).toBe(true);
    const now = await entry(store, 'silver');
    expect([now.rows.en!.price_sedan, now.rows.es!.price_sedan]).toEqual(['66', '66']);
    if (repriced.ok) expect(repriced.rows).toEqual(now.rows);
  });
});

describe('one language failing', () => {
  it('when the English write fails, the Spanish one and the new price are still saved', async () => {
    const store = packages(admin);
    const before = await entry(store, 'silver');
    const price = {
      price_sedan: '$55',
      price_suv_2row: before.rows.en!.price_suv_2row,
      price_suv_3row: before.rows.en!.price_suv_3row,
    };
    // An English title the table refuses (blank), a valid Spanish one.
    const result = await store.save(
      before,
      { en: { title: ' ' }, es: { title: 'Plata guardada' } },
      price,
    );
    expect(result).toMatchObject({ ok: false, reason: 'failed', slot: 'en' });
    if (result.ok) return;
    const now = await entry(store, 'silver');
    expect(now.rows.es!.title).toBe('Plata guardada');
    expect(now.rows.en!.title).toBe(before.rows.en!.title);
    expect([now.rows.en!.price_sedan, now.rows.es!.price_sedan]).toEqual(['55', '55']);
    // The rows handed back are the new baseline: Spanish saved, English as stored (its price
    // copied by the database), so the retry of English alone goes through.
    expect(result.rows).toEqual(now.rows);
    const retry = await store.save(
      { ...before, rows: result.rows },
      { en: { title: 'Silver retried' }, es: { title: 'Plata guardada' } },
      // As the form gives it (its schema normalises a typed '$55').
      { ...price, price_sedan: '55' },
    );
    expect(retry.ok).toBe(true);
    expect((await entry(store, 'silver')).rows.es).toEqual(now.rows.es);
  });
});

describe('undo', () => {
  it('writes the previous values and prices back', async () => {
    const store = packages(admin);
    const before = await entry(store, 'platinum');
    const saved = await store.save(
      before,
      { en: { title: 'Plat EN' }, es: { title: 'Plat ES' } },
      { price_sedan: '$999', price_suv_2row: '$998', price_suv_3row: '$997' },
    );
    if (!saved.ok) throw new Error(saved.reason);
    const undone = await store.restore(before, { ...before, rows: saved.rows }, ['title']);
    expect(undone.ok).toBe(true);
    const now = await entry(store, 'platinum');
    expect([now.rows.en!.title, now.rows.es!.title]).toEqual([
      before.rows.en!.title,
      before.rows.es!.title,
    ]);
    expect(now.rows.es!.price_sedan).toBe(before.rows.es!.price_sedan);
  });
});

describe('adding, moving and deleting', () => {
  it('adds both languages under a key made from the English question, after the others', async () => {
    const store = faqs(admin);
    const existing = await store.list();
    const values = {
      en: { question: 'Do you wash engines?', answer: 'Yes.', is_active: true },
      es: { question: '¿Lavan motores?', answer: 'Sí.', is_active: true },
    };
    const added = await store.create(values, existing);
    expect(added.key).toBe('do-you-wash-engines');
    expect(added.rows.es!.question).toBe('¿Lavan motores?');
    const { key: second } = await store.create(values, await store.list());
    expect(second).toBe('do-you-wash-engines-2');
    const list = await store.list();
    expect(list.at(-1)!.key).toBe(second);
    expect(list.at(-1)!.rows.es!.question).toBe('¿Lavan motores?');
    // The entry as the add resolved it is the entry as the list reads it.
    expect(list.find((entry) => entry.key === added.key)).toEqual(added);
  });

  it('adds an entry written in Spanish only under a key made from its Spanish question; it moves, takes its English later and goes', async () => {
    const store = faqs(admin);
    const spanish = { question: '¿Lavan barcos?', answer: 'Todavía no.', is_active: true };
    const { key } = await store.create({ es: spanish }, await store.list());
    expect(key).toBe('lavan-barcos');
    let list = await store.list();
    expect(list.at(-1)!.key).toBe(key);
    expect(Object.keys(list.at(-1)!.rows)).toEqual(['es']);

    await store.move(list, list.length - 1, -1);
    list = await store.list();
    const moved = list.at(-2)!;
    expect(moved.key).toBe(key);

    const english = { question: 'Do you wash boats?', answer: 'Not yet.', is_active: true };
    const saved = await store.save(moved, { en: english });
    expect(saved.ok).toBe(true);
    const both = await entry(store, key);
    expect(both.rows.en!.question).toBe('Do you wash boats?');
    expect(both.rows.en!.display_order).toBe(both.rows.es!.display_order);

    await store.remove(both);
    const { data } = await admin.from('faq_items').select('id').eq('faq_key', key);
    expect(data).toEqual([]);
  });

  it('moves an entry up in both languages', async () => {
    const store = faqs(admin);
    const list = await store.list();
    const last = list.at(-1)!.key;
    await store.move(list, list.length - 1, -1);
    const now = await store.list();
    expect(now.at(-2)!.key).toBe(last);
    expect(now.at(-2)!.rows.en!.display_order).toBe(now.at(-2)!.rows.es!.display_order);
  });

  it('deletes both languages of an entry', async () => {
    const store = faqs(admin);
    const target = (await store.list()).at(-1)!;
    await store.remove(target);
    const { data } = await admin.from('faq_items').select('id').eq('faq_key', target.key);
    expect(data).toEqual([]);
  });
});
