/**
 * An update that never overwrites a change it has not seen: `update … where <row> and updated_at =
 * <baseline>`. No row back means someone changed the row since it was read (a conflict carrying
 * their version), deleted it, or RLS refused the write (a non-admin, an ended session); the row is
 * read again to tell which. Used by the entry pattern's saves (entry-save.ts) and the expenses
 * (whose added expense's Undo is a checked delete); Site Settings save all their rows at once in the
 * database instead (site-settings.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import { supabase } from '../supabase.ts';
import { failureMessage, type RequestError } from './failure-message.ts';

/**
 * The header of a write that restores a version from an editor's History, carrying that version's
 * time: the database records the write as its restore (migration 20261129220000).
 */
const restoreHeader = 'x-history-restore';

/** `request` marked as the restore of the version of `restoredFrom`, when there is one. */
export function markedRestore<Request extends { setHeader(name: string, value: string): Request }>(
  request: Request,
  restoredFrom: string | undefined,
): Request {
  return restoredFrom ? request.setHeader(restoreHeader, restoredFrom) : request;
}

/** The outcome of a checked update. */
export type CheckedUpdate<Row> =
  | { ok: true; row: Row }
  | { ok: false; reason: 'conflict'; current: Row }
  | { ok: false; reason: 'deleted' }
  | { ok: false; reason: 'failed'; message: string; code?: string };

/** A table of the public schema. */
export type CheckedTable = keyof Database['public']['Tables'];

// `code` lets callers tell an RLS refusal (42501) from other failures; the message is the owner's
// sentence in the admin's language (failureMessage).
const failed = (error: RequestError) =>
  ({ ok: false, reason: 'failed', message: failureMessage(error), code: error.code }) as const;

/**
 * Writes `patch` to the row matching `match` (its id or key) if its `updated_at` still equals
 * `baseline`; returns the saved row (as `columns` select it) or why nothing was written.
 * Options: `client` (the browser's by default), `restoredFrom` (the time of the History version
 * this write restores).
 */
export async function checkedUpdate<Row extends { updated_at: string }>(
  table: CheckedTable,
  match: Record<string, string>,
  baseline: string,
  patch: Record<string, unknown>,
  columns: string,
  {
    client = supabase as unknown as SupabaseClient,
    restoredFrom,
  }: { client?: SupabaseClient; restoredFrom?: string } = {},
): Promise<CheckedUpdate<Row>> {
  // Untyped on purpose: one code path serves both tables; callers name the row type they select.
  const { data, error } = await markedRestore(
    client
      .from(table)
      .update(patch)
      .match({ ...match, updated_at: baseline })
      .select(columns),
    restoredFrom,
  );
  if (error) return failed(error);
  const saved = (data as unknown as Row[])[0];
  if (saved) return { ok: true, row: saved };
  return whyNotWritten<Row>(client, table, match, baseline, columns);
}

/**
 * Deletes the row matching `match` if its `updated_at` still equals `baseline` (the Undo of an
 * add: never a version someone changed since); returns the deleted row or why nothing was deleted,
 * as `checkedUpdate` does.
 */
export async function checkedDelete<Row extends { updated_at: string }>(
  table: CheckedTable,
  match: Record<string, string>,
  baseline: string,
  columns: string,
  { client = supabase as unknown as SupabaseClient }: { client?: SupabaseClient } = {},
): Promise<CheckedUpdate<Row>> {
  const { data, error } = await client
    .from(table)
    .delete()
    .match({ ...match, updated_at: baseline })
    .select(columns);
  if (error) return failed(error);
  const deleted = (data as unknown as Row[])[0];
  if (deleted) return { ok: true, row: deleted };
  return whyNotWritten<Row>(client, table, match, baseline, columns);
}

/** Why a checked write wrote nothing: the row is read again to tell (see `CheckedUpdate`). */
async function whyNotWritten<Row extends { updated_at: string }>(
  client: SupabaseClient,
  table: CheckedTable,
  match: Record<string, string>,
  baseline: string,
  columns: string,
): Promise<CheckedUpdate<Row>> {
  const { data: now, error: readError } = await client
    .from(table)
    .select(columns)
    .match(match)
    .maybeSingle();
  if (readError) return failed(readError);
  if (!now) return { ok: false, reason: 'deleted' };
  const current = now as unknown as Row;
  if (current.updated_at === baseline) return failed({ message: '', code: '42501' });
  return { ok: false, reason: 'conflict', current };
}
