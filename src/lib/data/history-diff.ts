/**
 * What a version changed, field by field and language by language, in words an owner reads: the
 * column's label and its value before and after. Pure; loaded with the History view, and by the
 * Overview's recent changes to tell a setting cleared (`emptiesEveryField`).
 */
import { formatPrice } from '../content/price.ts';
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

/**
 * The order the edit dialogs show their fields in, every table's in one list (no two dialogs
 * order the same columns differently): each language's fields, then those typed once for both
 * (prices, the photo), then the image library's and bookkeeping ones. A recorded row keeps its
 * columns in the database's JSON order (shortest name first), which no dialog follows; a column
 * not listed here comes after these, in that order.
 */
const columnOrder = [
  'platform',
  'name',
  'question',
  'title',
  'subtitle',
  'label',
  'description',
  'content',
  'answer',
  'duration',
  'features',
  'cta_primary_text',
  'cta_secondary_text',
  'background_image_url',
  'price',
  'url',
  'icon_name',
  'is_active',
  'emoji',
  'author_name',
  'rating',
  'price_sedan',
  'price_suv_2row',
  'price_suv_3row',
  'image_url',
  'alt_text',
  'alt_text_es',
  'category',
  'display_order',
];

/** Where `column` comes in `columnOrder`; after every listed one when it is not listed. */
const rank = (column: string) => {
  const at = columnOrder.indexOf(column);
  return at === -1 ? columnOrder.length : at;
};

/** Prices are stored without the dollar sign; the history shows them as the site does. */
const priceColumns = new Set(['price', 'price_sedan', 'price_suv_2row', 'price_suv_3row']);

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

/**
 * Whether a value as the History shows it is empty (no value, or ''): said in words, `emptyValue`,
 * never as a dash someone could have typed (docs/product.md#history-and-recovery).
 */
export const isEmptyValue = (text: string | null | undefined): boolean => !text;

/**
 * Whether a version emptied every field it changed, each from a value to none (an edit that
 * cleared a setting): not an added or a deleted row, whose other side is no row at all.
 */
export function emptiesEveryField(changes: readonly FieldChange[]): boolean {
  return (
    changes.length > 0 &&
    changes.every(
      (change) =>
        change.after !== null && !isEmptyValue(change.before) && isEmptyValue(change.after),
    )
  );
}

/** A column's value as the History shows it: a price with its dollar sign ('140' → '$140'). */
function shownValue(column: string, value: unknown): string {
  const text = valueText(value);
  return priceColumns.has(column) && text ? formatPrice(text) : text;
}

function rowChanges(slot: Slot, before: RecordedRow | null, after: RecordedRow | null) {
  const columns = Object.keys(after ?? before ?? {})
    .filter((column) => !hidden.has(column))
    .sort((a, b) => rank(a) - rank(b));
  return columns.flatMap((column): FieldChange[] => {
    const was = before ? shownValue(column, before[column]) : null;
    const now = after ? shownValue(column, after[column]) : null;
    if (was === now) return [];
    return [{ slot, column, label: columnLabel(column), before: was, after: now }];
  });
}

/**
 * The fields `version` changed, as the dialog orders them: English, then Spanish, then the fields
 * of the entry as a whole, each in `columnOrder`; a language written twice in one version (a price
 * the database copied) shows its net change. A field changed the same way in both languages (a
 * price, which both share; a position) shows once, among the entry's ('single'), not once per
 * language.
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
  const perLanguage = changes.filter(
    (change) =>
      !shared.includes(change) &&
      change.slot !== 'single' &&
      !(change.slot === 'es' && shared.some((en) => same(en, change))),
  );
  const whole = [
    ...shared.map((change) => ({ ...change, slot: 'single' as const })),
    ...changes.filter((change) => change.slot === 'single'),
  ].sort((a, b) => rank(a.column) - rank(b.column));
  return [...perLanguage, ...whole];
}
