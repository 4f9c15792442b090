import type { SeedContent } from '../lib/content/schema.ts';
import { aboutSections } from './about.ts';
import { additionalServices } from './add-ons.ts';
import { faqItems } from './faqs.ts';
import { heroContent } from './hero.ts';
import { servicePackages } from './packages.ts';
import { siteSettings } from './settings.ts';
import { socialLinks } from './social.ts';
import { testimonials } from './testimonials.ts';

/*
 * Initial content of the site (docs/product.md#seed-content; prices and constants from
 * docs/product.md#business-facts), in English and Spanish. Used by /seed, the CLI seeder,
 * `CONTENT_SOURCE=seed` builds and test fixtures. Prices are written once per row but kept
 * identical across languages; only wording differs. Each table's rows are written in
 * <table>.ts; this module puts them together.
 */

/** Every row of the initial content, in both languages, ready to insert in `seedTables` order. */
export const seedContent: SeedContent = {
  site_settings: siteSettings,
  hero_content: heroContent,
  service_packages: servicePackages,
  additional_services: additionalServices,
  about_sections: aboutSections,
  testimonials,
  faq_items: faqItems,
  social_links: socialLinks,
};
