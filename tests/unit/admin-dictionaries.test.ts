import { describe, expect, test } from 'vitest';

// The admin's dictionaries (src/i18n/admin): every namespace exists in both languages with the same
// keys, no empty text, and the same {placeholders} on both sides.

type Messages = Record<string, string>;
const english = import.meta.glob<Messages>('../../src/i18n/admin/en/*.ts', {
  eager: true,
  import: 'default',
});
const spanish = import.meta.glob<Messages>('../../src/i18n/admin/es/*.ts', {
  eager: true,
  import: 'default',
});
const name = (path: string) => path.replace(/^.*\/(en|es)\//, '');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('both languages have the same namespaces', () => {
  expect(Object.keys(english).length).toBeGreaterThan(0);
  expect(Object.keys(spanish).map(name).sort()).toEqual(Object.keys(english).map(name).sort());
});

describe.each(Object.entries(english).map(([path, messages]) => [name(path), messages] as const))(
  'namespace %s',
  (file, en) => {
    const es = Object.entries(spanish).find(([path]) => name(path) === file)?.[1] ?? {};

    test('has the same keys in Spanish', () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    });

    test('has no empty text and the same placeholders in both languages', () => {
      for (const [key, text] of Object.entries(en)) {
        expect(text.trim(), `en ${key}`).not.toBe('');
        expect(es[key]?.trim(), `es ${key}`).not.toBe('');
        expect(placeholders(es[key] ?? ''), `placeholders of ${key}`).toEqual(placeholders(text));
      }
    });

    test('quotes in Spanish with « », as the rest of the Spanish admin does', () => {
      for (const [key, text] of Object.entries(es)) expect(text, `es ${key}`).not.toMatch(/["“”]/);
    });
  },
);
