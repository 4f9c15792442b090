import { describe, expect, test } from 'vitest';
import english from '../../src/i18n/admin/en/images.ts';
import spanish from '../../src/i18n/admin/es/images.ts';
import { fillPlaceholders } from '../../src/i18n/index.ts';
import type { ImageRow, ImageUse } from '../../src/lib/data/images.ts';
import { deleteQuestion } from '../../src/islands/admin/images/delete-question.ts';

// The Image Library's delete question names each place of the site showing the image once: a
// photo is one for both languages, so its English and Spanish rows are one place.

const textOf =
  (messages: Record<string, string>) =>
  (key: string, vars?: Record<string, string | number>): string =>
    fillPlaceholders(messages[key] ?? key, vars ?? {});
const en = textOf(english);
const es = textOf(spanish);
const image = { id: 'i', url: 'u', key: 'k' } as unknown as ImageRow;

const heroBoth: ImageUse[] = [
  { place: 'hero', language: 'en' },
  { place: 'hero', language: 'es' },
];
const goldBoth: ImageUse[] = [
  { place: 'package', packageType: 'gold', title: 'Gold', language: 'en' },
  { place: 'package', packageType: 'gold', title: 'Oro', language: 'es' },
];

describe('the delete question', () => {
  test('names the hero once, without language codes, in either admin language', () => {
    expect(deleteQuestion(en, { image, usedBy: heroBoth }, 'en')).toBe(
      fillPlaceholders(english.usedBy, {
        places: 'Hero Section',
        effect: english.deleteEffect,
      }),
    );
    expect(deleteQuestion(es, { image, usedBy: heroBoth }, 'es')).toContain(
      'todavía se usa en la portada:',
    );
  });

  test("names a package once, by its title in the admin's language", () => {
    const spanishFirst = [...goldBoth].reverse();
    for (const uses of [goldBoth, spanishFirst]) {
      expect(deleteQuestion(en, { image, usedBy: [...heroBoth, ...uses] }, 'en')).toContain(
        'still used by Hero Section, Gold package:',
      );
      expect(deleteQuestion(es, { image, usedBy: [...uses, ...heroBoth] }, 'es')).toContain(
        'se usa en el paquete Oro, la portada:',
      );
    }
  });

  test("a package with one language's row only is named by that row's title", () => {
    expect(deleteQuestion(en, { image, usedBy: [goldBoth[1]!] }, 'en')).toContain(
      'still used by Oro package:',
    );
  });

  test('an image used nowhere, or whose use could not be checked, says so', () => {
    expect(deleteQuestion(en, { image, usedBy: [] }, 'en')).toBe(english.deleteEffect);
    expect(deleteQuestion(en, { image, usedBy: null }, 'en')).toBe(
      fillPlaceholders(english.usageUnknown, { effect: english.deleteEffect }),
    );
  });
});
