import { seedContent } from '../../seed-content/index.ts';
import { seedTables, type SeedContent } from '../../lib/content/schema.ts';

/** One line of the "what will be seeded" list: a table (its label is the seed texts' key) and its rows. */
export interface SeedSummaryItem {
  table: keyof SeedContent;
  rows: number;
}

/** The tables /seed fills, in seeding order, with how many rows the seed holds for each. */
export const seedSummary: readonly SeedSummaryItem[] = seedTables.map(({ table }) => ({
  table,
  rows: seedContent[table].length,
}));
