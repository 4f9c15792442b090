import { z } from 'zod';

/**
 * Row schemas of the content tables, as the data API returns them (SPEC §3, DESIGN §5).
 * One source for the build-time loader, the seed content and the tests.
 */

export const languages = ['en', 'es'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export const packageTypes = ['silver', 'gold', 'platinum'] as const;
export const imageCategories = ['hero', 'services', 'about', 'testimonials', 'general'] as const;
export const expenseCategories = [
  'Subscription',
  'Development',
  'Domain',
  'Email',
  'Software',
  'Marketing',
  'Other',
] as const;
export const expenseFrequencies = ['monthly', 'yearly', 'one-time'] as const;

/** Only http(s) URLs may be stored in content (the database enforces the same with CHECKs). */
export const httpUrlSchema = z
  .string()
  .trim()
  .regex(/^https?:\/\/\S+$/i, 'must be an http(s) URL');

const text = z.string().trim().min(1);

export const heroContentSchema = z.object({
  language: languageSchema,
  title: text,
  subtitle: text,
  description: text,
  cta_primary_text: text,
  cta_secondary_text: text,
  background_image_url: httpUrlSchema.nullable(),
  is_active: z.boolean(),
});

export const servicePackageSchema = z.object({
  package_type: z.enum(packageTypes),
  title: text,
  label: text,
  description: text,
  price_sedan: text,
  price_suv_2row: text,
  price_suv_3row: text,
  duration: text,
  features: z.array(text).min(1),
  image_url: httpUrlSchema.nullable(),
  display_order: z.number().int(),
  language: languageSchema,
  is_active: z.boolean(),
});

export const additionalServiceSchema = z.object({
  service_key: text,
  name: text,
  description: text,
  price: text,
  icon_name: text,
  language: languageSchema,
  display_order: z.number().int(),
  is_active: z.boolean(),
});

export const aboutSectionSchema = z.object({
  section_key: text,
  title: text,
  description: text,
  emoji: text,
  display_order: z.number().int(),
  language: languageSchema,
  is_active: z.boolean(),
});

export const testimonialSchema = z.object({
  testimonial_key: text,
  author_name: text,
  content: text,
  rating: z.number().int().min(1).max(5),
  language: languageSchema,
  display_order: z.number().int(),
  is_active: z.boolean(),
});

export const faqItemSchema = z.object({
  faq_key: text,
  question: text,
  answer: text,
  language: languageSchema,
  display_order: z.number().int(),
  is_active: z.boolean(),
});

export const socialLinkSchema = z.object({
  platform: text,
  url: httpUrlSchema,
  icon_name: text,
  display_order: z.number().int(),
  is_active: z.boolean(),
});

/** Keys of the site settings the landing page reads; `_en`/`_es` keys hold per-language text. */
export const settingKeys = [
  'company_name',
  'phone_number',
  'contact_email',
  'top_banner_message_en',
  'top_banner_message_es',
  'business_hours_en',
  'business_hours_es',
  'ceramic_partner_url',
  'map_embed_url',
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const siteSettingSchema = z.object({
  key: text,
  value: z.string(),
  category: text,
});

export type HeroContent = z.infer<typeof heroContentSchema>;
export type ServicePackage = z.infer<typeof servicePackageSchema>;
export type AdditionalService = z.infer<typeof additionalServiceSchema>;
export type AboutSection = z.infer<typeof aboutSectionSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type SiteSetting = z.infer<typeof siteSettingSchema>;

/** The whole seed: rows to insert, without ids or timestamps (database defaults fill those). */
export interface SeedContent {
  site_settings: SiteSetting[];
  hero_content: HeroContent[];
  service_packages: ServicePackage[];
  additional_services: AdditionalService[];
  about_sections: AboutSection[];
  testimonials: Testimonial[];
  faq_items: FaqItem[];
  social_links: SocialLink[];
}

/** Tables in the order the seeder fills them (SPEC §7 "Seeding"), with each table's natural key. */
export const seedTables = [
  { table: 'site_settings', key: ['key'] },
  { table: 'hero_content', key: ['language'] },
  { table: 'service_packages', key: ['package_type', 'language'] },
  { table: 'additional_services', key: ['service_key', 'language'] },
  { table: 'about_sections', key: ['section_key', 'language'] },
  { table: 'testimonials', key: ['testimonial_key', 'language'] },
  { table: 'faq_items', key: ['faq_key', 'language'] },
  { table: 'social_links', key: ['platform'] },
] as const satisfies readonly { table: keyof SeedContent; key: readonly string[] }[];

type SeedTable = (typeof seedTables)[number];
type LanguageSeedTable = Extract<SeedTable, { key: readonly [...string[], 'language'] }>;

/** A content table with one row per language: `language` ends its natural key. */
export type LanguageTable = LanguageSeedTable['table'];

/** The per-language content tables, in seeding order. */
export const languageTables: readonly LanguageTable[] = seedTables
  .filter((entry): entry is LanguageSeedTable => entry.key.at(-1) === 'language')
  .map(({ table }) => table);
