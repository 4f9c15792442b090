/**
 * How an editor describes its form to the entry pattern: the table's data module, what one entry
 * is called (the toasts follow from it, see entry-messages.ts), and per language the form values of a row, their validation and the
 * columns they become. Prices and other columns shared by both languages are described once under
 * `shared`.
 */
import type { ReactNode } from 'react';
import { z } from '../../../lib/zod.ts';
import type { EditorStore, Entry, EntryRow, Patch, Slot } from '../../../lib/data/entries.ts';
import type { EntryMessages } from './entry-messages.ts';
import type { HistoryText } from './history-text.ts';

/** Form values of a whole entry: one object per language slot, plus the shared columns. */
export type EntryFormValues = Partial<Record<Slot | 'shared', Record<string, unknown>>>;

/** A field's path in the form values: its part and column (`en.question`, `shared.price_sedan`). */
export type FieldName = `${Slot | 'shared'}.${string}`;

/** What the dialog asks before a save (`confirmSave`), in the admin's language. */
export interface SaveQuestion {
  title: string;
  description: string;
  /** The button that saves all the same; the other, Cancel, goes back to the form. */
  confirmLabel: string;
  /** The field focus goes to after Cancel, where the value asked about is (`single.amount`). */
  field: FieldName;
}

/** An editor's form: see the file comment. `toColumns` gets the schema's output (trimmed text…). */
export interface EntryFormConfig<Row extends EntryRow> {
  store: EditorStore<Row>;
  /**
   * What one entry is called in dialogs, confirmations and toasts, e.g. 'FAQ'; the `editor`
   * namespace gives its forms in each language (`noun.FAQ.the`…, see entry-messages.ts).
   */
  noun: string;
  /** The toasts whose English text does not follow from `noun` (other languages keep theirs). */
  messages?: Partial<EntryMessages>;
  /**
   * Validation of one language's values (docs/product.md#validation), usually a `pick` of the table
   * schema.
   */
  schema: z.ZodType;
  /** One language's form values from its row; `undefined` gives the values of a new version. */
  toValues(row: Row | undefined): Record<string, unknown>;
  /**
   * The row columns from one language's validated values; `shared` is the validated shared part,
   * for a value typed once but written to each language (a testimonial's rating). By default the
   * values are the columns.
   */
  toColumns?(values: never, shared: never): Patch;
  /**
   * How the History names entries and words values (a hook, called as the History renders); by
   * default as stored. Site Settings: each setting's name, hours and payments in words.
   */
  useHistoryText?: () => HistoryText;
  /**
   * What a History restore brought back, where the noun does not say (Site Settings: the setting,
   * 'Opening hours'), as its toast's subject, and what else the toast should say; `before` and
   * `after` are the entry as the restore found and left it. By default: the noun, nothing more.
   */
  restored?(
    before: Entry<Row>,
    after: Entry<Row>,
  ): { start: string; description?: ReactNode } | undefined;
  /**
   * What a save refused for someone else's change names as changed, in its notice and toast, given
   * the parts the store says clashed (`clashed`), and what a failed save names as not saved, given
   * the parts it was writing (`parts`; Site Settings: 'The setting “Top banner (Spanish)”'): a
   * feminine singular subject in Spanish, as the notice's 'modificada' agrees with it, singular in
   * English ('… was not saved'). By default the entry or its language ('The entry').
   */
  partsWhich?(parts: readonly string[]): string;
  /**
   * The name of one entry as its card or tile gives it, from its row (Social Links: the network,
   * 'Facebook'; an image: its alt text or file name; an expense: its name). A one-row entry whose
   * noun has a `named` form (`noun.<noun>.named` in en/editor.ts, 'The social link “{name}”': a
   * feminine subject in Spanish, as for `partsWhich`) is named so by its failure and conflict
   * toasts, its conflict notice and its Undo's failure, not as 'The entry'; the Undo of an add says
   * it was removed again by it ('“Adobe” removed again').
   */
  entryName?(row: Row): string;
  /**
   * A question to answer before Save writes what was typed, given the validated form and the entry
   * as the dialog opened it; undefined saves at once. An expense amount far above the usual asks
   * 'Save $4,999,999,999.00 a month?' (docs/product.md#expense-tracking).
   */
  confirmSave?(output: EntryFormValues, entry: Entry<Row>): SaveQuestion | undefined;
  /** Checks across the parts of the form (a field required only when a shared switch is on). */
  refine?: (values: EntryFormValues, ctx: z.RefinementCtx) => void;
  /**
   * Values edited once for both languages: columns the database syncs (prices; `toColumns` here
   * gives them, written once on the last row saved), or values each language's `toColumns` writes.
   */
  shared?: {
    schema: z.ZodType;
    toValues(row: Row | undefined): Record<string, unknown>;
    /** By default the shared values are the columns. */
    toColumns?(values: never): Patch;
  };
}

