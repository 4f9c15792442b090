import { useCallback } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Slot } from '../../../lib/data/entry-logic.ts';
import {
  loadEntryHistory,
  loadTableHistory,
  type HistoryTable,
} from '../../../lib/data/history.ts';
import { versionChanges } from '../../../lib/data/history-diff.ts';
import {
  entryAt,
  groupVersions,
  versionVerb,
  type RecordedRow,
} from '../../../lib/data/history-versions.ts';
import { useLoad } from '../use-load.ts';
import { FieldChanges } from './field-changes.tsx';
import { adminTime } from '../../../lib/business-time.ts';

interface HistoryPanelProps {
  table: HistoryTable;
  /** The entry; null for a dialog that edits every row of the table (Site Settings). */
  entryKey: string | null;
  /** Whether the entry has languages (field names then say which). */
  bilingual: boolean;
  /**
   * Writes the entry (with a whole table: the one entry a version changed) as it was after a
   * version back, through the dialog's save; none: read only.
   */
  onRestore?: (rows: Partial<Record<Slot, RecordedRow>>) => void;
  /** True while a save runs: no second restore meanwhile. */
  busy?: boolean;
}

/**
 * The History view of an edit dialog: the entry's versions newest first, each with who made it,
 * when, and what it changed field by field in every language, and "Restore this version" on the
 * older ones. Loaded only when opened (the dialog imports it lazily).
 */
export function HistoryPanel({ table, entryKey, bilingual, onRestore, busy }: HistoryPanelProps) {
  const load = useCallback(
    () => (entryKey === null ? loadTableHistory(table) : loadEntryHistory(table, entryKey)),
    [table, entryKey],
  );
  const { state } = useLoad(load);
  if (state.status === 'loading') return <Spinner label="Loading the history..." />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {state.message}
      </p>
    );
  }
  const rows = state.data;
  const versions = groupVersions(rows);
  // The newest version of each entry is what the site shows now (several with a whole table).
  const current = new Set(
    versions
      .filter((v, i) => versions.findIndex((w) => w.entryKey === v.entryKey) === i)
      .map((v) => v.id),
  );
  if (versions.length === 0)
    return <p className="text-sm text-ink-600">No recorded changes yet.</p>;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-ink-700">
        Newest first. Restoring a version saves it as a new version, so it can be undone too.
      </p>
      <ol aria-label="Versions" className="max-h-[60vh] space-y-3 overflow-y-auto pr-1">
        {versions.map((version) => {
          const what = entryKey === null ? `${version.entryKey}: ` : '';
          const verb = versionVerb(version);
          const done = what ? verb : verb.charAt(0).toUpperCase() + verb.slice(1);
          const title = `${what}${done} by ${version.actor ?? 'a script'}`;
          const restorable = onRestore && version.operation !== 'delete';
          return (
            <li key={version.id} className="rounded-lg border border-mist-200 p-3">
              <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-semibold text-ink-900">{title}</h3>
                <time dateTime={version.changedAt} className="text-ink-600">
                  {adminTime(version.changedAt)}
                </time>
                <span className="ml-auto">
                  {current.has(version.id) && version.operation !== 'delete' ? (
                    <Badge variant="secondary">Current version</Badge>
                  ) : restorable ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Restore this version (${title}, ${adminTime(version.changedAt)})`}
                      onClick={() => onRestore?.(entryAt(rows, version))}
                    >
                      Restore this version
                    </Button>
                  ) : null}
                </span>
              </div>
              <FieldChanges changes={versionChanges(version)} bilingual={bilingual} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
