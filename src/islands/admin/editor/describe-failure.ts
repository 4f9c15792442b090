import type { EntryRow, SaveResult } from '../../../lib/data/entries.ts';
import { languageName } from '../../../lib/data/language-names.ts';

/** The toast description of a failed save: which language failed, why, and what was saved. */
export function describeFailure<Row extends EntryRow>(
  result: Exclude<SaveResult<Row>, { ok: true }>,
  before?: Partial<Record<string, Row>>,
): string {
  const which = result.slot === 'single' ? 'The entry' : `The ${languageName(result.slot)} version`;
  const why =
    result.reason === 'conflict'
      ? `${which} was changed by someone else since you opened it. Nothing of it was overwritten.`
      : result.reason === 'deleted'
        ? `${which} was deleted elsewhere.`
        : `${which} was not saved: ${result.message}`;
  const saved = before
    ? Object.entries(result.rows)
        .filter(([slot, row]) => row && before[slot] && row !== before[slot])
        .map(([slot]) => languageName(slot as Row['language'] & string))
    : [];
  return saved.length ? `${why} (${saved.join(' and ')} saved.)` : why;
}
