/**
 * The pure half of the content history: rows as the database records them (one per row written),
 * grouped into the versions a person made. A save writes each language in its own request, so the
 * rows of one save are consecutive transactions of one entry by one person, seconds apart, that
 * write each language at most once; a price the database copies to the other language (a nested
 * row) belongs to the save that caused it. No I/O, unit-tested.
 */
import type { Language } from '../content/schema.ts';
import type { Slot } from './entry-logic.ts';

/** A content table the history records. */
export type HistoryTable =
  | 'hero_content'
  | 'service_packages'
  | 'additional_services'
  | 'about_sections'
  | 'testimonials'
  | 'faq_items'
  | 'social_links'
  | 'site_settings'
  | 'images';

/** A recorded row, as the database stores it. */
export type RecordedRow = Record<string, unknown>;

/** One recorded write of one row. */
export interface HistoryRow {
  id: number;
  /** The transaction: rows of one request share it. */
  tx: number;
  table: HistoryTable;
  entryKey: string;
  language: Language | null;
  operation: 'insert' | 'update' | 'delete';
  oldRow: RecordedRow | null;
  newRow: RecordedRow | null;
  /** Written by the database itself (the price sync), not by the request. */
  nested: boolean;
  source: 'restore' | 'seed' | null;
  /** For a restore from an editor's History: the time of the version it brought back. */
  restoredFrom?: string | null;
  /** The e-mail of who made it; null for the seeding script or SQL. */
  actor: string | null;
  changedAt: string;
  /** The content revision that publishes it. */
  revision: number | null;
  /** What the row is called (activity only). */
  label: string | null;
  /** An image's Spanish name, its Spanish alt text (activity only): its one row has both. */
  labelEs?: string | null;
}

/** One change a person made to one entry: its rows, newest first. */
export interface Version {
  /** The newest row's id: stable, unique. */
  id: number;
  table: HistoryTable;
  entryKey: string;
  operation: HistoryRow['operation'];
  source: HistoryRow['source'];
  /** For a restore from an editor's History: the time of the version it brought back. */
  restoredFrom: string | null;
  actor: string | null;
  changedAt: string;
  /** The highest revision of its rows: live once the site is built from it. */
  revision: number | null;
  /** The English (or only) name of the entry, when the rows carry one. */
  label: string | null;
  rows: HistoryRow[];
}

/** How far apart the requests of one save may be. */
const SAVE_WINDOW_MS = 10_000;

/** The slot a row fills in its entry. */
export const slotOf = (row: Pick<HistoryRow, 'language'>): Slot => row.language ?? 'single';

function startVersion(row: HistoryRow): Version {
  return {
    id: row.id,
    table: row.table,
    entryKey: row.entryKey,
    operation: row.operation,
    source: row.source,
    restoredFrom: row.restoredFrom ?? null,
    actor: row.actor,
    changedAt: row.changedAt,
    revision: row.revision,
    label: row.label,
    rows: [row],
  };
}

/** Whether `row` (older) belongs to `version`, the newer rows gathered so far. */
function belongs(version: Version, row: HistoryRow): boolean {
  if (row.table !== version.table || row.entryKey !== version.entryKey) return false;
  const oldest = version.rows.at(-1)!;
  if (row.tx === oldest.tx) return true;
  if (row.nested) return false;
  const sameKind =
    row.actor === version.actor &&
    row.operation === version.operation &&
    row.source === version.source;
  const close = Date.parse(oldest.changedAt) - Date.parse(row.changedAt) <= SAVE_WINDOW_MS;
  const direct = version.rows.filter((other) => !other.nested).map(slotOf);
  return sameKind && close && !direct.includes(slotOf(row));
}

/** Groups rows (newest first, as the database answers) into versions, newest first. */
export function groupVersions(rows: readonly HistoryRow[]): Version[] {
  const versions: Version[] = [];
  for (const row of rows) {
    const last = versions.at(-1);
    if (last && belongs(last, row)) {
      last.rows.push(row);
      if (row.revision !== null && (last.revision === null || row.revision > last.revision)) {
        last.revision = row.revision;
      }
      if (row.language === 'en' && row.label) last.label = row.label;
      else last.label ??= row.label;
    } else {
      versions.push(startVersion(row));
    }
  }
  return versions;
}

/**
 * The entry as it was right after `version`: per slot, the row its newest write at or before the
 * version left (a slot deleted by then is absent). `rows` is the entry's whole history, or a whole
 * table's (the other entries' rows are passed over).
 */
export function entryAt(
  rows: readonly HistoryRow[],
  version: Version,
): Partial<Record<Slot, RecordedRow>> {
  const state: Partial<Record<Slot, RecordedRow>> = {};
  const seen = new Set<Slot>();
  for (const row of rows) {
    if (row.id > version.id || row.entryKey !== version.entryKey || seen.has(slotOf(row))) continue;
    seen.add(slotOf(row));
    if (row.newRow) state[slotOf(row)] = row.newRow;
  }
  return state;
}

/** Whether the live site shows `version`: the site is built from its revision or a later one. */
export function isLive(version: Pick<Version, 'revision'>, siteRevision: number): boolean {
  return version.revision !== null && version.revision <= siteRevision;
}

/**
 * What a version did, as a past-tense verb: added, edited, deleted, restored or seeded; an edit
 * that `emptied` its entry's value (a whole table's History: a setting) is 'cleared'.
 */
export function versionVerb(
  version: Pick<Version, 'operation' | 'source'>,
  emptied = false,
): string {
  if (version.source === 'restore') return 'restored';
  if (version.source === 'seed') return 'seeded';
  if (emptied && version.operation === 'update') return 'cleared';
  return { insert: 'added', update: 'edited', delete: 'deleted' }[version.operation];
}
