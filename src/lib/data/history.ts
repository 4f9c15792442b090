/**
 * The editors' data access of the content history (see the content_history migration): an
 * entry's versions, a whole table's, a table's recently deleted entries, and bringing one back;
 * the Overview's activity is in activity.ts. Every call is an admin-only RPC; the database
 * refuses anyone else.
 */
import { supabase } from '../supabase.ts';
import { entryLabel, historyFailure, toHistoryRow, type RpcRow } from './history-rows.ts';
import type { HistoryRow, HistoryTable } from './history-versions.ts';

export type { HistoryRow, HistoryTable, Version } from './history-versions.ts';

/** A deleted entry that can be restored, with the rows its deletion removed. */
export interface DeletedEntry {
  key: string;
  label: string;
  deletedAt: string;
  actor: string | null;
  rows: Record<string, unknown>[];
}

/** Every recorded row of one entry, newest first. */
export async function loadEntryHistory(
  table: HistoryTable,
  entryKey: string,
): Promise<HistoryRow[]> {
  const { data, error } = await supabase.rpc('entry_history', {
    table_name: table,
    entry_key: entryKey,
  });
  if (error) return historyFailure(error.message);
  return (data as RpcRow[]).map((row) => toHistoryRow(row, table, entryKey));
}

/** Every recorded row of every entry of `table` (at most 400), newest first: Site Settings. */
export async function loadTableHistory(table: HistoryTable): Promise<HistoryRow[]> {
  const { data, error } = await supabase.rpc('table_history', { table_name: table });
  if (error) return historyFailure(error.message);
  return (data as RpcRow[]).map((row) => toHistoryRow(row, table));
}

/** The entries of `table` deleted recently and not brought back, newest first. */
export async function loadRecentlyDeleted(table: HistoryTable): Promise<DeletedEntry[]> {
  const { data, error } = await supabase.rpc('recently_deleted', { table_name: table });
  if (error) return historyFailure(error.message);
  return data.map((row) => ({
    key: row.entry_key,
    label: entryLabel(table, row.label ?? row.entry_key),
    deletedAt: row.deleted_at,
    actor: row.actor_email ?? null,
    rows: row.rows as Record<string, unknown>[],
  }));
}

/** Why the database refused a restore, as its error's hint names it (the restore_deleted RPC). */
const refusals = ['already_restored', 'key_taken', 'nothing_to_restore', 'image_gone'] as const;
export type RestoreRefusal = (typeof refusals)[number];
const isRefusal = (hint: string): hint is RestoreRefusal =>
  (refusals as readonly string[]).includes(hint);

/** A restore the database refused, with its reason for the admin's words. */
export class RestoreRefused extends Error {
  reason: RestoreRefusal;
  constructor(message: string, reason: RestoreRefusal) {
    super(message);
    this.reason = reason;
  }
}

/**
 * Brings a deleted entry back with every row it had; resolves the number of rows restored.
 * Throws `RestoreRefused` when the database says why not, else the service's message.
 */
export async function restoreDeleted(table: HistoryTable, entryKey: string): Promise<number> {
  const { data, error } = await supabase.rpc('restore_deleted', {
    table_name: table,
    entry_key: entryKey,
  });
  if (error && isRefusal(error.hint)) throw new RestoreRefused(error.message, error.hint);
  if (error) return historyFailure(error.message);
  return Number(data);
}
