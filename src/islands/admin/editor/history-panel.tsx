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
import {
  emptiesEveryField,
  versionChanges,
  type FieldChange,
} from '../../../lib/data/history-diff.ts';
import { namesOfImages } from '../../../lib/data/image-names.ts';
import { storedImageFile } from '../../../lib/images/stored-image.ts';
import {
  entryAt,
  groupVersions,
  type HistoryRow,
  type RecordedRow,
  type Version,
} from '../../../lib/data/history-versions.ts';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useLoad } from '../use-load.ts';
import { LoadFailed } from '../load-failed.tsx';
import { EmptyValue } from './empty-value.tsx';
import { FieldChanges } from './field-changes.tsx';
import { usePlainHistoryText, type HistoryText } from './history-text.ts';
import { versionTitle } from './version-title.ts';

interface HistoryPanelProps {
  table: HistoryTable;
  /** The entry; null for a dialog that edits every row of the table (Site Settings). */
  entryKey: string | null;
  /** Whether the entry has languages (field names then say which). */
  bilingual: boolean;
  /**
   * Writes the entry (with a whole table: the one entry a version changed) as it was after a
   * version (made at `changedAt`) back, through the dialog's save; none: read only.
   */
  onRestore?: (rows: Partial<Record<Slot, RecordedRow>>, changedAt?: string) => void;
  /**
   * A whole table's entry as it read before it had a row (see StoreHistory.unset), offered below
   * each version that added one; null or none: not offered.
   */
  unset?: ((entryKey: string) => RecordedRow | null) | undefined;
  /** True while a save runs: no second restore meanwhile. */
  busy?: boolean;
  /** The editor's names and words for keys and values (a hook); by default as stored. */
  useText?: (() => HistoryText) | undefined;
}

/** What `version` changed, in the words of `text`, without its hidden columns. */
function shownChanges(version: Version, text: HistoryText): FieldChange[] {
  const worded = (change: FieldChange, stored: string | null) =>
    stored ? text.value(version.entryKey, change.column, stored) : stored;
  return versionChanges(version)
    .filter((change) => !text.hidden.includes(change.column))
    .map((change) => ({
      ...change,
      before: worded(change, change.before),
      after: worded(change, change.after),
    }));
}

/** The library images the recorded rows name (a photo before or after), each once. */
const imagesIn = (rows: HistoryRow[]) => [
  ...new Set(
    rows
      .flatMap((row) => [...Object.values(row.oldRow ?? {}), ...Object.values(row.newRow ?? {})])
      .filter((value): value is string => typeof value === 'string' && !!storedImageFile(value)),
  ),
];

/** The history of `table` (of one entry, or all of it) and the library's names of its images. */
async function loadHistory(table: HistoryTable, entryKey: string | null) {
  const rows = await (entryKey === null
    ? loadTableHistory(table)
    : loadEntryHistory(table, entryKey));
  return { rows, images: await namesOfImages(imagesIn(rows)) };
}

/**
 * The History view of an edit dialog: the entry's versions newest first, each with who made it,
 * when, and what it changed field by field in every language, and "Restore this version" on the
 * older ones. Loaded only when opened (the dialog imports it lazily).
 */
export function HistoryPanel({
  table,
  entryKey,
  bilingual,
  onRestore,
  busy,
  unset,
  useText = usePlainHistoryText,
}: HistoryPanelProps) {
  const load = useCallback(() => loadHistory(table, entryKey), [table, entryKey]);
  const { state } = useLoad(load);
  const t = useMessages('history');
  const format = useAdminFormat();
  // The same hook on every render of a panel: its editor's config does not change.
  const text = useText();
  if (state.status === 'loading') return <Spinner label={t('loading')} />;
  if (state.status === 'error') return <LoadFailed what="history" message={state.message} />;
  const { rows, images } = state.data;
  const versions = groupVersions(rows);
  // The newest version of each entry is what the site shows now (several with a whole table).
  const current = new Set(
    versions
      .filter((v, i) => versions.findIndex((w) => w.entryKey === v.entryKey) === i)
      .map((v) => v.id),
  );
  if (versions.length === 0) return <p className="text-sm text-ink-600">{t('none')}</p>;
  return (
    <div className="space-y-3 text-sm">
      <p className="text-ink-700">{t('intro')}</p>
      {/* A long value (a link, a word without spaces) wraps in its card: no sideways scroll. */}
      <ol
        aria-label={t('versions')}
        className="max-h-[60vh] space-y-3 overflow-y-auto pr-1 wrap-anywhere"
      >
        {versions.map((version) => {
          const changes = shownChanges(version, text);
          // A whole table's history names the entry each version changed, and one that emptied
          // its value as cleared.
          const title = versionTitle(
            t,
            version,
            format.time,
            entryKey === null
              ? {
                  name: text.entryName(version.entryKey),
                  agreement: text.entryAgreement?.(version.entryKey),
                  emptied: emptiesEveryField(changes),
                }
              : undefined,
          );
          const time = format.time(version.changedAt);
          const restorable = onRestore && version.operation !== 'delete';
          // Added where there was no row: how it read before, restorable as a version is.
          const before = version.operation === 'insert' ? unset?.(version.entryKey) : null;
          // Back to how it read before (restored, or emptied since): nothing to restore then.
          const newest = versions.find((w) => w.entryKey === version.entryKey)!;
          const beforeIsCurrent =
            before != null &&
            (newest.operation === 'delete' ||
              String(entryAt(rows, newest).single?.['value'] ?? '') ===
                String(before['value'] ?? ''));
          const beforeTitle = t('ofEntry', {
            key: text.entryName(version.entryKey),
            done: t('unset'),
          });
          return [
            <li key={version.id} className="rounded-lg border border-mist-200 p-3">
              <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="min-w-0 font-semibold text-ink-900">{title}</h3>
                <time dateTime={version.changedAt} className="text-ink-600">
                  {time}
                </time>
                <span className="ml-auto">
                  {current.has(version.id) && version.operation !== 'delete' ? (
                    <Badge variant="secondary">{t('current')}</Badge>
                  ) : restorable ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('restoreLabel', { title, time })}
                      onClick={() => onRestore?.(entryAt(rows, version), version.changedAt)}
                    >
                      {t('restore')}
                    </Button>
                  ) : null}
                </span>
              </div>
              <FieldChanges
                changes={changes}
                bilingual={bilingual}
                images={images}
                unlabelled={text.unlabelled}
                adminWorded={text.adminWorded}
              />
            </li>,
            before && (
              <li key={`${version.id}-unset`} className="rounded-lg border border-mist-200 p-3">
                <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 className="min-w-0 font-semibold text-ink-900">{beforeTitle}</h3>
                  {beforeIsCurrent ? (
                    <span className="ml-auto">
                      <Badge variant="secondary">{t('current')}</Badge>
                    </span>
                  ) : onRestore ? (
                    <span className="ml-auto">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={t('restoreUnsetLabel', { title: beforeTitle })}
                        onClick={() => onRestore({ single: before })}
                      >
                        {t('restore')}
                      </Button>
                    </span>
                  ) : null}
                </div>
                <p className="whitespace-pre-line">
                  {before['value'] ? (
                    text.value(version.entryKey, 'value', String(before['value']))
                  ) : (
                    <EmptyValue text={t('emptyValue')} />
                  )}
                </p>
              </li>
            ),
          ];
        })}
      </ol>
    </div>
  );
}