/**
 * `toValues` for a form whose fields are columns: each field of `schema` read from the row, or
 * for a new version (or an empty column) its `blank` value, '' unless given.
 */
export function rowValues(
  schema: z.ZodObject,
  blank: Record<string, unknown> = {},
): (row: EntryRow | undefined) => Record<string, unknown> {
  return (row) =>
    Object.fromEntries(
      Object.keys(schema.shape).map((column) => [
        column,
        (row as Patch | undefined)?.[column] ?? blank[column] ?? '',
      ]),
    );
}

/** Whether each language's values have `is_active`: the dialog then ends each with its switch. */
export function hasActiveSwitch<Row extends EntryRow>(config: EntryFormConfig<Row>): boolean {
  return config.schema instanceof z.ZodObject && 'is_active' in config.schema.shape;
}

/** The form values of `entry`: its languages that exist, and the shared columns once. */
export function entryFormValues<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  entry: Entry<Row>,
  isNew = false,
): EntryFormValues {
  const values: EntryFormValues = {};
  for (const slot of config.store.slots) {
    const row = entry.rows[slot];
    if (row || isNew) values[slot] = config.toValues(row);
  }
  if (config.shared) {
    const source = entry.rows.en ?? entry.rows.es ?? entry.rows.single;
    values.shared = config.shared.toValues(source);
  }
  return values;
}

/**
 * What 'Load their version' would take from the owner: each field (`en.question`) whose `typed`
 * value differs both from the value the form `started` from and from `theirs`, with that value.
 */
export function typedOver(
  started: EntryFormValues,
  typed: EntryFormValues,
  theirs: EntryFormValues,
): [FieldName, unknown][] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const parts = Object.entries(typed) as [keyof EntryFormValues, Record<string, unknown>][];
  return parts.flatMap(([part, values]) =>
    Object.entries(values)
      .filter(
        ([column, value]) =>
          !same(value, started[part]?.[column]) && !same(value, theirs[part]?.[column]),
      )
      .map(([column, value]): [FieldName, unknown] => [`${part}.${column}`, value]),
  );
}

/** The validation of a whole entry's form: each language (when present) and the shared part. */
export function entryFormSchema<Row extends EntryRow>(config: EntryFormConfig<Row>): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const slot of config.store.slots) shape[slot] = config.schema.optional();
  if (config.shared) shape.shared = config.shared.schema;
  const { refine } = config;
  const schema = z.object(shape);
  return refine ? schema.superRefine((values, ctx) => refine(values, ctx)) : schema;
}

/** The writes of a validated form: columns per language, and the shared columns. */
export function entryPatches<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  output: Record<string, unknown>,
): { values: Partial<Record<Slot, Patch>>; shared: Patch | undefined } {
  const values: Partial<Record<Slot, Patch>> = {};
  for (const slot of config.store.slots) {
    if (!output[slot]) continue;
    values[slot] = config.toColumns
      ? config.toColumns(output[slot] as never, output.shared as never)
      : (output[slot] as Patch);
  }
  const { shared: part } = config;
  const shared = part?.toColumns
    ? part.toColumns(output.shared as never)
    : (output.shared as Patch | undefined);
  return { values, shared };
}
