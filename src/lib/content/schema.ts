import type { z } from 'zod';
import { Constants, type Enums } from '../database.types.ts';
import type { aboutSectionSchema } from '../schemas/about-sections.ts';
import type { additionalServiceSchema } from '../schemas/additional-services.ts';
import type { faqItemSchema } from '../schemas/faq-items.ts';
import type { heroContentSchema } from '../schemas/hero-content.ts';
import type { servicePackageSchema } from '../schemas/service-packages.ts';
import type { siteSettingSchema } from '../schemas/site-settings.ts';
import type { socialLinkSchema } from '../schemas/social-links.ts';
import type { testimonialSchema } from '../schemas/testimonials.ts';
import { defaultRetentionMonths } from './booking-retention.ts';
import { defaultServiceArea } from './service-area.ts';

/*
 * The landing page's content types: the rows it renders, as the table schemas of src/lib/schemas/
 * validate them, and the facts about the content tables the loader, the seeder and the tests share.
 * Enumerations come from the database through the generated types; none is written down here.
 */

/** Languages of the site, in the order of the database's `language` enum. */
export const languages = Constants.public.Enums.language;
export type Language = Enums<'language'>;

export type HeroContent = z.output<typeof heroContentSchema>;
export type ServicePackage = z.output<typeof servicePackageSchema>;
export type AdditionalService = z.output<typeof additionalServiceSchema>;
export type AboutSection = z.output<typeof aboutSectionSchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
export type FaqItem = z.output<typeof faqItemSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;
export type SiteSetting = z.output<typeof siteSettingSchema>;

/** Keys of the site settings the landing page reads; `_en`/`_es` keys hold per-language text. */
export const settingKeys = [
  'company_name',
  'phone_number',
  'contact_email',
  'top_banner_message_en',
  'top_banner_message_es',
  'opening_hours',
  'payment_methods',
  'map_embed_url',
] as const;

/**
 * Settings a database may lack (the shop's street address, a WhatsApp number, the ceramic
 * partner's page, how long booking requests are kept, the areas served): a database without their
 * rows builds as before, and the seed does not invent them. The landing page shows the first three
 * only when set; others have a default.
 */
export const optionalSettingKeys = [
  'street_address',
  'whatsapp_number',
  'ceramic_partner_url',
  'booking_retention_months',
  'service_area',
] as const;
export type SettingKey = (typeof settingKeys)[number] | (typeof optionalSettingKeys)[number];

/** What an optional setting without a row means (others read as ''). */
export const settingDefaults: Partial<Record<SettingKey, string>> = {
  booking_retention_months: String(defaultRetentionMonths),
  service_area: JSON.stringify(defaultServiceArea),
};

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

/**
 * Tables in the order the seeder fills them (docs/product.md#seeding), with each table's natural
 * key.
 */
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
