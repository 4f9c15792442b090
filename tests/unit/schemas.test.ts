import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedContent } from '../../src/seed-content/index.ts';
import { expenseSchema } from '../../src/lib/schemas/expenses.ts';
import { webAddress } from '../../src/lib/schemas/fields.ts';
import { heroContentSchema } from '../../src/lib/schemas/hero-content.ts';
import { imageMetadataSchema, imageSchema } from '../../src/lib/schemas/images.ts';
import { servicePackageSchema } from '../../src/lib/schemas/service-packages.ts';
import { siteSettingSchema } from '../../src/lib/schemas/site-settings.ts';
import { socialLinkSchema } from '../../src/lib/schemas/social-links.ts';
import { testimonialSchema } from '../../src/lib/schemas/testimonials.ts';

/** The fields a schema refuses in `row` (empty when it accepts the row). */
function refused(schema: z.ZodType, row: Record<string, unknown>): string[] {
  const result = schema.safeParse(row);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

const hero = seedContent.hero_content[0]!;
const servicePackage = seedContent.service_packages[0]!;
const testimonial = seedContent.testimonials[0]!;
const socialLink = seedContent.social_links[0]!;
const image = {
  url: 'https://cdn.example.com/site-images/hero/a.webp',
  key: 'hero/a.webp',
  category: 'hero',
  alt_text: 'A freshly detailed sedan',
};
const expense = {
  name: 'Domain renewal',
  amount: '12.50',
  category: 'Domain',
  frequency: 'yearly',
  next_due_date: '2027-01-15',
  description: '',
  vendor: 'Registrar',
};

describe('table schemas refuse what the forms refuse', () => {
  it('accept the valid rows the tests below each break in one field', () => {
    expect(refused(heroContentSchema, hero)).toEqual([]);
    expect(refused(servicePackageSchema, servicePackage)).toEqual([]);
    expect(refused(testimonialSchema, testimonial)).toEqual([]);
    expect(refused(socialLinkSchema, socialLink)).toEqual([]);
    expect(refused(imageSchema, image)).toEqual([]);
    expect(refused(expenseSchema, expense)).toEqual([]);
  });

  it('refuses required text that is blank after trimming', () => {
    expect(refused(heroContentSchema, { ...hero, title: '   ' })).toEqual(['title']);
  });

  it('refuses site text longer than a line of 200 or a paragraph of 2,000 characters, as the database does', () => {
    expect(refused(heroContentSchema, { ...hero, title: 't'.repeat(200) })).toEqual([]);
    expect(refused(heroContentSchema, { ...hero, title: 't'.repeat(201) })).toEqual(['title']);
    expect(refused(testimonialSchema, { ...testimonial, content: 'c'.repeat(2000) })).toEqual([]);
    expect(refused(testimonialSchema, { ...testimonial, content: 'c'.repeat(2001) })).toEqual([
      'content',
    ]);
    const features = [...servicePackage.features, 'f'.repeat(201)];
    expect(refused(servicePackageSchema, { ...servicePackage, features })).toEqual([
      `features.${features.length - 1}`,
    ]);
    const issue = testimonialSchema.safeParse({ ...testimonial, content: 'c'.repeat(2001) });
    expect(issue.error?.issues[0]?.message).toBe('is too long (2000 characters at most)');
  });

  it('stores required text trimmed', () => {
    expect(heroContentSchema.parse({ ...hero, title: '  Shine  ' }).title).toBe('Shine');
  });

  it('refuses a language the database does not have', () => {
    expect(refused(heroContentSchema, { ...hero, language: 'fr' })).toEqual(['language']);
  });

  it('refuses a javascript: URL', () => {
    expect(
      refused(heroContentSchema, { ...hero, background_image_url: 'javascript:alert(1)' }),
    ).toEqual(['background_image_url']);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(refused(socialLinkSchema, { ...socialLink, url: 'data:text/html,hi' })).toEqual(['url']);
    expect(refused(socialLinkSchema, { ...socialLink, url: 'facebook.com/us' })).toEqual(['url']);
  });

  it('stores an emptied optional URL as null', () => {
    expect(
      heroContentSchema.parse({ ...hero, background_image_url: '' }).background_image_url,
    ).toBe(null);
  });

  it('refuses the package type "bronze"', () => {
    expect(refused(servicePackageSchema, { ...servicePackage, package_type: 'bronze' })).toEqual([
      'package_type',
    ]);
  });

  it('refuses a package without features', () => {
    expect(refused(servicePackageSchema, { ...servicePackage, features: [] })).toEqual([
      'features',
    ]);
  });

  it('refuses a blank feature line', () => {
    expect(
      refused(servicePackageSchema, { ...servicePackage, features: ['Hand wash', ' '] }),
    ).toEqual(['features.1']);
  });

  it('refuses a display order that is not a whole number', () => {
    expect(refused(servicePackageSchema, { ...servicePackage, display_order: 1.5 })).toEqual([
      'display_order',
    ]);
  });

  it.each([0, 6, 4.5])('refuses the rating %s (whole numbers 1 to 5 only)', (rating) => {
    expect(refused(testimonialSchema, { ...testimonial, rating })).toEqual(['rating']);
  });

  it('reads an image without alt text yet as having none, and the editor refuses to save one', () => {
    expect(imageSchema.parse({ ...image, alt_text: ' ' }).alt_text).toBeNull();
    const metadata = { alt_text: ' ', alt_text_es: '', category: 'general', display_order: 0 };
    expect(refused(imageMetadataSchema, metadata)).toEqual(['alt_text']);
  });

  it('refuses an unknown image category', () => {
    expect(refused(imageSchema, { ...image, category: 'banner' })).toEqual(['category']);
  });

  it('refuses a site setting without a key, but takes an empty value', () => {
    expect(refused(siteSettingSchema, { key: ' ', value: 'x', category: 'general' })).toEqual([
      'key',
    ]);
    expect(refused(siteSettingSchema, { key: 'banner', value: '', category: 'general' })).toEqual(
      [],
    );
  });

  it('refuses an expense without a name', () => {
    expect(refused(expenseSchema, { ...expense, name: '' })).toEqual(['name']);
  });

  it.each([
    '12.345',
    '-1',
    '1e3',
    'twelve',
    '',
    '1,2,3',
    '1.23,45',
    '1,234,5',
    '$-5',
    '12,345,678,901',
    '$',
  ])('refuses the expense amount "%s"', (amount) => {
    expect(refused(expenseSchema, { ...expense, amount })).toEqual(['amount']);
  });

  it('says an empty expense amount is required, and a malformed one what an amount is', () => {
    const messages = (amount: string) =>
      expenseSchema.safeParse({ ...expense, amount }).error?.issues.map((issue) => issue.message);
    expect(messages(' ')).toEqual(['is required']);
    expect(messages('-5')).toEqual([
      'must be an amount like 12.50: not negative, at most 10 digits before the point and 2 after',
    ]);
  });

  it('sends an expense amount with up to two decimals as a number', () => {
    expect(expenseSchema.parse({ ...expense, amount: ' 12.5 ' }).amount).toBe(12.5);
    expect(expenseSchema.parse({ ...expense, amount: '40' }).amount).toBe(40);
    expect(expenseSchema.parse({ ...expense, amount: '$1,200.50' }).amount).toBe(1200.5);
    expect(expenseSchema.parse({ ...expense, amount: '$ 1234567890' }).amount).toBe(1234567890);
  });

  it('reads a decimal comma, as Spanish writes cents, as the point', () => {
    expect(expenseSchema.parse({ ...expense, amount: '19,99' }).amount).toBe(19.99);
    expect(expenseSchema.parse({ ...expense, amount: '$ 1,5' }).amount).toBe(1.5);
    expect(expenseSchema.parse({ ...expense, amount: '1.200,50' }).amount).toBe(1200.5);
    // Three digits after a comma are thousands, as before.
    expect(expenseSchema.parse({ ...expense, amount: '1,234' }).amount).toBe(1234);
  });

  it('refuses an unknown expense category', () => {
    expect(refused(expenseSchema, { ...expense, category: 'Food' })).toEqual(['category']);
  });

  it('refuses an unknown expense frequency', () => {
    expect(refused(expenseSchema, { ...expense, frequency: 'weekly' })).toEqual(['frequency']);
  });

  it('refuses a next due date that is not a calendar date', () => {
    expect(refused(expenseSchema, { ...expense, next_due_date: '2027-13-01' })).toEqual([
      'next_due_date',
    ]);
  });

  it('stores empty optional expense fields as null', () => {
    const parsed = expenseSchema.parse({ ...expense, next_due_date: '', vendor: '  ' });
    expect([parsed.next_due_date, parsed.vendor, parsed.description]).toEqual([null, null, null]);
  });
});

describe('webAddress, the links the owner types in the editors', () => {
  const stored = (text: string) => webAddress.safeParse(text);

  it('reads a link typed without its scheme as https', () => {
    expect(stored(' www.instagram.com/dmv-detailing ').data).toBe(
      'https://www.instagram.com/dmv-detailing',
    );
    expect(stored('partner.example/quote?ref=dmv#top').data).toBe(
      'https://partner.example/quote?ref=dmv#top',
    );
    expect(stored('HTTP://Example.com/A').data).toBe('HTTP://Example.com/A');
  });

  it("drops the ready-made 'https://' a full link was pasted after", () => {
    expect(stored('https://https://www.facebook.com/shop').data).toBe(
      'https://www.facebook.com/shop',
    );
    expect(stored('https://http://old.example/page').data).toBe('http://old.example/page');
  });

  it('still refuses what is not a web link', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://',
      'my page',
      '',
      'localhost',
    ])
      expect(stored(text).success, text).toBe(false);
  });

  it('refuses a word or a handle typed after the ready-made https://, as no site', () => {
    for (const text of ['https://detailpro', 'https://@detailpro', 'https://me@evil.example/x'])
      expect(stored(text).error?.issues[0]?.message, text).toBe(
        'must be a web address, such as www.example.com',
      );
  });
});
