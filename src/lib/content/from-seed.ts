import type { Row } from './api-rows.ts';
import { languageTables, type Language, type SeedContent } from './schema';

/** The rows of a seed build (`CONTENT_SOURCE=seed`), as the data API would answer for `lang`. */
export async function fromSeed(lang: Language): Promise<Record<keyof SeedContent, Row[]>> {
  const { seedContent } = await import('../../seed-content/index.ts');
  const rows = (table: keyof SeedContent) => seedContent[table] as unknown as Row[];
  const active = (list: Row[]) =>
    list
      .filter((row) => row.is_active === true)
      .sort((a, b) => Number(a.display_order ?? 0) - Number(b.display_order ?? 0));
  const raw = {
    site_settings: rows('site_settings'),
    social_links: active(rows('social_links')),
  } as Record<keyof SeedContent, Row[]>;
  for (const table of languageTables) {
    raw[table] = active(rows(table)).filter((row) => row.language === lang);
  }
  return raw;
}
