/**
 * How a History view names the entries of a whole table and words their values, where the
 * field-by-field list alone would show the database's words (Site Settings: 'opening_hours' and
 * its stored JSON). An editor's form config gives its own as a hook; the others keep these.
 */

/** How a word agrees with a name: masculine or feminine, singular or plural. */
export type Agreement = 'm' | 'f' | 'mp' | 'fp';

/** What a History view shows for a key and a stored value. */
export interface HistoryText {
  /** The name of the entry a version changed, in a whole table's History. */
  entryName(key: string): string;
  /**
   * How the title's participle agrees with that name ('Formas de pago: editadas por …'); by
   * default masculine singular.
   */
  entryAgreement?(key: string): Agreement;
  /** A changed value of `column` of entry `entryKey` as the owner reads it. */
  value(entryKey: string, column: string, stored: string): string;
  /** Columns a person never changes, left out of the list. */
  hidden: readonly string[];
  /**
   * Columns shown without their field's name: an entry's one value, which its name already says
   * (a setting's value under 'Opening hours: edited by …').
   */
  unlabelled?: readonly string[];
  /**
   * Columns whose values `value` words in the admin's language, not their row's (an add-on's icon
   * by its picture's name: 'Aerosol' under the English row's Icon too).
   */
  adminWorded?: readonly string[];
}

const plain: HistoryText = {
  entryName: (key) => key,
  value: (_entryKey, _column, stored) => stored,
  hidden: [],
};

/** The default: keys and values as stored. */
export function usePlainHistoryText(): HistoryText {
  return plain;
}
