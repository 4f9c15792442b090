import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import {
  aboutSectionSchema,
  additionalServiceSchema,
  faqItemSchema,
  heroContentSchema,
  languageTables,
  servicePackageSchema,
  settingKeys,
  siteSettingSchema,
  socialLinkSchema,
  testimonialSchema,
  type AboutSection,
  type AdditionalService,
  type FaqItem,
  type HeroContent,
  type Language,
  type SeedContent,
  type ServicePackage,
  type SettingKey,
  type SiteSetting,
  type SocialLink,
  type Testimonial,
} from './schema';

/** Everything the landing page of one language renders, validated. */
export interface LandingContent {
  settings: Record<SettingKey, string>;
  hero: HeroContent;
  packages: ServicePackage[];
  addOns: AdditionalService[];
  about: AboutSection[];
  testimonials: Testimonial[];
  faqs: FaqItem[];
  social: SocialLink[];
  /** `site_publish.revision` read before the content (0 for seed builds). */
  revision: number;
}

type Row = Record<string, unknown>;

const seedMode = () => process.env.CONTENT_SOURCE === 'seed';

/** Describes one row for error messages: its natural key columns when present. */
function describeRow(table: string, index: number, row: Row): string {
  const keys = ['key', 'language', 'package_type', 'service_key', 'section_key', 'faq_key'];
  const key = keys
    .filter((k) => typeof row[k] === 'string')
    .map((k) => `${k}=${String(row[k])}`)
    .join(', ');
  return `${table} row ${index + 1}${key ? ` (${key})` : ''}`;
}

/** Validates rows with a zod schema; throws an error naming table, row and field on failure. */
function validateRows<S extends z.ZodType>(table: string, schema: S, rows: Row[]): z.infer<S>[] {
  return rows.map((row, index) => {
    const result = schema.safeParse(row);
    if (result.success) return result.data;
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
      .join('; ');
    throw new Error(
      `Invalid content in ${describeRow(table, index, row)}: ${problems}. Fix the row in the admin area or the database, then rebuild.`,
    );
  });
}

function settingsRecord(rows: SiteSetting[]): Record<SettingKey, string> {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const missing = settingKeys.filter((key) => !byKey.has(key));
  if (missing.length > 0) {
    throw new Error(
      `site_settings is missing the key(s) ${missing.join(', ')}: add them (npm run seed inserts missing settings), then rebuild.`,
    );
  }
  return Object.fromEntries(settingKeys.map((key) => [key, byKey.get(key) ?? ''])) as Record<
    SettingKey,
    string
  >;
}

function assemble(
  lang: Language,
  revision: number,
  raw: Record<keyof SeedContent, Row[]>,
): LandingContent {
  const heroes = validateRows('hero_content', heroContentSchema, raw.hero_content);
  const hero = heroes[0];
  if (!hero) {
    throw new Error(
      `hero_content has no active row for language '${lang}': add or activate one, then rebuild.`,
    );
  }
  return {
    settings: settingsRecord(validateRows('site_settings', siteSettingSchema, raw.site_settings)),
    hero,
    packages: validateRows('service_packages', servicePackageSchema, raw.service_packages),
    addOns: validateRows('additional_services', additionalServiceSchema, raw.additional_services),
    about: validateRows('about_sections', aboutSectionSchema, raw.about_sections),
    testimonials: validateRows('testimonials', testimonialSchema, raw.testimonials),
    faqs: validateRows('faq_items', faqItemSchema, raw.faq_items),
    social: validateRows('social_links', socialLinkSchema, raw.social_links),
    revision,
  };
}

async function fromSeed(lang: Language): Promise<Record<keyof SeedContent, Row[]>> {
  const { seedContent } = await import('../../content/seed');
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

function apiConfig(): { url: string; key: string } {
  const url = process.env.PUBLIC_SUPABASE_URL ?? import.meta.env.PUBLIC_SUPABASE_URL;
  const key = process.env.PUBLIC_SUPABASE_ANON_KEY ?? import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !key) {
    throw new Error(
      'PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY must be set to build from the database: start the stack with npm start, or build from the seed with CONTENT_SOURCE=seed.',
    );
  }
  return { url, key };
}

let client: SupabaseClient | undefined;
function dataClient(): SupabaseClient {
  const { url, key } = apiConfig();
  client ??= createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  return client;
}

/** Turns a data API error into a message that says what to do. */
function apiError(table: string, error: { message: string; code?: string }, status: number): Error {
  const { url } = apiConfig();
  if (status === 0 || /fetch failed|ECONNREFUSED|network/i.test(error.message)) {
    return new Error(
      `cannot reach the data API at ${url}: start it with npm start or set CONTENT_SOURCE=seed (${error.message})`,
    );
  }
  return new Error(
    `reading ${table} from the data API at ${url} failed (HTTP ${status}${error.code ? `, ${error.code}` : ''}): ${error.message}. Check that the migrations ran and the anon key is right.`,
  );
}

/** Reads a table's active rows (of one language when given), ordered by display_order. */
async function selectRows(table: keyof SeedContent, lang?: Language): Promise<Row[]> {
  let query = dataClient().from(table).select('*');
  if (lang) query = query.eq('language', lang);
  if (table !== 'site_settings') query = query.eq('is_active', true);
  if (table !== 'site_settings' && table !== 'hero_content') query = query.order('display_order');
  const { data, error, status } = await query;
  if (error) throw apiError(table, error, status);
  return (data ?? []) as Row[];
}

async function fromApi(lang: Language): Promise<Record<keyof SeedContent, Row[]>> {
  const [siteSettings, socialLinks, ...perLanguage] = await Promise.all([
    selectRows('site_settings'),
    selectRows('social_links'),
    ...languageTables.map((table) => selectRows(table, lang)),
  ]);
  const raw = { site_settings: siteSettings, social_links: socialLinks } as Record<
    keyof SeedContent,
    Row[]
  >;
  languageTables.forEach((table, i) => (raw[table] = perLanguage[i] ?? []));
  return raw;
}

let revisionPromise: Promise<number> | undefined;

/** The published revision the build is made from; read once per build, before any content. */
export function loadRevision(): Promise<number> {
  revisionPromise ??= seedMode()
    ? Promise.resolve(0)
    : (async () => {
        const { data, error, status } = await dataClient()
          .from('site_publish')
          .select('revision')
          .single();
        if (error) throw apiError('site_publish', error, status);
        const revision = Number((data as Row).revision);
        if (!Number.isSafeInteger(revision)) {
          throw new Error(`site_publish.revision is not an integer: ${String(data.revision)}`);
        }
        return revision;
      })();
  return revisionPromise;
}

const cache = new Map<Language, Promise<LandingContent>>();

/** Loads and validates the landing content of one language, memoised for the whole build. */
export function loadLandingContent(lang: Language): Promise<LandingContent> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = (async () => {
      const revision = await loadRevision();
      const raw = seedMode() ? await fromSeed(lang) : await fromApi(lang);
      return assemble(lang, revision, raw);
    })();
    cache.set(lang, pending);
  }
  return pending;
}
