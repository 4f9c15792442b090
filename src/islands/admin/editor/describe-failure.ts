import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import type { EntryRow, SaveResult } from '../../../lib/data/entries.ts';
import type { EntryFormConfig } from './entry-form.ts';
import { namedEntry } from './entry-messages.ts';

type Failure<Row extends EntryRow> = Exclude<SaveResult<Row>, { ok: true }>;

/** What of an editor's form names what a failure was over (see `EntryFormConfig`). */
type Naming<Row extends EntryRow> = Partial<
  Pick<EntryFormConfig<Row>, 'partsWhich' | 'entryName' | 'noun'>
>;

/**
 * What `result` failed over in `config`'s words: its `partsWhich` of the parts that clashed in a
 * conflict, or that a failed save was writing; else a one-row entry by its name (`entryName`, 'The
 * social link “Facebook”'); undefined where the entry or its language says it.
 */
export function partsName<Row extends EntryRow>(
  config: Naming<Row> | undefined,
  result: Failure<Row>,
): string | undefined {
  const parts =
    result.reason === 'conflict'
      ? result.clashed
      : result.reason === 'failed'
        ? result.parts
        : undefined;
  if (parts?.length && config?.partsWhich) return config.partsWhich(parts);
  // The entry as the page showed it (a conflict's rows are those the save started from).
  const row = result.slot === 'single' ? result.rows.single : undefined;
  if (!row || !config?.entryName || !config.noun) return undefined;
  return namedEntry(config.noun, config.entryName(row));
}

/**
 * The toast description of a failed save: which language failed, why, and what was saved, in the
 * admin's language (the `editor` namespace, loaded by the dialog); a conflict or failure over parts
 * `config` names (`partsWhich`: a Settings card's settings), or of a one-row entry it names
 * (`entryName`: a social link, an image), by their names, not as 'The entry'.
 */
export function describeFailure<Row extends EntryRow>(
  result: Failure<Row>,
  before?: Partial<Record<string, Row>>,
  config?: Naming<Row>,
): string {
  // A conflict over both languages is one over the entry.
  const several = result.reason === 'conflict' && Object.keys(result.theirs ?? {}).length > 1;
  const which =
    partsName(config, result) ??
    (result.slot === 'single' || several
      ? translate('editor', 'theEntry')
      : translate('editor', 'theVersion', {
          language: translate('editor', `inLanguage.${result.slot}`),
        }));
  const why =
    result.reason === 'conflict'
      ? translate('editor', 'failedConflict', { which })
      : result.reason === 'deleted'
        ? translate('editor', 'failedDeleted', { which })
        : translate('editor', 'failedOther', { which, message: result.message });
  const saved = savedLanguages(result, before).map((slot) =>
    translate('editor', `inLanguage.${slot as 'en' | 'es'}`),
  );
  if (!saved.length) return why;
  const languages = new Intl.ListFormat($adminLanguage.get(), { type: 'conjunction' }).format(
    saved,
  );
  return translate('editor', 'failedSavedSome', { why, languages });
}

/** The languages a failed save did write (another language failed), as the toast names them. */
export function savedLanguages<Row extends EntryRow>(
  result: Exclude<SaveResult<Row>, { ok: true }>,
  before?: Partial<Record<string, Row>>,
): string[] {
  if (!before) return [];
  return Object.entries(result.rows)
    .filter(([slot, row]) => slot !== result.slot && row && before[slot] && row !== before[slot])
    .map(([slot]) => slot);
}
