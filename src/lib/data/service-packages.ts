/** The packages editor's data module: the three tiers per language, matched by `package_type`. */
import type { Enums, Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import type { Language } from './entry-logic.ts';
import { entryTable } from './entry-table.ts';

/** One service_packages row. */
export type PackageRow = Tables<'service_packages'>;

/** List and save the packages (fixed tiers: no add, delete or reorder in the editor). */
export const packageEntries = entryStore<PackageRow>(entryTable('service_packages'));

/**
 * Each package's name (its title, as the site shows it) in each language the content writes it
 * in: the Bookings page names a request's package so, in its lists and in the replies to visitors
 * (docs/product.md#bookings). A package without a row in a language has no name there.
 */
export type PackageNames = Partial<
  Record<Language, Partial<Record<Enums<'package_type'>, string>>>
>;

/** Every package's names, switched-off rows too (a request may have been sent before). */
export async function loadPackageNames(): Promise<PackageNames> {
  const names: PackageNames = {};
  for (const { rows } of await packageEntries.list()) {
    for (const row of Object.values(rows)) {
      const title = row?.title.trim();
      if (row?.language && title) (names[row.language] ??= {})[row.package_type] = title;
    }
  }
  return names;
}
