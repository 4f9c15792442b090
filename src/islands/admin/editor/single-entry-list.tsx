import type { ReactNode } from 'react';
import type { EntryRow } from '../../../lib/data/entries.ts';
import type { EntryListView } from './entry-list-page.tsx';

/**
 * A `renderList` for a list of one single-slot entry shown as a card (a settings block): the
 * loading or failure message, then `card` with the entry's row and its Edit action.
 */
export function singleEntryCard<Row extends EntryRow>(
  card: (row: Row, onEdit: () => void) => ReactNode,
): (view: EntryListView<Row>) => ReactNode {
  return function SingleEntryCard({ entries, actionsOf, status }) {
    const entry = entries[0];
    return (
      <>
        {status}
        {entry ? card(entry.rows.single!, actionsOf(entry, 0).onEdit) : null}
      </>
    );
  };
}
