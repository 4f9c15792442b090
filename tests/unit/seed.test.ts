import { icons } from 'lucide';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import {
  languages,
  seedTables,
  settingKeys,
  type SeedContent,
} from '../../src/lib/content/schema.ts';
import { tableSchemas } from '../../src/lib/schemas/index.ts';

type Row = Record<string, unknown>;
const rowsOf = (table: keyof SeedContent): Row[] => seedContent[table] as unknown as Row[];
const byLanguage = <T extends { language: string }>(rows: T[], language: string) =>
  rows.filter((row) => row.language === language);

/** Every string inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('seed content', () => {
  it.each(seedTables.map(({ table }) => table))('has %s rows that all validate', (table) => {
    const rows = rowsOf(table);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const result = tableSchemas[table].safeParse(row);
      expect(result.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
      // The schema would silently drop unknown columns; the seeder would not.
      expect(Object.keys(result.data as object).sort()).toEqual(Object.keys(row).sort());
    }
  });

  it.each(seedTables.map(({ table, key }) => [table, key] as const))(
    'has no two %s rows with the same natural key',
    (table, key) => {
      const keys = rowsOf(table).map((row) => key.map((column) => row[column]).join('|'));
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it.each(seedTables.filter(({ key }) => key.includes('language' as never)))(
    'has the same $table keys in English and Spanish',
    ({ table, key }) => {
      const otherColumns = key.filter((column) => column !== 'language');
      const keysIn = (language: string) =>
        rowsOf(table)
          .filter((row) => row.language === language)
          .map((row) => otherColumns.map((column) => row[column]).join('|'))
          .sort();
      expect(keysIn('en').length).toBeGreaterThan(0);
      expect(keysIn('es')).toEqual(keysIn('en'));
    },
  );

  it("has the product's row counts, per language", () => {
    for (const language of languages) {
      expect(byLanguage(seedContent.hero_content, language)).toHaveLength(1);
      expect(byLanguage(seedContent.service_packages, language)).toHaveLength(3);
      expect(byLanguage(seedContent.additional_services, language)).toHaveLength(6);
      expect(byLanguage(seedContent.about_sections, language)).toHaveLength(4);
      expect(byLanguage(seedContent.testimonials, language)).toHaveLength(3);
      expect(byLanguage(seedContent.faq_items, language)).toHaveLength(4);
    }
    expect(seedContent.social_links.map((link) => link.platform).sort()).toEqual([
      'facebook',
      'instagram',
    ]);
  });

  it('sets every site setting the landing page reads, and no others', () => {
    expect(seedContent.site_settings.map((setting) => setting.key).sort()).toEqual(
      [...settingKeys].sort(),
    );
    for (const setting of seedContent.site_settings) expect(setting.value.trim()).not.toBe('');
    const value = (key: string) => seedContent.site_settings.find((s) => s.key === key)?.value;
    // A placeholder partner link would send visitors to a page that is not the partner's.
    expect(value('ceramic_partner_url')).toBeUndefined();
    expect(value('map_embed_url')).toMatch(/^https:\/\/(www\.google\.com|maps\.google\.com)\//);
  });

  it('prices the packages as the price list does, identically in both languages', () => {
    const expected = {
      silver: ['140', '170', '180'],
      gold: ['180', '210', '220'],
      platinum: ['220', '255', '265'],
    };
    for (const row of seedContent.service_packages) {
      expect([row.price_sedan, row.price_suv_2row, row.price_suv_3row]).toEqual(
        expected[row.package_type],
      );
    }
    const durations = (language: string) =>
      byLanguage(seedContent.service_packages, language).map((row) =>
        row.duration.replace(/[^\d–-]/g, ''),
      );
    expect(durations('en')).toEqual(['1–2', '2–3', '3–5']);
    expect(durations('es')).toEqual(durations('en'));
  });

  it('prices the add-ons as the price list does, identically in both languages', () => {
    const expected: Record<string, Record<string, string>> = {
      headlight_restoration: { en: '40', es: '40' },
      clay_bar: { en: '30', es: '30' },
      hand_wax: { en: '45-60', es: '45-60' },
      buffer_wax: { en: '60-100', es: '60-100' },
      one_step_polish: { en: '200-300', es: '200-300' },
      pet_hair_sand_removal: { en: 'Additional Fee', es: 'Cargo adicional' },
    };
    const actual: Record<string, Record<string, string>> = {};
    for (const row of seedContent.additional_services) {
      actual[row.service_key] = { ...actual[row.service_key], [row.language]: row.price };
    }
    expect(actual).toEqual(expected);
  });

  it('keeps language-independent columns equal across languages', () => {
    const pairs = <T extends { language: string }>(rows: T[], key: (row: T) => string) =>
      byLanguage(rows, 'en').map(
        (en) => [en, rows.find((r) => r.language === 'es' && key(r) === key(en))] as const,
      );
    for (const [en, es] of pairs(seedContent.additional_services, (r) => r.service_key)) {
      expect([es?.icon_name, es?.display_order]).toEqual([en.icon_name, en.display_order]);
    }
    for (const [en, es] of pairs(seedContent.service_packages, (r) => r.package_type)) {
      expect([es?.display_order, es?.features.length]).toEqual([
        en.display_order,
        en.features.length,
      ]);
    }
    for (const [en, es] of pairs(seedContent.about_sections, (r) => r.section_key)) {
      expect([es?.emoji, es?.display_order]).toEqual([en.emoji, en.display_order]);
    }
    for (const [en, es] of pairs(seedContent.testimonials, (r) => r.testimonial_key)) {
      expect([es?.author_name, es?.rating]).toEqual([en.author_name, en.rating]);
    }
  });

  it('names add-on icons that exist in Lucide', () => {
    for (const row of seedContent.additional_services) {
      expect(Object.keys(icons), row.icon_name).toContain(row.icon_name);
    }
  });

  it('orders packages silver, gold, platinum and rates every testimonial 5', () => {
    const order = byLanguage(seedContent.service_packages, 'en')
      .sort((a, b) => a.display_order - b.display_order)
      .map((row) => row.package_type);
    expect(order).toEqual(['silver', 'gold', 'platinum']);
    expect(seedContent.testimonials.every((row) => row.rating === 5)).toBe(true);
  });

  it('publishes every row and has no images yet', () => {
    for (const { table } of seedTables) {
      if (table === 'site_settings') continue;
      for (const row of rowsOf(table)) expect(row.is_active).toBe(true);
    }
    expect(seedContent.hero_content.every((row) => row.background_image_url === null)).toBe(true);
    expect(seedContent.service_packages.every((row) => row.image_url === null)).toBe(true);
  });

  it('contains no HTML and no stray whitespace in any text', () => {
    for (const text of strings(seedContent)) {
      expect(text).not.toMatch(/[<>]/);
      expect(text).toBe(text.trim());
    }
  });

  it('writes the Spanish rows in Spanish rather than copying the English text', () => {
    const translated: [keyof SeedContent, string[], string[]][] = [
      ['hero_content', [], ['title', 'subtitle', 'description', 'cta_primary_text']],
      ['service_packages', ['package_type'], ['title', 'label', 'description', 'features']],
      ['additional_services', ['service_key'], ['name', 'description']],
      ['about_sections', ['section_key'], ['title', 'description']],
      ['testimonials', ['testimonial_key'], ['content']],
      ['faq_items', ['faq_key'], ['question', 'answer']],
    ];
    for (const [table, key, columns] of translated) {
      const rows = rowsOf(table);
      for (const es of rows.filter((row) => row.language === 'es')) {
        const en = rows.find((row) => row.language === 'en' && key.every((k) => row[k] === es[k]));
        for (const column of columns) {
          expect(es[column], `${table}.${column}`).not.toEqual(en?.[column]);
        }
      }
    }
    expect(
      byLanguage(seedContent.faq_items, 'es').every((row) => row.question.startsWith('¿')),
    ).toBe(true);
  });
});
