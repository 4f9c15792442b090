import { describe, expect, it } from 'vitest';
import { countEntries, languagesNotes } from '../../src/lib/data/entry-counts.ts';
import type { EntryRow, Language } from '../../src/lib/data/entry-logic.ts';

let id = 0;
const row = (key: string, language: Language, active = true) => ({
  id: String(++id),
  updated_at: '2026-11-25T00:00:00Z',
  language,
  is_active: active,
  key,
});
const byKey = (rows: (EntryRow & { key: string })[]) => countEntries(rows, (r) => r.key);

describe('countEntries', () => {
  it('counts a package written in two languages once', () => {
    const rows = ['silver', 'gold', 'platinum'].flatMap((key) => [row(key, 'en'), row(key, 'es')]);
    expect(byKey(rows)).toEqual({ entries: 3, needs: { en: 0, es: 0 } });
  });

  it('counts an English-only entry and one switched off in Spanish only as needing Spanish', () => {
    const rows = [
      row('a', 'en'),
      row('a', 'es'),
      row('b', 'en'),
      row('c', 'en'),
      row('c', 'es', false),
    ];
    expect(byKey(rows)).toEqual({ entries: 3, needs: { en: 0, es: 2 } });
  });

  it('counts a Spanish-only entry and one switched off in English only as needing English', () => {
    const rows = [row('a', 'es'), row('b', 'en', false), row('b', 'es'), row('c', 'en')];
    expect(byKey(rows)).toEqual({ entries: 3, needs: { en: 2, es: 1 } });
  });

  it('does not count an entry switched off in both languages as needing either', () => {
    expect(byKey([row('a', 'en', false), row('a', 'es', false)])).toEqual({
      entries: 1,
      needs: { en: 0, es: 0 },
    });
  });
});

describe('languagesNotes', () => {
  it('says "in 2 languages" or how many miss Spanish', () => {
    expect(languagesNotes({ entries: 4, needs: { en: 0, es: 0 } })).toEqual([
      { key: 'bothLanguages', count: 0 },
    ]);
    expect(languagesNotes({ entries: 4, needs: { en: 0, es: 1 } })).toEqual([
      { key: 'missing.es', count: 1 },
    ]);
    expect(languagesNotes({ entries: 0, needs: { en: 0, es: 0 } })).toEqual([
      { key: 'noneYet', count: 0 },
    ]);
  });

  it('says how many miss English, after those missing Spanish', () => {
    expect(languagesNotes({ entries: 4, needs: { en: 1, es: 0 } })).toEqual([
      { key: 'missing.en', count: 1 },
    ]);
    expect(languagesNotes({ entries: 4, needs: { en: 1, es: 2 } })).toEqual([
      { key: 'missing.es', count: 2 },
      { key: 'missing.en', count: 1 },
    ]);
  });
});
