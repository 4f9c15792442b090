/**
 * The content history's RPC answers as the admin's TypeScript shape, shared by the Overview's
 * activity (activity.ts) and the editors' history (history.ts), which load separately.
 */
import type { Language } from '../content/schema.ts';
import { platformName } from '../content/social-handle.ts';
import type { HistoryRow, HistoryTable } from './history-versions.ts';

/** One row of a history RPC's answer (bigints arrive as numbers or text). */
export type RpcRow = {
  id: number;
  tx: number;
  language: Language | null;
  operation: string;
  old_row?: unknown;
  new_row?: unknown;
  nested: boolean;
  source: string | null;
  restored_from?: string | null;
  actor_email: string | null;
  changed_at: string;
  revision: number | null;
  table_name?: string;
  entry_key?: string;
  label?: string | null;
  label_es?: string | null;
};

/**
 * An entry's name as the admin shows it: a social link is named by its platform, stored as typed
 * ('instagram') and shown as its card names it ('Instagram').
 */
export function entryLabel<Label extends string | null>(table: string, label: Label): Label {
  return (table === 'social_links' && label ? platformName(label) : label) as Label;
}

/** One answer row as a HistoryRow; `table` and `entryKey` where the answer leaves them out. */
export function toHistoryRow(row: RpcRow, table?: HistoryTable, entryKey?: string): HistoryRow {
  const rowTable = (row.table_name ?? table) as HistoryTable;
  return {
    id: Number(row.id),
    tx: Number(row.tx),
    table: rowTable,
    entryKey: row.entry_key ?? entryKey ?? '',
    language: row.language ?? null,
    operation: row.operation as HistoryRow['operation'],
    oldRow: (row.old_row ?? null) as HistoryRow['oldRow'],
    newRow: (row.new_row ?? null) as HistoryRow['newRow'],
    nested: row.nested,
    source: (row.source ?? null) as HistoryRow['source'],
    restoredFrom: row.restored_from ?? null,
    actor: row.actor_email ?? null,
    changedAt: row.changed_at,
    revision: row.revision === null ? null : Number(row.revision),
    label: entryLabel(rowTable, row.label ?? null),
    labelEs: row.label_es ?? null,
  };
}

/**
 * Throws the service's message: the view that asked says in the admin's language what failed
 * (a data module writes no UI text).
 */
export const historyFailure = (message: string): never => {
  throw new Error(message);
};
