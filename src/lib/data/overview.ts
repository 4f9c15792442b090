/**
 * The Overview's reads (docs/product.md#overview): the content counted as entries (a package in
 * English and Spanish is one package), the images, the expenses past due and the settings and
 * social links the "Finish setting up" list looks at. Count-only reads (`head: true`) where a number is enough; an
 * admin's RLS lets them count inactive rows too.
 */
import { supabase } from '../supabase.ts';
import type { EntryCount } from './entry-counts.ts';
import { setupKeys, type SetupValues } from './setup-tasks.ts';
import { loadEntryCounts } from './translation-gaps.ts';

/** The numbers of the Overview's count cards. */
export interface OverviewCounts {
  packages: EntryCount;
  testimonials: EntryCount;
  faqs: EntryCount;
  images: number;
}

async function countImages(): Promise<number> {
  const { count, error } = await supabase
    .from('images')
    .select('*', { count: 'exact', head: true });
  if (error) throw new Error(error.message || 'Could not count images');
  return count ?? 0;
}

/** Counts the content at once; rejects with the service's message when any count fails. */
export async function loadOverviewCounts(): Promise<OverviewCounts> {
  const [entries, images] = await Promise.all([loadEntryCounts(), countImages()]);
  return {
    packages: entries.service_packages,
    testimonials: entries.testimonials,
    faqs: entries.faq_items,
    images,
  };
}

/**
 * How many monthly or yearly expenses were due before `today` ('YYYY-MM-DD', the business's
 * calendar); a one-time expense is never overdue (docs/product.md#expense-tracking).
 */
export async function countOverdueExpenses(today: string): Promise<number> {
  const { count, error } = await supabase
    .from('expenses')
    .select('*', { count: 'exact', head: true })
    .lt('next_due_date', today)
    .neq('frequency', 'one-time');
  if (error) throw new Error(error.message || 'Could not count expenses');
  return count ?? 0;
}

/**
 * What "Finish setting up" looks at: the settings (a setting without a row is absent) and the
 * links of the active social links.
 */
export async function readSetupValues(): Promise<SetupValues> {
  const [settings, social] = await Promise.all([
    supabase
      .from('site_settings')
      .select('key, value')
      .in('key', [...setupKeys]),
    supabase.from('social_links').select('url').eq('is_active', true),
  ]);
  if (settings.error) throw new Error(settings.error.message || 'Could not read the settings');
  if (social.error) throw new Error(social.error.message || 'Could not read the social links');
  return {
    ...Object.fromEntries(settings.data.map((row) => [row.key, row.value])),
    social_links: social.data.map((row) => row.url),
  };
}
