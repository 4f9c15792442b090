import { seedContent } from '../../seed-content/index.ts';
import { seedTables, type SeedContent } from '../../lib/content/schema.ts';

/** What /seed says about each table it fills. */
export const tableLabels: Record<keyof SeedContent, string> = {
  site_settings: 'Site settings (company, phone, e-mail, banner, hours, links)',
  hero_content: 'Hero sections',
  service_packages: 'Service packages (Silver, Gold, Platinum)',
  additional_services: 'Additional services',
  about_sections: 'About section items',
  testimonials: 'Testimonials',
  faq_items: 'FAQ items',
  social_links: 'Social links',
};

/** One line of the "what will be seeded" list. */
export interface SeedSummaryItem {
  table: keyof SeedContent;
  label: string;
  rows: number;
}

/** The tables /seed fills, in seeding order, with how many rows the seed holds for each. */
export const seedSummary: readonly SeedSummaryItem[] = seedTables.map(({ table }) => ({
  table,
  label: tableLabels[table],
  rows: seedContent[table].length,
}));
