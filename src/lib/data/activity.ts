/**
 * The Overview's recent activity: the last changes across the site from the content history (see
 * the content_history migration), apart from history.ts so the Overview's first view loads
 * nothing of the editors' history. An admin-only RPC; the database refuses anyone else.
 */
import { supabase } from '../supabase.ts';
import { historyFailure, toHistoryRow, type RpcRow } from './history-rows.ts';
import { groupVersions, type Version } from './history-versions.ts';

/** The last changes across the site, grouped into versions (one save of both languages is one). */
export async function loadRecentActivity(count = 20): Promise<Version[]> {
  const { data, error } = await supabase.rpc('recent_activity', { max_rows: count * 4 });
  if (error) return historyFailure(error.message);
  return groupVersions((data as RpcRow[]).map((row) => toHistoryRow(row))).slice(0, count);
}
