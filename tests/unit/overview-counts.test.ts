import { describe, expect, it } from 'vitest';
import { countEntries, languagesKey } from '../../src/lib/data/entry-counts.ts';
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
    expect(byKey(rows)).toEqual({ entries: 3, needsSpanish: 0 });
  });

  it('counts an English-only entry and one switched off in Spanish only as needing Spanish', () => {
    const rows = [
      row('a', 'en'),
      row('a', 'es'),
      row('b', 'en'),
      row('c', 'en'),
      row('c', 'es', false),
    ];
    expect(byKey(rows)).toEqual({ entries: 3, needsSpanish: 2 });
  });

  it('does not count an entry switched off in both languages as needing Spanish', () => {
    expect(byKey([row('a', 'en', false), row('a', 'es', false)])).toEqual({
      entries: 1,
      needsSpanish: 0,
    });
  });
});

describe('languagesKey', () => {
  it('says "in 2 languages" or how many miss Spanish', () => {
    expect(languagesKey({ entries: 4, needsSpanish: 0 })).toBe('bothLanguages');
    expect(languagesKey({ entries: 4, needsSpanish: 1 })).toBe('missingSpanish');
    expect(languagesKey({ entries: 0, needsSpanish: 0 })).toBe('noneYet');
  });
});
