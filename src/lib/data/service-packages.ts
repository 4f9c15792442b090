/** The packages editor's data module: the three tiers per language, matched by `package_type`. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One service_packages row. */
export type PackageRow = Tables<'service_packages'>;

/** List and save the packages (fixed tiers: no add, delete or reorder in the editor). */
export const packageEntries = entryStore<PackageRow>(entryTable('service_packages'));
