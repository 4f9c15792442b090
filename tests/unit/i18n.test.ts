import { describe, expect, it } from 'vitest';
import { en, type UiKey } from '../../src/i18n/en.ts';
import { es } from '../../src/i18n/es.ts';
import {
  dictionaries,
  localePath,
  otherLanguage,
  t,
  useTranslations,
} from '../../src/i18n/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI dictionaries', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(dictionaries))('have no empty or padded %s values', (_lang, dict) => {
    for (const [key, value] of Object.entries(dict)) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).toBe(value.trim());
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as UiKey[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('contain no HTML', () => {
    for (const value of [...Object.values(en), ...Object.values(es)]) {
      expect(value).not.toMatch(/[<>]/);
    }
  });

  it('translate the Spanish strings rather than copying the English ones', () => {
    // Proper names and codes that read the same in both languages.
    const same = new Set<UiKey>(['brand.whatsapp']);
    const copied = (Object.keys(en) as UiKey[]).filter(
      (key) => es[key] === en[key] && !same.has(key),
    );
    expect(copied).toEqual([]);
  });

  it("quote the product's texts verbatim", () => {
    expect(en['notFound.title']).toBe('Oops! Page not found');
    expect(en['footer.servingDmv']).toBe('Serving the DMV Region');
    expect(en['sticky.callNow']).toBe('Call now');
    expect(en['sticky.book']).toBe('Book');
    expect(en['services.extraFees']).toBe('Extra fees apply for dog hair and sand.');
    expect(en['language.switch']).toBe('Español');
    expect(es['language.switch']).toBe('English');
  });
});

describe('t', () => {
  it('returns the string of the requested language', () => {
    expect(t('en', 'nav.home')).toBe('Home');
    expect(t('es', 'nav.home')).toBe('Inicio');
  });

  it('fills every placeholder, numbers included', () => {
    expect(t('en', 'carousel.slideOf', { n: 2, total: 3 })).toBe('Slide 2 of 3');
    expect(t('es', 'carousel.slideOf', { n: 2, total: 3 })).toBe('Diapositiva 2 de 3');
    expect(t('en', 'footer.copyright', { year: 2026, company: 'DMV Mobile Detailing' })).toBe(
      '© 2026 DMV Mobile Detailing. All rights reserved.',
    );
    expect(t('es', 'reviews.stars', { rating: 5 })).toBe('5 de 5 estrellas');
  });

  it('leaves a placeholder without a value visible instead of blanking it', () => {
    expect(t('en', 'carousel.slideOf', { n: 1 })).toBe('Slide 1 of {total}');
    expect(t('en', 'carousel.goTo')).toBe('Go to slide {n}');
  });

  it('does not interpret replacement patterns in values', () => {
    expect(t('en', 'banner.callAria', { phone: '$& $1' })).toBe('Call us at $& $1');
  });

  it('falls back to English, then to the key, for a string a dictionary lacks', () => {
    const spanish = dictionaries.es as Record<string, string>;
    const saved = spanish['nav.home'];
    delete spanish['nav.home'];
    try {
      expect(t('es', 'nav.home')).toBe('Home');
      expect(t('en', 'no.such.key' as UiKey)).toBe('no.such.key');
    } finally {
      spanish['nav.home'] = saved!;
    }
  });

  it('is bound to one language by useTranslations', () => {
    const tEs = useTranslations('es');
    expect(tEs('nav.bookNow')).toBe(es['nav.bookNow']);
    expect(tEs('reviews.stars', { rating: 4 })).toBe('4 de 5 estrellas');
  });
});

describe('language helpers', () => {
  it('switch between English and Spanish', () => {
    expect(otherLanguage('en')).toBe('es');
    expect(otherLanguage('es')).toBe('en');
  });

  it('build landing page paths with an optional section anchor', () => {
    expect(localePath('en')).toBe('/');
    expect(localePath('es')).toBe('/es/');
    expect(localePath('en', 'services')).toBe('/#services');
    expect(localePath('es', '#service-area')).toBe('/es/#service-area');
    expect(localePath('es', '')).toBe('/es/');
  });
});
