import { seedTables, type SeedContent } from '../../src/lib/content/schema.ts';
import type { Sql } from './harness.ts';

/**
 * Row helpers over SQL: rows are plain objects turned into typed columns by
 * jsonb_populate_recordset, so text[] features, numerics and nulls need no per-driver encoding.
 */

type Row = Record<string, unknown>;

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Inserts rows (same keys in each) into public.<table>; with a conflict key, existing rows win. */
export async function insertRows(
  sql: Sql,
  table: string,
  rows: readonly Row[],
  onConflictDoNothing?: readonly string[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]!).map(identifier).join(', ');
  const conflict = onConflictDoNothing
    ? ` on conflict (${onConflictDoNothing.map(identifier).join(', ')}) do nothing`
    : '';
  const { rowCount } = await sql.query(
    `insert into public.${identifier(table)} (${columns})
     select ${columns} from jsonb_populate_recordset(null::public.${identifier(table)}, $1::jsonb)${conflict}`,
    [JSON.stringify(rows)],
  );
  return rowCount;
}

/** One line of seed_content()'s report. */
export interface SeedLine {
  table_name: string;
  seed_key: string;
  language: string | null;
  outcome: 'added' | 'kept' | 'renamed' | 'deleted' | 'restored';
  detail: string | null;
}

/**
 * The seeder at SQL level: the database's own seed_content(), as /seed and `npm run seed` call it;
 * `restore` names deleted entries ('table:key') whose default should come back.
 */
export async function seedDatabase(
  sql: Sql,
  content: SeedContent,
  restore: readonly string[] = [],
): Promise<SeedLine[]> {
  const { rows } = await sql.query<SeedLine>(
    'select * from public.seed_content($1::jsonb, $2::text[])',
    [JSON.stringify(content), restore],
  );
  return rows;
}

/** Row counts of every seeded table. */
export async function seededCounts(sql: Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of seedTables) {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from public.${identifier(table)}`,
    );
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** Valid rows, one per table, for tests that change a single column. */
export const validRows = {
  hero_content: {
    language: 'en',
    title: 'Professional Auto Detailing',
    subtitle: 'We come to you',
    description: 'Showroom shine',
    cta_primary_text: 'Schedule Now',
    cta_secondary_text: 'Call',
    background_image_url: 'https://cdn.example.com/hero.jpg',
    is_active: true,
  },
  service_packages: {
    package_type: 'silver',
    title: 'Silver',
    label: 'Essential Clean',
    description: 'Interior and exterior refresh',
    price_sedan: '140',
    price_suv_2row: '170',
    price_suv_3row: '180',
    duration: '1-2 hours',
    features: ['Hand wash', 'Vacuum'],
    image_url: 'https://cdn.example.com/silver.jpg',
    display_order: 1,
    language: 'en',
    is_active: true,
  },
  additional_services: {
    service_key: 'clay_bar',
    name: 'Clay Bar',
    description: 'Removes bonded contaminants',
    price: '30',
    icon_name: 'sparkles',
    language: 'en',
    display_order: 1,
    is_active: true,
  },
  about_sections: {
    section_key: 'licensed',
    title: 'Licensed and insured',
    description: 'Peace of mind',
    emoji: '🛡️',
    display_order: 1,
    language: 'en',
    is_active: true,
  },
  testimonials: {
    testimonial_key: 'review_1',
    author_name: 'Ana',
    content: 'Spotless',
    rating: 5,
    language: 'en',
    display_order: 1,
    is_active: true,
  },
  faq_items: {
    faq_key: 'what_areas',
    question: 'Where do you work?',
    answer: 'The DMV',
    language: 'en',
    display_order: 1,
    is_active: true,
  },
  social_links: {
    platform: 'facebook',
    url: 'https://www.facebook.com/example',
    icon_name: 'facebook',
    display_order: 1,
    is_active: true,
  },
  images: {
    url: 'https://cdn.example.com/site-images/general/a.png',
    key: 'general/a.png',
    category: 'general',
    alt_text: 'A car',
  },
  expenses: {
    name: 'Netlify',
    amount: 19,
    category: 'Subscription',
    frequency: 'monthly',
    next_due_date: '2026-12-01',
    description: null,
    vendor: 'Netlify',
  },
} satisfies Record<string, Row>;
