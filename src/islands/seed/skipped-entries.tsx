import { ArrowUturnLeftIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { skippedReason, type SkippedEntry } from '../../lib/seed-report.ts';
import { tableLabels } from './seed-summary.ts';

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
        Skipped on purpose ({entries.length})
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
                  {tableLabels[entry.table]}: “{entry.label}”
                </span>{' '}
                {skippedReason(entry)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {restorable.length > 0 ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm">
            To bring back the original content of a deleted entry, choose it and restore its
            default. Recently deleted in the admin brings back your last version instead.
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={restoring || chosen.length === 0}
            aria-busy={restoring}
            onClick={() => onRestore(chosen)}
          >
            <ArrowUturnLeftIcon aria-hidden="true" />
            {restoring ? 'Restoring...' : 'Restore chosen defaults'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
