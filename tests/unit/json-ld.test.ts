import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import {
  businessJsonLd,
  openingHoursSpecification,
  postalAddress,
  serializeJsonLd,
  startingPrice,
} from '../../src/lib/content/json-ld.ts';
import type { Language, SettingKey } from '../../src/lib/content/schema.ts';
import { parseSiteSettings } from '../../src/lib/content/site-settings.ts';
import type { LandingContent } from '../../src/lib/content/load-content.ts';
import { defaultServiceArea, servedTowns } from '../../src/lib/content/service-area.ts';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, whatever the database holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = serializeJsonLd({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });
});

describe('startingPrice', () => {
  it('picks the cheapest sedan price by amount, not by text', async () => {
    const { seedContent } = await import('../../src/seed-content/index.ts');
    const packages = seedContent.service_packages
      .filter((p) => p.language === 'en')
      .map((p, i) => ({ ...p, price_sedan: ['1200', '95', '140'][i]! }));
    expect(startingPrice(packages)).toBe('$95');
    expect(startingPrice([])).toBeUndefined();
  });
});

describe('openingHoursSpecification', () => {
  it('gives one specification per time span with its days, leaving closed days out', () => {
    expect(
      openingHoursSpecification([
        { days: ['sa'], opens: '09:00', closes: '14:00' },
        { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '19:00' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '14:00',
      },
    ]);
  });

  it('merges intervals with the same hours and keeps a midday break as two spans', () => {
    const specs = openingHoursSpecification([
      { days: ['mo'], opens: '13:00', closes: '17:00' },
      { days: ['mo'], opens: '08:00', closes: '12:00' },
      { days: ['tu'], opens: '08:00', closes: '12:00' },
    ]);
    expect(specs.map((s) => [s.dayOfWeek, s.opens, s.closes])).toEqual([
      [['Monday', 'Tuesday'], '08:00', '12:00'],
      [['Monday'], '13:00', '17:00'],
    ]);
  });
});

describe('businessJsonLd', () => {
  beforeAll(() => vi.stubEnv('CONTENT_SOURCE', 'seed'));
  afterAll(() => vi.unstubAllEnvs());
  const build = async (
    lang: Language,
    settings: Partial<Record<SettingKey, string>> = {},
    edit: (content: LandingContent) => Partial<LandingContent> = () => ({}),
  ) => {
    const { loadLandingContent } = await import('../../src/lib/content/load-content.ts');
    const loaded = await loadLandingContent(lang);
    const content = { ...loaded, ...edit(loaded) };
    const values = {
      ...Object.fromEntries(seedContent.site_settings.map((s) => [s.key, s.value])),
    };
    const merged = { ...values, ...settings } as Record<SettingKey, string>;
    return businessJsonLd(lang, { ...content, settings: parseSiteSettings(merged) }, 'u', 'i');
  };

  it('states the hours and payments of the settings, payments in the page language', async () => {
    const [en, es] = [await build('en'), await build('es')];
    expect(en.openingHoursSpecification).toEqual(es.openingHoursSpecification);
    expect(en.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '19:00',
      },
    ]);
    expect(en.paymentAccepted).toBe('Cash, Cards, Venmo, Zelle, Apple Pay');
    expect(es.paymentAccepted).toBe('Efectivo, Tarjetas, Venmo, Zelle, Apple Pay');
  });

  it('follows an edit of the settings', async () => {
    const data = await build('en', {
      opening_hours: '[{"days":["tu","we"],"opens":"10:00","closes":"16:00"}]',
      payment_methods: '["zelle","cash"]',
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday'],
        opens: '10:00',
        closes: '16:00',
      },
    ]);
    expect(data.paymentAccepted).toBe('Zelle, Cash');
  });

  it('writes the price range as the site writes amounts, and no sameAs without social links', async () => {
    const seeded = await build('en');
    expect(seeded.priceRange).toBe('$140-$265');
    expect(seeded.sameAs).toEqual([
      expect.stringContaining('facebook.com'),
      expect.stringContaining('instagram.com'),
    ]);
    const edited = await build('en', {}, (content) => ({
      social: [],
      packages: content.packages.map((p) => ({
        ...p,
        price_sedan: '19.5',
        price_suv_3row: '99999.99',
      })),
    }));
    expect(edited.priceRange).toBe('$19.50-$99,999.99');
    expect(edited).not.toHaveProperty('sameAs');
  });

  it('names no language, address or coordinates the settings do not give', async () => {
    const data = await build('en');
    expect(data).not.toHaveProperty('inLanguage');
    expect(data).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('geo');
  });

  it('gives the full postal address and the coordinates once the owner has set them', async () => {
    const data = await build('es', {
      street_address: '4200 Lee Hwy, Arlington, VA 22207',
      map_embed_url:
        'https://www.openstreetmap.org/export/embed.html?bbox=-77.2,38.8,-77.0,38.9&marker=38.8981,-77.1108',
    });
    expect(data.address).toEqual(postalAddress('4200 Lee Hwy, Arlington, VA 22207'));
    expect(data.address).toHaveProperty('postalCode', '22207');
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 38.8981, longitude: -77.1108 });
  });

  it('serves the areas and towns of the settings, each typed, in the page language', async () => {
    const es = (await build('es')).areaServed as Record<string, unknown>[];
    expect(es.slice(0, 3)).toEqual([
      { '@type': 'City', name: 'Washington D.C.' },
      { '@type': 'Place', name: 'Norte de Virginia' },
      { '@type': 'Place', name: 'Maryland' },
    ]);
    expect(es.slice(3).map((place) => place.name)).toEqual(servedTowns(defaultServiceArea));
    expect(es.find((place) => place.name === 'Bethesda')).toEqual({
      '@type': 'City',
      name: 'Bethesda',
      containedInPlace: { '@type': 'Place', name: 'Maryland' },
    });
  });

  it('follows a town the owner adds', async () => {
    const areas = [{ en: 'Loudoun County', es: 'Condado de Loudoun', towns: ['Leesburg'] }];
    const en = (await build('en', { service_area: JSON.stringify(areas) })).areaServed;
    expect(en).toEqual([
      { '@type': 'Place', name: 'Loudoun County' },
      {
        '@type': 'City',
        name: 'Leesburg',
        containedInPlace: { '@type': 'Place', name: 'Loudoun County' },
      },
    ]);
  });
});
