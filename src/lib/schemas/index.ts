import { aboutSectionSchema } from './about-sections.ts';
import { additionalServiceSchema } from './additional-services.ts';
import { expenseSchema } from './expenses.ts';
import { faqItemSchema } from './faq-items.ts';
import { heroContentSchema } from './hero-content.ts';
import { imageSchema } from './images.ts';
import { servicePackageSchema } from './service-packages.ts';
import { siteSettingSchema } from './site-settings.ts';
import { socialLinkSchema } from './social-links.ts';
import { testimonialSchema } from './testimonials.ts';
import type { TableName } from './table-check.ts';

/** The validation schema of each table the site writes (user_roles is granted by the CLI only). */
export const tableSchemas = {
  hero_content: heroContentSchema,
  service_packages: servicePackageSchema,
  additional_services: additionalServiceSchema,
  about_sections: aboutSectionSchema,
  testimonials: testimonialSchema,
  faq_items: faqItemSchema,
  social_links: socialLinkSchema,
  site_settings: siteSettingSchema,
  images: imageSchema,
  expenses: expenseSchema,
} as const satisfies Partial<Record<TableName, unknown>>;
