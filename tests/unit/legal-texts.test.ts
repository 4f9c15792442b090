import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/i18n/index.ts';
import { legalTexts, type LegalPage } from '../../src/i18n/legal.ts';

const texts = (page: LegalPage) => [
  page.description,
  page.intro,
  ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe.each(sitePages)('the %s page texts', (name) => {
  const [en, es] = [legalTexts.en[name], legalTexts.es[name]];

  it('have the same sections and placeholders in English and Spanish', () => {
    expect(es.sections.map((s) => s.paragraphs.length)).toEqual(
      en.sections.map((s) => s.paragraphs.length),
    );
    expect(texts(es).map(placeholders)).toEqual(texts(en).map(placeholders));
  });

  it('contain no HTML and only placeholders the page fills', () => {
    for (const text of [...texts(en), ...texts(es)]) {
      expect(text).not.toMatch(/[<>]/);
      for (const name of placeholders(text))
        expect(['company', 'mapHost', 'methods', 'months']).toContain(name);
    }
  });
});

describe('the privacy policy', () => {
  it('says in both languages what the site keeps and where', () => {
    const facts = {
      en: ['no analytics', 'no cookies', 'local storage', 'Netlify', 'Supabase', '{mapHost}'],
      es: [
        'no tiene analítica',
        'no instala cookies',
        'almacenamiento local',
        'Netlify',
        'Supabase',
        '{mapHost}',
      ],
    };
    for (const lang of ['en', 'es'] as const) {
      const all = texts(legalTexts[lang].privacy).join(' ');
      for (const fact of facts[lang]) expect(all, `${lang}: ${fact}`).toContain(fact);
    }
  });
});
