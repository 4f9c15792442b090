/**
 * The Site Settings editor's data module: the settings the landing page reads, edited as one
 * entry of the editor pattern. Each setting is its own row, so a save writes only the settings
 * that changed, each with the conflict check on its own `updated_at`; an optional setting without
 * a row yet (street address, WhatsApp, ceramic partner, booking retention, areas served) reads as
 * its default and is inserted when saved. Settings saved before a failure stay saved, and the result says so (rows cannot be
 * saved at once through the data API).
 */
import {
  optionalSettingKeys,
  settingDefaults,
  settingKeys,
  type SettingKey,
} from '../content/schema.ts';
import { supabase } from '../supabase.ts';
import { checkedUpdate, type CheckedUpdate } from './checked-update.ts';
import { failureMessage } from './failure-message.ts';
import type { EditorStore, Entry, SaveResult } from './entries.ts';

/** Every setting the editor edits: the landing's required settings, then the optional ones. */
export const editableSettingKeys: readonly SettingKey[] = [...settingKeys, ...optionalSettingKeys];

/** One site_settings row as the editor reads it. */
interface SettingRecord {
  key: string;
  value: string;
  updated_at: string;
}

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

/** Inserts a setting that has no row yet; someone else's insert of it first is a conflict. */
async function insertSetting(
  key: SettingKey,
  value: string,
): Promise<CheckedUpdate<SettingRecord>> {
  const { data, error } = await supabase
    .from('site_settings')
    .insert({ key, value, category: newRowCategories[key] ?? 'contact' })
    .select(columns)
    .single();
  if (!error) return { ok: true, row: data };
  if (error.code === '23505') {
    const { data: current } = await supabase
      .from('site_settings')
      .select(columns)
      .eq('key', key)
      .maybeSingle();
    if (current) return { ok: false, reason: 'conflict', current };
  }
  return { ok: false, reason: 'failed', message: failureMessage(error) };
}

/** `row` with one saved setting applied. */
function withSaved(row: SettingsRow, saved: SettingRecord): SettingsRow {
  const key = saved.key as SettingKey;
  return {
    ...row,
    values: { ...row.values, [key]: saved.value },
    stamps: { ...row.stamps, [key]: saved.updated_at },
    updated_at: [row.updated_at, saved.updated_at].sort().at(-1)!,
  };
}

/**
 * Writes the settings of `values` that differ from `entry`'s, one checked write each
 * (`restoredFrom`: the time of the History version they restore).
 */
async function saveSettings(
  entry: Entry<SettingsRow>,
  values: Partial<Record<SettingKey, string>>,
  restoredFrom?: string,
): Promise<SaveResult<SettingsRow>> {
  let row = entry.rows.single!;
  for (const key of editableSettingKeys) {
    const value = values[key];
    if (value === undefined || value === row.values[key]) continue;
    const stamp = row.stamps[key];
    const result = stamp
      ? await checkedUpdate<SettingRecord>('site_settings', { key }, stamp, { value }, columns, {
          restoredFrom,
        })
      : await insertSetting(key, value);
    const rows = { single: row };
    if (result.ok) {
      row = withSaved(row, result.row);
    } else if (result.reason === 'failed') {
      return { ok: false, reason: 'failed', slot: 'single', message: result.message, rows };
    } else if (result.reason === 'deleted') {
      return { ok: false, reason: 'deleted', slot: 'single', rows };
    } else {
      // Their version of every setting, so "Load their version" shows the whole form as it is now.
      const current = await readSettings().catch(() => withSaved(row, result.current));
      // Every setting this save changes that someone else changed too, this one first.
      const clashed = editableSettingKeys.filter(
        (other) =>
          values[other] !== undefined &&
          values[other] !== row.values[other] &&
          current.stamps[other] !== row.stamps[other],
      );
      return { ok: false, reason: 'conflict', slot: 'single', current, clashed, rows };
    }
  }
  return { ok: true, rows: { single: row } };
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
