import { ArrowUturnLeftIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  loadRecentlyDeleted,
  type DeletedEntry,
  type HistoryTable,
} from '../../../lib/data/history.ts';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useLoad } from '../use-load.ts';
import { restoreEntry } from './restore-entry.ts';
import { withContent } from './with-content.tsx';

interface RecentlyDeletedProps {
  table: HistoryTable;
  /** Changes whenever the list was read again (a delete or a restore elsewhere): read again too. */
  listVersion: unknown;
  /** Called with its key after an entry is back, so the list shows it (and its Edit gets focus). */
  onRestored: (key: string) => void;
  /**
   * Names an entry from one of its rows, as its card does; by default the database's name (the
   * English one).
   */
  labelOf?: ((row: never) => string) | undefined;
}

/**
 * The list page's "Recently deleted": entries deleted from this list, newest first, each with
 * Restore, which brings back every language row with its order and active state and publishes.
 * Nothing shows while there is none; a reread that fails keeps the last list, to try again.
 */
export function RecentlyDeleted({ table, listVersion, onRestored, labelOf }: RecentlyDeletedProps) {
  const t = useMessages('history');
  const common = useMessages('common');
  const lang = useStore($adminLanguage);
  // An entry is named in the admin's language when it had a row in it, as its card was.
  const named = (entry: DeletedEntry): DeletedEntry => {
    const row = entry.rows.find((deleted) => deleted.language === lang);
    return row && labelOf ? { ...entry, label: labelOf(row as never) } : entry;
  };
  const format = useAdminFormat();
  const load = useCallback(() => loadRecentlyDeleted(table), [table]);
  const { state, reload } = useLoad(load);
  const [restoring, setRestoring] = useState<string | null>(null);
  const seen = useRef(listVersion);
  useEffect(() => {
    if (seen.current === listVersion) return;
    seen.current = listVersion;
    void reload();
  }, [listVersion, reload]);

  // A failed reread keeps the last list (a dropped connection must not take Restore away).
  const entries = state.status === 'loading' ? undefined : state.data;
  if (!entries?.length) return null;
  const restore = async (key: string, label: string) => {
    setRestoring(key);
    const back = await restoreEntry(table, key, t('restored', { label }));
    if (!back) {
      // Its failure is said: Restore is ready again at once, not after the reread, which a
      // dropped connection may keep waiting (docs/decisions.md#restore-is-ready-again-once-it-failed).
      setRestoring(null);
      await reload();
      return;
    }
    // Restore keeps focus until its entry leaves this list; then the entry's Edit button has it.
    await reload();
    setRestoring(null);
    onRestored(key);
  };
  return (
    <section aria-labelledby="recently-deleted" className="mt-8">
      <h2 id="recently-deleted" className="text-base font-semibold text-ink-900">
        {t('recentlyDeleted')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('recentlyHelp')}</p>
      <ul className="mt-3 divide-y divide-mist-200 rounded-lg border border-mist-200 bg-white">
        {entries.map(named).map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
            <span className="min-w-0 flex-1 break-words">
              <span translate="no" className="font-medium text-ink-900">
                {entry.label}
              </span>
              <span className="block text-ink-600">
                {t('deletedAt')}{' '}
                <time dateTime={entry.deletedAt}>{format.time(entry.deletedAt)}</time>
                {entry.actor ? ` ${t('deletedBy', { actor: entry.actor })}` : ''}
              </span>
            </span>
            <Button
              size="sm"
              variant="outline"
              busy={restoring !== null}
              onClick={() => void restore(entry.key, entry.label)}
            >
              <ArrowUturnLeftIcon aria-hidden="true" />
              {restoring === entry.key ? t('restoring') : t('restoreEntry')}
              <span className="sr-only">
                {' '}
                {withContent((label) => common('quoted', { name: label }), entry.label)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
