import type { PostgrestError } from '@supabase/supabase-js';
import { createDataClient, type TypedClient } from '../supabase-client.ts';
import { languageTables, type Language, type LanguageTable, type SeedContent } from './schema.ts';

/*
 * The build's reads through the data API, as the anon key sees them (row-level security decides
 * what is public). Errors say what to do: start the stack, or build from the seed.
 */

/** A row as read, before the table's schema validates it. */
export type Row = Record<string, unknown>;

function apiConfig(): { url: string; key: string } {
  const url = process.env.PUBLIC_SUPABASE_URL ?? import.meta.env.PUBLIC_SUPABASE_URL;
  const key = process.env.PUBLIC_SUPABASE_ANON_KEY ?? import.meta.env.PUBLIC_SUPABASE_ANON_KEY;
  const hint = 'start the stack with npm start, or build from the seed with CONTENT_SOURCE=seed';
  if (!url) throw new Error(`PUBLIC_SUPABASE_URL must be set to build from the database: ${hint}.`);
  if (!key) {
    throw new Error(`PUBLIC_SUPABASE_ANON_KEY must be set to build from the database: ${hint}.`);
  }
  return { url, key };
}

/** The Supabase project the build reads from (its storage serves the library's photos). */
export function supabaseUrl(): string {
  return apiConfig().url;
}

let client: TypedClient | undefined;
function dataClient(): TypedClient {
  const { url, key } = apiConfig();
  client ??= createDataClient(url, key);
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

/** The rows of a query, or an error naming the table and what to do. */
async function rowsOf(
  table: string,
  query: PromiseLike<{ data: Row[] | null; error: PostgrestError | null; status: number }>,
): Promise<Row[]> {
  const { data, error, status } = await query;
  if (error) throw apiError(table, error, status);
  return data ?? [];
}

/** Reads a per-language table's active rows in `lang`, ordered by display_order when it has one. */
function selectLanguageRows(table: LanguageTable, lang: Language): Promise<Row[]> {
  const query = dataClient().from(table).select('*').eq('language', lang).eq('is_active', true);
  return rowsOf(table, table === 'hero_content' ? query : query.order('display_order'));
}

/** The rows the landing page of `lang` renders, read through the data API (not validated yet). */
export async function readLanding(lang: Language): Promise<Record<keyof SeedContent, Row[]>> {
  const [siteSettings, socialLinks, ...perLanguage] = await Promise.all([
    rowsOf('site_settings', dataClient().from('site_settings').select('*')),
    rowsOf(
      'social_links',
      dataClient().from('social_links').select('*').eq('is_active', true).order('display_order'),
    ),
    ...languageTables.map((table) => selectLanguageRows(table, lang)),
  ]);
  const raw = { site_settings: siteSettings, social_links: socialLinks } as Record<
    keyof SeedContent,
    Row[]
  >;
  languageTables.forEach((table, i) => (raw[table] = perLanguage[i] ?? []));
  return raw;
}

/**
 * The library's 'testimonials' images in the owner's order (display_order, then newest first), not
 * validated yet: the loader keeps the ones the carousel may show (carouselReady).
 */
export function readCarouselImages(): Promise<Row[]> {
  return rowsOf(
    'images',
    dataClient()
      .from('images')
      .select('url, alt_text, alt_text_es, file_name')
      .eq('category', 'testimonials')
      .order('display_order')
      .order('uploaded_at', { ascending: false }),
  );
}

/**
 * The library's texts of the images at `urls` (a package's photo is one of any category), not
 * validated yet; none when no URL is given.
 */
export function readPhotoTexts(urls: string[]): Promise<Row[]> {
  if (urls.length === 0) return Promise.resolve([]);
  return rowsOf(
    'images',
    dataClient().from('images').select('url, alt_text, alt_text_es, file_name').in('url', urls),
  );
}

/** `site_publish.revision`: the published revision the build is made from. */
export async function readRevision(): Promise<number> {
  const { data, error, status } = await dataClient()
    .from('site_publish')
    .select('revision')
    .single();
  if (error) throw apiError('site_publish', error, status);
  if (!Number.isSafeInteger(data.revision)) {
    throw new Error(`site_publish.revision is not an integer: ${String(data.revision)}`);
  }
  return data.revision;
}
