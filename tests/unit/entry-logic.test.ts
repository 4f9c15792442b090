import { describe, expect, it } from 'vitest';
import {
  groupEntries,
  languagesNeeded,
  nextOrder,
  reorderPlan,
  slugify,
  uniqueKey,
  type Entry,
  type EntryRow,
  type Language,
} from '../../src/lib/data/entry-logic.ts';
import { entryTable, mergeEdits, undoPatches } from '../../src/lib/data/entry-table.ts';

type Row = EntryRow & { key: string };

const row = (key: string, language: Language, order: number, active = true): Row => ({
  id: `${key}-${language}`,
  key,
  language,
  display_order: order,
  is_active: active,
  updated_at: '2026-01-01T00:00:00+00:00',
});

const group = (rows: Row[]) =>
  groupEntries(
    rows,
    (r) => r.key,
    (r) => r.language!,
  );

describe('grouping language rows into entries', () => {
  it('puts the English and Spanish rows of one key into one entry, in display order', () => {
    const entries = group([
      row('b', 'en', 1),
      row('a', 'en', 0),
      row('a', 'es', 0),
      row('b', 'es', 1),
    ]);
    expect(entries.map((e) => e.key)).toEqual(['a', 'b']);
    expect(entries[0]!.rows.en!.id).toBe('a-en');
    expect(entries[0]!.rows.es!.id).toBe('a-es');
  });

  it('keeps an entry that exists in one language only', () => {
    const [entry] = group([row('only', 'en', 3)]);
    expect(entry!.rows.es).toBeUndefined();
    expect(entry!.order).toBe(3);
  });

  it('places an entry by the smaller order when its languages disagree', () => {
    const entries = group([row('a', 'en', 5), row('b', 'en', 2), row('a', 'es', 1)]);
    expect(entries.map((e) => [e.key, e.order])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });
});

describe('entries that need a language', () => {
  const [both, missing, hidden, off] = [
    group([row('x', 'en', 0), row('x', 'es', 0)])[0]!,
    group([row('x', 'en', 0)])[0]!,
    group([row('x', 'en', 0), row('x', 'es', 0, false)])[0]!,
    group([row('x', 'en', 0, false), row('x', 'es', 0, false)])[0]!,
  ];
  it('needs nothing when both languages are shown', () => {
    expect(languagesNeeded(both, ['en', 'es'])).toEqual([]);
  });
  it('needs Spanish when the Spanish row is missing', () => {
    expect(languagesNeeded(missing, ['en', 'es'])).toEqual(['es']);
  });
  it('needs Spanish when only the Spanish row is switched off', () => {
    expect(languagesNeeded(hidden, ['en', 'es'])).toEqual(['es']);
  });
  it('needs English when the English row is missing', () => {
    expect(languagesNeeded(group([row('x', 'es', 0)])[0]!, ['en', 'es'])).toEqual(['en']);
  });
  it('needs nothing when the entry is switched off in both languages on purpose', () => {
    expect(languagesNeeded(off, ['en', 'es'])).toEqual([]);
  });
});

describe('keys of new entries', () => {
  it('makes a lower-case slug without accents or punctuation', () => {
    expect(slugify('¿Do you come to my home?')).toBe('do-you-come-to-my-home');
    expect(slugify('Pulido en un paso — ¡ya!')).toBe('pulido-en-un-paso-ya');
  });
  it('falls back to "item" when the name has no letter or digit', () => {
    expect(slugify('¿¡?!')).toBe('item');
  });
  it('keeps slugs short', () => {
    expect(slugify('a'.repeat(100)).length).toBeLessThanOrEqual(48);
  });
  it('numbers a key that is taken, never reusing an existing one', () => {
    expect(uniqueKey('wax', ['clay'])).toBe('wax');
    expect(uniqueKey('wax', ['wax', 'wax-2'])).toBe('wax-3');
  });
  it('puts a new entry after every existing one', () => {
    expect(nextOrder(group([row('a', 'en', 0), row('b', 'en', 7)]))).toBe(8);
    expect(nextOrder([])).toBe(0);
  });
});

describe('reordering', () => {
  const list: Entry[] = group([
    row('a', 'en', 0),
    row('a', 'es', 0),
    row('b', 'en', 1),
    row('b', 'es', 1),
    row('c', 'en', 2),
    row('c', 'es', 2),
  ]);
  it('swaps an entry with the one above it, writing only the two that change', () => {
    expect(reorderPlan(list, 2, -1)).toEqual([
      { key: 'c', order: 1 },
      { key: 'b', order: 2 },
    ]);
  });
  it('does nothing when the move would leave the list', () => {
    expect(reorderPlan(list, 0, -1)).toEqual([]);
    expect(reorderPlan(list, 2, 1)).toEqual([]);
  });
  it('renumbers entries whose languages disagree, so both languages follow the same order', () => {
    const uneven = group([
      row('a', 'en', 0),
      row('a', 'es', 4),
      row('b', 'en', 1),
      row('b', 'es', 1),
    ]);
    expect(reorderPlan(uneven, 0, 1)).toEqual([
      { key: 'b', order: 0 },
      { key: 'a', order: 1 },
    ]);
  });
});

describe('what a save writes', () => {
  const mine = { question: 'Mine?', answer: 'Old answer.' };
  const loaded = { en: { question: 'Old?', answer: 'Old answer.', price: '199' } };

  it('is what was typed, when the rows are as the form was filled from', () => {
    expect(mergeEdits(loaded, loaded, { en: mine }, { price: '205' })).toEqual({
      values: { en: mine },
      shared: { price: '205' },
    });
  });

  it("after Overwrite, is what this person changed over the other's version, and the rest of it", () => {
    const theirs = {
      en: { question: 'Theirs?', answer: 'Their answer.', price: '210' },
      es: { question: '¿Suya?', answer: 'Su respuesta.', price: '210' },
    };
    const origin = { ...loaded, es: { question: '¿Vieja?', answer: 'Vieja.', price: '199' } };
    const typed = { en: mine, es: { question: '¿Vieja?', answer: 'Vieja.' } };
    expect(mergeEdits(origin, theirs, typed, { price: '199' })).toEqual({
      values: {
        en: { question: 'Mine?', answer: 'Their answer.' },
        es: { question: '¿Suya?', answer: 'Su respuesta.' },
      },
      shared: { price: '210' },
    });
  });

  it('writes a language to add as typed', () => {
    const typed = { en: mine, es: { question: '¿Nueva?', answer: 'Nueva.' } };
    expect(mergeEdits(loaded, loaded, typed, undefined).values.es).toEqual(typed.es);
  });
});

describe('what an Undo writes', () => {
  const spanishOnly = (price: string, title: string): Entry => ({
    key: 'gold',
    order: 1,
    rows: { es: { ...row('gold', 'es', 1), title, price_sedan: price } as EntryRow },
  });

  it('puts back the shared prices of an entry written in Spanish only, from its Spanish row', () => {
    const before = spanishOnly('195', 'Oro');
    const after = spanishOnly('205', 'Oro nuevo');
    const packages = { ...entryTable('service_packages'), sharedColumns: ['price_sedan'] };
    expect(undoPatches(packages, ['en', 'es'], before, after, ['title'])).toEqual({
      values: { es: { title: 'Oro' } },
      shared: { price_sedan: '195' },
    });
  });
});
