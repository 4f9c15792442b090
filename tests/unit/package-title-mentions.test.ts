import { describe, expect, it } from 'vitest';
import { mentionsWord, sameWords } from '../../src/lib/content/mentions-word.ts';
import type { LandingText } from '../../src/lib/data/landing-texts.ts';
import { titleMentions } from '../../src/islands/admin/packages/title-mentions.ts';

describe('a title is found in a text', () => {
  it('as a whole word, whatever its case and accents', () => {
    expect(mentionsWord('Todo lo del paquete Oro', 'Oro')).toBe(true);
    expect(mentionsWord('EL PAQUETE ORO, sin duda', 'oro')).toBe(true);
    expect(mentionsWord('El Platino (más que el Óro)', 'Oro')).toBe(true);
    expect(mentionsWord('Lavado básico', 'Basico')).toBe(true);
    expect(mentionsWord('Gold 2–3 hours', 'Gold')).toBe(true);
  });

  it('not inside a longer word', () => {
    expect(mentionsWord('Un brillo de oropel', 'Oro')).toBe(false);
    expect(mentionsWord('El toro', 'Oro')).toBe(false);
    expect(mentionsWord('Golden shine', 'Gold')).toBe(false);
    expect(mentionsWord('Oro2', 'Oro')).toBe(false);
  });

  it('of several words, across any spaces, and never for an empty title', () => {
    expect(mentionsWord('The Gold  Plus\npackage', 'Gold Plus')).toBe(true);
    expect(mentionsWord('The Gold package', 'Gold Plus')).toBe(false);
    expect(mentionsWord('Price (USD) is $195', '(USD)')).toBe(true);
    expect(mentionsWord('Anything', '  ')).toBe(false);
  });
});

describe('a title changed only in case, accents or spaces', () => {
  // Spanish 'Oro' typed anew as 'ORO' showed 'Todavía dice «Oro» en: …' for texts that say it.
  it('is the same words, so every text saying the old title says the new one: no note', () => {
    expect(sameWords('Oro', 'ORO')).toBe(true);
    expect(sameWords('Básico', 'basico')).toBe(true);
    expect(sameWords('Gold Plus', ' gold   PLUS ')).toBe(true);
    expect(mentionsWord('Todo lo del paquete Oro', 'ORO')).toBe(true);
  });

  it('but a title of other words is a rename', () => {
    expect(sameWords('Oro', 'Oro Plus')).toBe(false);
    expect(sameWords('Oro', 'Oropel')).toBe(false);
    expect(sameWords('Gold Plus', 'GoldPlus')).toBe(false);
    expect(sameWords('Oro', '')).toBe(false);
  });
});

const text = (
  kind: LandingText['kind'],
  entryKey: string,
  body: string,
  language: LandingText['language'] = 'en',
  owner?: string,
): LandingText => ({ kind, entryKey, language, text: body, ...(owner ? { owner } : {}) });

describe('where a package’s old title is still written', () => {
  const texts = [
    text('hero', 'hero', 'Gold-standard care'),
    text('packageFeatures', 'gold', 'Everything in the Gold package', 'en', 'Gold'),
    text('packageDescription', 'platinum', 'More than Gold', 'en', 'Platinum'),
    text('packageFeatures', 'platinum', 'Everything in the Gold package', 'en', 'Platinum'),
    text('packageFeatures', 'platinum', 'Todo lo del paquete Oro', 'es', 'Platino'),
    text('review', 'a', 'The Gold package was great'),
    text('review', 'b', 'Gold again. Gold!'),
    text('review', 'c', 'Silver was enough'),
    text('faqQuestion', 'time', 'How long does Gold take?'),
    text('faqAnswer', 'time', 'Gold takes 2–3 hours'),
  ];

  it('names other packages’ parts and counts the entries of every other kind, in that language', () => {
    expect(titleMentions(texts, 'en', 'Gold', 'gold')).toEqual([
      { kind: 'hero', count: 1 },
      { kind: 'packageDescription', count: 1, owner: 'Platinum' },
      { kind: 'packageFeatures', count: 1, owner: 'Platinum' },
      { kind: 'review', count: 2 },
      { kind: 'faqQuestion', count: 1 },
      { kind: 'faqAnswer', count: 1 },
    ]);
    expect(titleMentions(texts, 'es', 'Oro', 'gold')).toEqual([
      { kind: 'packageFeatures', count: 1, owner: 'Platino' },
    ]);
  });

  it('is nowhere when no text says it', () => {
    expect(titleMentions(texts, 'en', 'Bronze', 'gold')).toEqual([]);
    expect(titleMentions(texts, 'es', 'Gold', 'gold')).toEqual([]);
  });
});
