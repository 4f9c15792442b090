import { ArrowUturnLeftIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useAdminFormat } from '../../i18n/admin/format.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import type { SkippedEntry } from '../../lib/seed-report.ts';
import { withContent } from '../admin/editor/with-content.tsx';

interface SkippedEntriesProps {
  entries: readonly SkippedEntry[];
  restoring: boolean;
  /** Brings back the default content of the chosen deleted entries. */
  onRestore: (ids: string[]) => void;
}

/**
 * The entries a seeding run left out on purpose, each with why; the deleted ones can be chosen
 * and brought back with their default content, an action of its own (Recently deleted in the
 * admin brings back the owner's last version instead).
 */
export function SkippedEntries({ entries, restoring, onRestore }: SkippedEntriesProps) {
  const t = useMessages('seed');
  const common = useMessages('common');
  const { date } = useAdminFormat();
  /** Why seeding left `entry` out (the words of `npm run seed`'s skippedReason, in the language). */
  const reason = (entry: SkippedEntry) =>
    entry.reason === 'renamed'
      ? t('skippedRenamed', { name: entry.detail ?? '' })
      : entry.detail
        ? t('skippedDeletedOn', { date: date(entry.detail.slice(0, 10)) })
        : t('skippedDeleted');
  const [chosen, setChosen] = useState<string[]>([]);
  const restorable = entries.filter((entry) => entry.reason === 'deleted');
  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  return (
    <section
      aria-labelledby="skipped-title"
      className="rounded-lg border border-mist-200 bg-white p-4 text-ink-900"
    >
      <h3 id="skipped-title" className="text-sm font-semibold">
        {t('skippedTitle', { count: entries.length })}
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <label className="flex items-start gap-2">
              {entry.reason === 'deleted' ? (
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  checked={chosen.includes(entry.id)}
                  disabled={restoring}
                  onChange={(event) => toggle(entry.id, event.target.checked)}
                />
              ) : null}
              <span>
                <span className="font-medium">
                  {t(entry.table)}:{' '}
                  {withContent((label) => common('quoted', { name: label }), entry.label)}
                </span>{' '}
                {reason(entry)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {restorable.length > 0 ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm">{t('restoreHelp')}</p>
          <Button
            size="sm"
            variant="outline"
            disabled={restoring || chosen.length === 0}
            aria-busy={restoring}
            onClick={() => onRestore(chosen)}
          >
            <ArrowUturnLeftIcon aria-hidden="true" />
            {restoring ? t('restoring') : t('restore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
