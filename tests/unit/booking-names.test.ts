import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { es } from '../../src/i18n/es.ts';
import { heroContent } from '../../src/seed-content/hero.ts';

// Every button that books (nav, menu, bottom bar, package cards) names the action one way per
// language: 'Book' in English, 'Reservar' in Spanish. The English hero keeps 'Schedule Now'
// (docs/product.md#landing-page; owner-edited content), with the same calendar icon and destination.
describe('the booking action', () => {
  it('has one English name in the interface', () => {
    for (const key of ['nav.bookNow', 'sticky.book', 'services.book'] as const) {
      expect(en[key], key).toMatch(/^Book\b/);
    }
    expect(Object.values(en).filter((text) => /\b(Schedule|Agendar)\b/.test(text))).toEqual([]);
  });

  it('has one Spanish name in the interface and in the seeded hero', () => {
    for (const key of ['nav.bookNow', 'sticky.book', 'services.book'] as const) {
      expect(es[key], key).toMatch(/^Reservar\b/);
    }
    expect(Object.values(es).filter((text) => /\b(Agend|Program|Cita)/i.test(text))).toEqual([]);
    const spanishHero = heroContent.find((hero) => hero.language === 'es')!;
    expect(spanishHero.cta_primary_text).toMatch(/^Reservar\b/);
  });

  it('keeps the verbatim Schedule Now label on the English hero', () => {
    expect(heroContent.find((hero) => hero.language === 'en')!.cta_primary_text).toBe(
      'Schedule Now',
    );
  });
});
