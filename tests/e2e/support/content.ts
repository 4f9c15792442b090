import type { Language } from '../../../src/lib/content/schema.ts';
import { anonClient } from './stack.ts';

type Row = Record<string, unknown>;

/** The content tables with a row per language, in display order. */
type ListTable =
  'service_packages' | 'additional_services' | 'about_sections' | 'testimonials' | 'faq_items';

async function activeRows(table: ListTable, language?: Language): Promise<Row[]> {
  let query = anonClient().from(table).select('*').eq('is_active', true);
  if (language) query = query.eq('language', language);
  const { data, error } = await query.order('display_order', { ascending: true });
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as Row[];
}

/** What the database says the landing page in `language` must show. */
export async function expectedContent(language: Language) {
  const client = anonClient();
  const [hero, settings] = await Promise.all([
    client.from('hero_content').select('*').eq('language', language).eq('is_active', true).single(),
    client.from('site_settings').select('key, value'),
  ]);
  if (hero.error || settings.error) throw new Error(hero.error?.message ?? settings.error?.message);
  return {
    hero: hero.data as Row,
    settings: Object.fromEntries(settings.data.map((s) => [s.key, s.value])) as Record<
      string,
      string
    >,
    packages: await activeRows('service_packages', language),
    addOns: await activeRows('additional_services', language),
    about: await activeRows('about_sections', language),
    testimonials: await activeRows('testimonials', language),
    faqs: await activeRows('faq_items', language),
  };
}
