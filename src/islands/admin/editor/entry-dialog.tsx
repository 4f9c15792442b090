import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { Entry, EntryRow, Slot } from '../../../lib/data/entries.ts';
import { EntryDialogPanel } from './entry-dialog-panel.tsx';
import type { EntryFormConfig } from './entry-form.ts';

/** What an editor's `fieldsScope` gets: the entry edited, the list's entries, and the fields. */
export interface FieldsScopeProps<Row extends EntryRow> {
  entry: Entry<Row>;
  existing: readonly Entry<Row>[];
  children: ReactNode;
}

/** Props of the one edit dialog every content editor uses. */
export interface EntryDialogProps<Row extends EntryRow> {
  config: EntryFormConfig<Row>;
  /** The entry being edited; for a new one `{ key: '', rows: {}, order: 0 }` with `isNew`. */
  entry: Entry<Row>;
  isNew?: boolean;
  /** The list's entries, for a new entry's key and position. */
  existing: readonly Entry<Row>[];
  title: string;
  description?: ReactNode;
  /** The panel's width; by default wide for two languages, medium for one. */
  size?: 'md' | 'lg' | 'xl';
  /** Controlled by the list that owns it (Headless UI): it closes the dialog after a save. */
  open: boolean;
  onClose: () => void;
  /** Refetches the list after a write; given the entry as an update left it (useEntrySave). */
  reload: (saved?: Entry<Row>) => void;
  /**
   * After the Undo of a save or an add, with the entry's key: refetches and gives focus back to
   * the entry, else to what stands for it (EntryListPage).
   */
  onUndone?: (key: string) => void;
  /** After a new entry's save: refetches, shows the entry, focus on its Edit (EntryListPage). */
  onAdded?: (key: string) => void;
  /**
   * One language's fields, named `${slot}.column` (e.g. `<TextField name={`${slot}.title`} />`);
   * the Active switch follows them where the form has one (`is_active`). `entry` is the one edited.
   */
  renderLanguage: (slot: Slot, lang: string | undefined, entry: Entry<Row>) => ReactNode;
  /** Fields shared by both languages (prices, an image), named `shared.column`; shown once. */
  renderShared?: () => ReactNode;
  /**
   * Around all the fields, inside the form, mounted once per opening: what both languages' fields
   * share, such as one read for both (the Packages dialog's landing texts).
   */
  fieldsScope?: ComponentType<FieldsScopeProps<Row>>;
}

/**
 * The edit dialog of every content editor: both languages side by side (stacked on phones, the
 * admin's own language first with the shared fields right after it), the shared fields once,
 * validation at each field, 'Saving...' while busy, the toasts of docs/product.md#messages, a
 * refused conflicting save with "Load their version" or "Overwrite", and a question before unsaved
 * changes are discarded (Escape, Cancel, a click outside or Back; a reload or a closed tab gets the
 * browser's own question; Escape in the History goes back to the form first). Remount it per entry
 * (`key={entry.key}`), since the form starts from the entry it was opened with.
 */
export function EntryDialog<Row extends EntryRow>(props: EntryDialogProps<Row>) {
  // Opens once its texts are loaded (the first time only), without hiding the page meanwhile.
  return (
    <Suspense fallback={null}>
      <EntryDialogPanel {...props} />
    </Suspense>
  );
}
