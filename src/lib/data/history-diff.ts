/**
 * What a version changed, field by field and language by language, in words an owner reads: the
 * column's label and its value before and after. Pure; loaded with the History view only.
 */
import type { Slot } from './entry-logic.ts';
import { slotOf, type RecordedRow, type Version } from './history-versions.ts';

/** One field of one language that a version changed. */
export interface FieldChange {
  slot: Slot;
  column: string;
  label: string;
  /** The value before, as text; null when the row did not exist. */
  before: string | null;
  /** The value after, as text; null when the row was deleted. */
  after: string | null;
}

/** Bookkeeping and key columns: never what a person changed. */
const hidden = new Set([
  'id',
  'created_at',
  'updated_at',
  'uploaded_at',
  'language',
  'faq_key',
  'package_type',
  'service_key',
  'section_key',
  'testimonial_key',
]);

const labels: Record<string, string> = {
  is_active: 'Active',
  display_order: 'Position',
  cta_primary_text: 'Main button',
  cta_secondary_text: 'Second button',
  background_image_url: 'Background image',
  image_url: 'Image',
  price_sedan: 'Price, sedan',
  price_suv_2row: 'Price, SUV 2 rows',
  price_suv_3row: 'Price, SUV 3 rows',
  icon_name: 'Icon',
  author_name: 'Author',
  alt_text: 'Alt text (English)',
  alt_text_es: 'Alt text (Spanish)',
  url: 'URL',
};

/** The label of a column: a known one, or its name in words ('cta_text' → 'Cta text'). */
export function columnLabel(column: string): string {
  const words = column.replaceAll('_', ' ');
  return labels[column] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** A column's value as text: lists one item a line, a switch as Yes/No, nothing as ''. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(valueText).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function rowChanges(slot: Slot, before: RecordedRow | null, after: RecordedRow | null) {
  const columns = Object.keys(after ?? before ?? {}).filter((column) => !hidden.has(column));
  return columns.flatMap((column): FieldChange[] => {
    const was = before ? valueText(before[column]) : null;
    const now = after ? valueText(after[column]) : null;
    if (was === now) return [];
    return [{ slot, column, label: columnLabel(column), before: was, after: now }];
  });
}

/**
 * The fields `version` changed, English first, each language's fields in column order; a
 * language written twice in one version (a price the database copied) shows its net change. A
 * field changed the same way in both languages (a price, which both share; a position) shows once,
 * in the English place, as the entry's ('single'), not once per language.
 */
export function versionChanges(version: Version): FieldChange[] {
  const bySlot = new Map<Slot, { before: RecordedRow | null; after: RecordedRow | null }>();
  // Rows are newest first: the last seen of a slot holds its state before the version.
  for (const row of version.rows) {
    const slot = slotOf(row);
    const known = bySlot.get(slot);
    bySlot.set(slot, { before: row.oldRow, after: known ? known.after : row.newRow });
  }
  const order: Slot[] = ['en', 'es', 'single'];
  const changes = order.flatMap((slot) => {
    const state = bySlot.get(slot);
    return state ? rowChanges(slot, state.before, state.after) : [];
  });
  const same = (a: FieldChange, b: FieldChange) =>
    a.column === b.column && a.before === b.before && a.after === b.after;
  const spanish = changes.filter((change) => change.slot === 'es');
  const shared = changes.filter(
    (change) => change.slot === 'en' && spanish.some((es) => same(change, es)),
  );
  return changes.flatMap((change) => {
    if (shared.includes(change)) return [{ ...change, slot: 'single' as const }];
    return change.slot === 'es' && shared.some((en) => same(en, change)) ? [] : [change];
  });
}
