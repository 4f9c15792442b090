import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/i18n/index.ts';
import { legalTexts, type LegalPage } from '../../src/i18n/legal.ts';
import { legalPageText } from '../../src/lib/content/legal-page.ts';
import type { Language, SettingKey } from '../../src/lib/content/schema.ts';
import { parseSiteSettings } from '../../src/lib/content/site-settings.ts';
import { seedContent } from '../../src/seed-content/index.ts';

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
        expect([
          'company',
          'mapHost',
          'methods',
          'months',
          'otherLinks',
          'allLinks',
          'whatsapp',
        ]).toContain(name);
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

describe('legalPageText', () => {
  const seeded = Object.fromEntries(
    seedContent.site_settings.map((s) => [s.key, s.value]),
  ) as Record<SettingKey, string>;
  const settings = (values: Partial<Record<SettingKey, string>>) =>
    parseSiteSettings({ ...seeded, ...values });
  const paragraphs = (page: LegalPage) => page.sections.flatMap((s) => s.paragraphs);
  const owner = settings({
    ceramic_partner_url: 'https://partner.test/quote',
    whatsapp_number: '(571) 555-0142',
  });
  const bare = settings({ ceramic_partner_url: '', whatsapp_number: '' });
  const text = (lang: Language, page: 'privacy' | 'terms', set = owner, socialLinks = 2) =>
    paragraphs(legalPageText(lang, page, { settings: set, socialLinks })).join('\n');

  it('names the partner and the social pages only when the landing page links to them', () => {
    expect(text('en', 'privacy')).toContain(
      'Links to our ceramic coating partner and our social media pages lead to sites',
    );
    expect(text('en', 'terms')).toContain(
      'Links to our ceramic coating partner, our social media pages, and the map lead to sites',
    );
    expect(text('es', 'terms')).toContain(
      'Los enlaces a nuestro socio de recubrimiento cerámico, a nuestras redes sociales y al mapa llevan',
    );
    expect(text('en', 'privacy', bare)).toContain('Links to our social media pages lead');
    expect(text('en', 'privacy', bare, 0)).not.toContain('Links to');
    expect(text('es', 'privacy', bare, 0)).not.toContain('Los enlaces');
    expect(text('en', 'terms', bare, 0)).toContain('Links to the map lead to sites');
    expect(text('es', 'terms', bare, 0)).toContain('Los enlaces al mapa llevan');
  });

  it('speaks of WhatsApp, with the number, only when the owner has set one', () => {
    expect(text('en', 'privacy')).toContain('If you write to us on WhatsApp ((571) 555-0142)');
    expect(text('es', 'privacy')).toContain('Si nos escribe por WhatsApp ((571) 555-0142)');
    for (const lang of ['en', 'es'] as const) {
      expect(text(lang, 'privacy', bare)).not.toContain('WhatsApp');
      expect(text(lang, 'privacy', bare)).toContain('Netlify');
    }
  });

  it('leaves no placeholder unfilled, whatever is set', () => {
    for (const lang of ['en', 'es'] as const)
      for (const page of sitePages)
        for (const set of [owner, bare])
          for (const socialLinks of [0, 3]) {
            const filled = legalPageText(lang, page, { settings: set, socialLinks });
            expect(texts(filled).join(' ')).not.toMatch(/[{}]/);
            expect(filled.description).toContain(set.company_name);
          }
  });
});
