/**
 * The Overview's counts (docs/product.md#overview): how many rows each content table holds.
 * Count-only reads (`head: true`), so no row travels; an admin's RLS lets them count inactive rows
 * too.
 */
import { supabase } from '../supabase.ts';

/** The four numbers of the Overview's count cards. */
export interface OverviewCounts {
  packages: number;
  images: number;
  testimonials: number;
  heroSections: number;
}

const tables = {
  packages: 'service_packages',
  images: 'images',
  testimonials: 'testimonials',
  heroSections: 'hero_content',
} as const satisfies Record<keyof OverviewCounts, string>;

async function countRows(table: (typeof tables)[keyof OverviewCounts]): Promise<number> {
  const { count, error } = await supabase.from(table).select('*', { count: 'exact', head: true });
  if (error) throw new Error(error.message || `Could not count ${table}`);
  return count ?? 0;
}

/** Counts the four tables at once; rejects with the service's message when any count fails. */
export async function loadOverviewCounts(): Promise<OverviewCounts> {
  const [packages, images, testimonials, heroSections] = await Promise.all([
    countRows(tables.packages),
    countRows(tables.images),
    countRows(tables.testimonials),
    countRows(tables.heroSections),
  ]);
  return { packages, images, testimonials, heroSections };
}
