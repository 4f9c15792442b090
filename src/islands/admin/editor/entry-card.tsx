import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { Entry, EntryRow, Slot } from '../../../lib/data/entries.ts';
import { ActiveBadge } from './active-badge.tsx';
import { DeleteButton } from './delete-button.tsx';
import { LanguageBadges } from './language-badges.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { ButtonName } from './button-name.tsx';
import { useSlotOrder } from './use-slot-order.ts';

/** What a list offers on one entry: its place, edit, and move and delete where the list has them. */
export interface EntryActions {
  index: number;
  count: number;
  /** True while a list write runs: the move and delete buttons wait. */
  busy: boolean;
  onEdit: () => void;
  /** The entry's Edit button, which gets focus back after an Undo (the toast's button is gone). */
  editButton?: (button: HTMLButtonElement | null) => void;
  /** Absent where the order is fixed (packages, the hero, expenses by due date). */
  onMove?: (direction: -1 | 1) => Promise<boolean>;
  /** Absent where entries cannot be deleted (packages, the hero). */
  onDelete?: () => Promise<boolean>;
  /** A delete can be undone (its toast's Undo, Recently deleted): the question says so. */
  undoable?: boolean;
}

/**
 * How an editor's list shows one entry (EntryListPage's `card`). Label and summary are read from
 * the entry's row in the admin's language (else the other language's, or its one row): the
 * Spanish admin names a FAQ by its Spanish question.
 */
export interface EntryCardSpec<Row extends EntryRow> {
  /** Names the entry: the card's accessible name and its buttons' ("Edit “…”"). */
  label: (row: Row) => string;
  /** Shown once beside the number: what both languages share (an icon, a price, the stars). */
  summary?: (row: Row, key: string) => ReactNode;
  /** Shown once under the header: what both languages share at length (a package's prices). */
  details?: (row: Row) => ReactNode;
  /** The body of one row: a language's version, or the entry's one row. */
  renderRow: (row: Row, lang: string | undefined) => ReactNode;
}

interface EntryCardProps<Row extends EntryRow> extends EntryCardSpec<Row> {
  entry: Entry<Row>;
  /** What an entry is called in the delete question, e.g. 'testimonial'. */
  noun: string;
  actions: EntryActions;
}

/**
 * The page a language entry with one language written is removed from ('the English page'), for
 * the delete question; undefined (both pages, the question's default) otherwise.
 */
function onePage(entry: Entry<EntryRow>, t: Translate<'editor'>): string | undefined {
  if (entry.rows.single || (entry.rows.en && entry.rows.es)) return undefined;
  return entry.rows.en ? t('englishPage') : entry.rows.es ? t('spanishPage') : undefined;
}

/**
 * One entry of an editor's list: number, shared summary, "Needs Spanish" flag, Edit / Move /
 * Delete, then each language's version with its Active badge (side by side from md up).
 */
export function EntryCard<Row extends EntryRow>(props: EntryCardProps<Row>) {
  const { entry, actions } = props;
  const { editButton } = actions;
  const t = useMessages('editor');
  const adminLang = useStore($adminLanguage);
  const first = entry.rows[adminLang] ?? entry.rows.en ?? entry.rows.es ?? entry.rows.single;
  const label = first ? props.label(first) : entry.key;
  const nameId = useId();
  // Stacked on a phone, the admin's own language first, as in the entry's dialog.
  const { order: slots } = useSlotOrder(
    Object.keys(entry.rows).includes('single') ? ['single' as const] : languages,
  );
  return (
    // Named by its content, in an element the Spanish leak scan knows is content.
    <Card className="p-4" aria-labelledby={nameId}>
      <span id={nameId} hidden translate="no">
        {label}
      </span>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2 *:min-w-0">
          <span className="text-sm font-semibold text-ink-700">{actions.index + 1}.</span>
          {first ? props.summary?.(first, entry.key) : null}
          {slots.length > 1 ? <LanguageBadges entry={entry} /> : null}
        </div>
        <div className="flex flex-wrap gap-1">
          <Button ref={editButton} variant="outline" size="sm" onClick={actions.onEdit}>
            <PencilSquareIcon aria-hidden="true" />
            <span aria-hidden="true">{t('editButton')}</span>
            <ButtonName text="editLabel" label={label} />
          </Button>
          {actions.onMove ? (
            <MoveButtons
              index={actions.index}
              count={actions.count}
              label={label}
              busy={actions.busy}
              onMove={actions.onMove}
            />
          ) : null}
          {actions.onDelete ? (
            <DeleteButton
              noun={props.noun}
              label={label}
              disabled={actions.busy}
              onDelete={actions.onDelete}
              undoable={actions.undoable}
              removedFrom={onePage(entry, t)}
            />
          ) : null}
        </div>
      </div>
      {first ? props.details?.(first) : null}
      <div className={slots.length > 1 ? 'mt-3 grid gap-4 md:grid-cols-2' : 'mt-3'}>
        {slots.map((slot) => {
          const row = entry.rows[slot];
          const lang = slot === 'single' ? undefined : slot;
          return (
            <div key={slot} className="min-w-0 space-y-1" data-slot={slot}>
              <p className="flex items-center gap-2 text-xs font-semibold text-ink-700">
                {lang?.toUpperCase()}
                {row ? <ActiveBadge active={row.is_active ?? true} /> : null}
              </p>
              {row ? (
                <div lang={lang}>{props.renderRow(row, lang)}</div>
              ) : (
                <p className="text-sm text-ink-600">{t('notWritten')}</p>
              )}
            </div>
          );
        })}
      </div>
    </Card>
  );
}

const languages: readonly Slot[] = ['en', 'es'];
