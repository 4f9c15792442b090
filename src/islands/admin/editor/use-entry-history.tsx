import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Entry, EntryRow, Slot } from '../../../lib/data/entries.ts';
import type { RecordedRow } from '../../../lib/data/history-versions.ts';
import type { EntryFormConfig } from './entry-form.ts';
import { HistoryToggle } from './history-toggle.tsx';
import { HistoryView } from './history-view.tsx';

interface EntryHistoryOptions<Row extends EntryRow> {
  config: EntryFormConfig<Row>;
  entry: Entry<Row>;
  isNew: boolean;
  /** True while the dialog saves: no switching and no second restore meanwhile. */
  busy: boolean;
  /**
   * Saves `version` (the entry as a version made at `changedAt` left it; none: as it read before
   * it was set) through the dialog's checked save, the form shown.
   */
  restore: (version: Entry<Row>, changedAt?: string) => void;
}

/** What an edit dialog shows of its entry's history. */
export interface EntryHistory {
  /** True while the History shows in place of the form. */
  showing: boolean;
  /** The button beside the dialog's title; null without a history. */
  toggle: ReactNode;
  /** The History view while it shows, else null. */
  view: ReactNode;
  /**
   * The dialog panel's key handler: Escape while the History shows goes back to the form, focus
   * on the toggle, and leaves the dialog open; the next Escape is the dialog's own.
   */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * An edit dialog's History: a toggle between the form and the entry's versions (loaded when first
 * opened), whose "Restore this version" hands the entry as that version left it back to the
 * dialog's save. None for a new entry or a table without a history (expenses).
 */
export function useEntryHistory<Row extends EntryRow>(
  options: EntryHistoryOptions<Row>,
): EntryHistory {
  const { config, entry, busy } = options;
  const [showing, setShowing] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const history = options.isNew ? undefined : config.store.history;
  if (!history) return { showing: false, toggle: null, view: null, onKeyDown: () => undefined };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only in the panel itself: a question opened from it (a portal) keeps its own Escape.
    const inPanel = event.currentTarget.contains(event.target as Node);
    if (event.key !== 'Escape' || event.defaultPrevented || !inPanel || !showing || busy) return;
    // Headless UI's Dialog leaves a prevented Escape alone (docs/product.md#history-and-recovery).
    event.preventDefault();
    setShowing(false);
    toggleButton.current?.focus();
  };
  const restore = (rows: Partial<Record<Slot, RecordedRow>>, changedAt?: string) => {
    // The form is back at once, so its Save can take focus from the Restore that goes.
    flushSync(() => setShowing(false));
    options.restore(
      history.withVersion
        ? history.withVersion(entry, rows)
        : { ...entry, rows: rows as unknown as Entry<Row>['rows'] },
      changedAt,
    );
  };
  return {
    showing,
    toggle: (
      <HistoryToggle
        ref={toggleButton}
        showing={showing}
        disabled={busy}
        onToggle={() => setShowing((shown) => !shown)}
      />
    ),
    view: showing ? (
      <div className="mt-4">
        <HistoryView
          table={history.table}
          entryKey={history.perEntry ? entry.key : null}
          bilingual={config.store.slots.length > 1}
          busy={busy}
          onRestore={restore}
          unset={history.unset}
          useText={config.useHistoryText}
        />
      </div>
    ) : null,
    onKeyDown,
  };
}
