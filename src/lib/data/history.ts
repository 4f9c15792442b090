/**
 * Data access of the content history (see the content_history migration): an entry's versions,
 * a table's recently deleted entries, bringing one back, and the site's recent activity. Every
 * call is an admin-only RPC; the database refuses anyone else.
 */
import type { Language } from '../content/schema.ts';
import { supabase } from '../supabase.ts';
import {
  groupVersions,
  type HistoryRow,
  type HistoryTable,
  type Version,
} from './history-versions.ts';

export type { HistoryRow, HistoryTable, Version } from './history-versions.ts';

/** A deleted entry that can be restored, with the rows its deletion removed. */
export interface DeletedEntry {
  key: string;
  label: string;
  deletedAt: string;
  actor: string | null;
  rows: Record<string, unknown>[];
}

type RpcRow = {
  id: number;
  tx: number;
  language: Language | null;
  operation: string;
  old_row?: unknown;
  new_row?: unknown;
  nested: boolean;
  source: string | null;
  actor_email: string | null;
  changed_at: string;
  revision: number | null;
  table_name?: string;
  entry_key?: string;
  label?: string | null;
};

/** One answer row as the history's TypeScript shape (bigints arrive as numbers or text). */
function toHistoryRow(row: RpcRow, table?: HistoryTable, entryKey?: string): HistoryRow {
  return {
    id: Number(row.id),
    tx: Number(row.tx),
    table: (row.table_name ?? table) as HistoryTable,
    entryKey: row.entry_key ?? entryKey ?? '',
    language: row.language ?? null,
    operation: row.operation as HistoryRow['operation'],
    oldRow: (row.old_row ?? null) as HistoryRow['oldRow'],
    newRow: (row.new_row ?? null) as HistoryRow['newRow'],
    nested: row.nested,
    source: (row.source ?? null) as HistoryRow['source'],
    actor: row.actor_email ?? null,
    changedAt: row.changed_at,
    revision: row.revision === null ? null : Number(row.revision),
    label: row.label ?? null,
  };
}

const fail = (what: string, message: string): never => {
  throw new Error(`${what}: ${message}`);
};

/** Every recorded row of one entry, newest first. */
export async function loadEntryHistory(
  table: HistoryTable,
  entryKey: string,
): Promise<HistoryRow[]> {
  const { data, error } = await supabase.rpc('entry_history', {
    table_name: table,
    entry_key: entryKey,
  });
  if (error) return fail('Could not load the history', error.message);
  return (data as RpcRow[]).map((row) => toHistoryRow(row, table, entryKey));
}

/** Every recorded row of every entry of `table` (at most 400), newest first: Site Settings. */
export async function loadTableHistory(table: HistoryTable): Promise<HistoryRow[]> {
  const { data, error } = await supabase.rpc('table_history', { table_name: table });
  if (error) return fail('Could not load the history', error.message);
  return (data as RpcRow[]).map((row) => toHistoryRow(row, table));
}

/** The last changes across the site, grouped into versions (one save of both languages is one). */
export async function loadRecentActivity(count = 20): Promise<Version[]> {
  const { data, error } = await supabase.rpc('recent_activity', { max_rows: count * 4 });
  if (error) return fail('Could not load the recent activity', error.message);
  return groupVersions((data as RpcRow[]).map((row) => toHistoryRow(row))).slice(0, count);
}

/** The entries of `table` deleted recently and not brought back, newest first. */
export async function loadRecentlyDeleted(table: HistoryTable): Promise<DeletedEntry[]> {
  const { data, error } = await supabase.rpc('recently_deleted', { table_name: table });
  if (error) return fail('Could not load the recently deleted entries', error.message);
  return data.map((row) => ({
    key: row.entry_key,
    label: row.label ?? row.entry_key,
    deletedAt: row.deleted_at,
    actor: row.actor_email ?? null,
    rows: row.rows as Record<string, unknown>[],
  }));
}

/** Brings a deleted entry back with every row it had; resolves the number of rows restored. */
export async function restoreDeleted(table: HistoryTable, entryKey: string): Promise<number> {
  const { data, error } = await supabase.rpc('restore_deleted', {
    table_name: table,
    entry_key: entryKey,
  });
  if (error) return fail('Could not restore it', error.message);
  return Number(data);
}
