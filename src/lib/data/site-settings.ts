/**
 * The Site Settings editor's data module: the settings the landing page reads, edited as one
 * entry of the editor pattern. Each setting is its own row; a save writes only the settings that
 * changed, all at once or none: the database's `save_site_settings` checks each one's `updated_at`
 * against the one read and writes them in one transaction. An optional setting without a row yet
 * (street address, WhatsApp, ceramic partner, booking retention, areas served) reads as its
 * default and is inserted when saved.
 */
import {
  optionalSettingKeys,
  settingDefaults,
  settingKeys,
  type SettingKey,
} from '../content/schema.ts';
import { supabase } from '../supabase.ts';
import { ownersSave } from '../watch-writes.ts';
import { markedRestore } from './checked-update.ts';
import { failureMessage } from './failure-message.ts';
import type { EditorStore, Entry, SaveResult } from './entries.ts';

/** Every setting the editor edits: the landing's required settings, then the optional ones. */
export const editableSettingKeys: readonly SettingKey[] = [...settingKeys, ...optionalSettingKeys];

/** All settings as one editor row: values by key, and each row's `updated_at` (none: no row). */
export interface SettingsRow {
  id: 'site_settings';
  /** The latest change of any setting. */
  updated_at: string;
  values: Record<SettingKey, string>;
  stamps: Partial<Record<SettingKey, string>>;
}

const columns = 'key, value, updated_at';

/** The category a new setting row is filed under (the seed's categories for the others). */
const newRowCategories: Partial<Record<SettingKey, string>> = {
  booking_retention_months: 'bookings',
  ceramic_partner_url: 'links',
  service_area: 'general',
};

/** A failed read of the settings, with the service's message. */
export class SettingsError extends Error {}

/** Reads every setting into one editor row; a setting without a row reads as its default or ''. */
export async function readSettings(): Promise<SettingsRow> {
  const { data, error } = await supabase.from('site_settings').select(columns);
  if (error) throw new SettingsError(error.message);
  const byKey = new Map(data.map((record) => [record.key, record]));
  const values = {} as Record<SettingKey, string>;
  const stamps: Partial<Record<SettingKey, string>> = {};
  for (const key of editableSettingKeys) {
    values[key] = byKey.get(key)?.value ?? settingDefaults[key] ?? '';
    const stamp = byKey.get(key)?.updated_at;
    if (stamp) stamps[key] = stamp;
  }
  const updated_at = Object.values(stamps).sort().at(-1) ?? '';
  return { id: 'site_settings', updated_at, values, stamps };
}

/** A setting as it is now: saved, or someone else's (null value and stamp: deleted). */
interface SettingNow {
  key: string;
  value: string | null;
  updated_at: string | null;
}

/** `row` with one setting as it is now. */
function withSaved(row: SettingsRow, saved: SettingNow): SettingsRow {
  const key = saved.key as SettingKey;
  const stamps = { ...row.stamps };
  if (saved.updated_at) stamps[key] = saved.updated_at;
  else delete stamps[key];
  return {
    ...row,
    values: { ...row.values, [key]: saved.value ?? settingDefaults[key] ?? '' },
    stamps,
    updated_at: Object.values(stamps).sort().at(-1) ?? '',
  };
}

/** The settings a refused save lists as they are now (its error's details, JSON). */
function settingsNow(details: string | null | undefined): SettingNow[] {
  try {
    const parsed: unknown = JSON.parse(details ?? '[]');
    return Array.isArray(parsed) ? (parsed as SettingNow[]) : [];
  } catch {
    return [];
  }
}

/**
 * Writes the settings of `values` that differ from `entry`'s, all in one transaction of the
 * database's `save_site_settings` (`restoredFrom`: the time of the History version they restore):
 * when any of them was changed elsewhere since it was read, none is written, and the conflict
 * names those settings (docs/decisions.md#site-settings-saved-in-one-transaction).
 */
async function saveSettings(
  entry: Entry<SettingsRow>,
  values: Partial<Record<SettingKey, string>>,
  restoredFrom?: string,
): Promise<SaveResult<SettingsRow>> {
  const row = entry.rows.single!;
  const rows = { single: row };
  const changes = editableSettingKeys
    .filter((key) => values[key] !== undefined && values[key] !== row.values[key])
    .map((key) => ({
      key,
      value: values[key]!,
      baseline: row.stamps[key] ?? null,
      category: newRowCategories[key] ?? 'contact',
    }));
  if (!changes.length) return { ok: true, rows };
  const { data, error } = await markedRestore(
    ownersSave(supabase.rpc('save_site_settings', { changes }).select(columns)),
    restoredFrom,
  );
  if (!error) return { ok: true, rows: { single: data.reduce(withSaved, row) } };
  if (error.hint !== 'settings_changed') {
    // The settings it was writing, none of them saved, for the toast to name.
    const parts = changes.map((change) => change.key);
    return {
      ok: false,
      reason: 'failed',
      slot: 'single',
      message: failureMessage(error),
      parts,
      rows,
    };
  }
  // Nothing was written. Their version of every setting, so "Load their version" shows the whole
  // form as it is now (if it cannot be read: the refused settings as the refusal lists them).
  const current = await readSettings().catch(() =>
    settingsNow(error.details).reduce(withSaved, row),
  );
  // Every setting this save changes that someone else changed too.
  const clashed = changes
    .map((change) => change.key)
    .filter((key) => current.stamps[key] !== row.stamps[key]);
  return { ok: false, reason: 'conflict', slot: 'single', current, clashed, rows };
}

/** The site settings in the editor pattern: one entry holding every setting. */
export const settingsEntries: EditorStore<SettingsRow> = {
  slots: ['single'],
  history: {
    table: 'site_settings',
    perEntry: false,
    restorable: false,
    // A version is one setting's row: its value goes back into the form, the others stay.
    withVersion(entry, recorded) {
      const row = entry.rows.single!;
      const key = recorded.single?.key as SettingKey | undefined;
      if (!key || !editableSettingKeys.includes(key)) return entry;
      const values = { ...row.values, [key]: String(recorded.single?.value ?? '') };
      return { ...entry, rows: { single: { ...row, values } } };
    },
    // An optional setting reads as its default or '' without a row; a required one may not be
    // empty (docs/decisions.md#a-setting-goes-back-to-before-it-was-set).
    unset(key) {
      if (!(optionalSettingKeys as readonly string[]).includes(key)) return null;
      return { key, value: settingDefaults[key as SettingKey] ?? '' };
    },
  },
  async list() {
    const row = await readSettings();
    return [{ key: 'site_settings', rows: { single: row }, order: 0 }];
  },
  save: (entry, values, _shared, restoredFrom) =>
    saveSettings(entry, values.single as Record<SettingKey, string>, restoredFrom),
  create() {
    return Promise.reject(new SettingsError('Settings are edited, not added.'));
  },
  remove() {
    return Promise.reject(new SettingsError('Settings are edited, not deleted.'));
  },
  move() {
    return Promise.reject(new SettingsError('Settings have no order.'));
  },
  restore(before, after, keys) {
    const previous = before.rows.single!.values;
    const values = Object.fromEntries(keys.map((key) => [key, previous[key as SettingKey]]));
    return saveSettings(after, values);
  },
};
