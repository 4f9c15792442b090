/**
 * The Publishing settings editor's data module: the quiet period and the monthly deploy budget
 * (with this month's deploys to show beside them) as the one entry of the editor pattern. They are
 * read with `publish_schedule()` and written with `set_publish_settings()`; a save first reads
 * them again, so a change someone made since the dialog opened is a conflict, not overwritten.
 */
import { thrownFailure } from './failure-message.ts';
import type { EditorStore, Entry, SaveResult } from './entries.ts';
import {
  readPublishSchedule,
  savePublishSettings,
  type PublishSchedule,
} from './publish-schedule.ts';

/** The settings as one editor row. */
export interface PublishSettingsRow {
  id: 'publishing';
  /** The settings themselves are the row's version: the functions keep no other. */
  updated_at: string;
  quiet_seconds: number;
  monthly_budget: number;
  deploys_this_month: number;
}

/** The values a save writes. */
export type PublishSettingsValues = Pick<PublishSettingsRow, 'quiet_seconds' | 'monthly_budget'>;

function toRow(schedule: PublishSchedule): PublishSettingsRow {
  const { quietSeconds, monthlyBudget, deploysThisMonth } = schedule;
  return {
    id: 'publishing',
    updated_at: `${quietSeconds}/${monthlyBudget}`,
    quiet_seconds: quietSeconds,
    monthly_budget: monthlyBudget,
    deploys_this_month: deploysThisMonth,
  };
}

const settingColumns = ['quiet_seconds', 'monthly_budget'] as const;

/**
 * Writes `values`; a failure names the settings it was writing (`parts`: those changed, else
 * both), and a conflict the settings someone else changed (`clashed`), for the notice and toast
 * to name them.
 */
async function saveSettings(
  entry: Entry<PublishSettingsRow>,
  values: PublishSettingsValues,
): Promise<SaveResult<PublishSettingsRow>> {
  const rows = { single: entry.rows.single! };
  const changed = settingColumns.filter((column) => values[column] !== rows.single[column]);
  const parts = changed.length ? changed : [...settingColumns];
  const failed = (error: unknown) =>
    ({
      ok: false,
      reason: 'failed',
      slot: 'single',
      message: thrownFailure(error),
      parts,
      rows,
    }) as const;
  try {
    const schedule = await readPublishSchedule();
    const current = toRow(schedule);
    if (current.updated_at !== rows.single.updated_at) {
      // The stamp is the two values: the settings someone else changed are those that differ.
      const clashed = settingColumns.filter((column) => current[column] !== rows.single[column]);
      return { ok: false, reason: 'conflict', slot: 'single', current, clashed, rows };
    }
    await savePublishSettings(values.quiet_seconds, values.monthly_budget);
    const saved = {
      ...schedule,
      quietSeconds: values.quiet_seconds,
      monthlyBudget: values.monthly_budget,
    };
    return { ok: true, rows: { single: toRow(saved) } };
  } catch (error) {
    return failed(error);
  }
}

const refuse = (what: string) => Promise.reject(new Error(`The publishing settings are ${what}.`));

/** The publishing settings in the editor pattern: one entry. */
export const publishSettingsEntries: EditorStore<PublishSettingsRow> = {
  slots: ['single'],
  async list() {
    const row = toRow(await readPublishSchedule());
    return [{ key: 'publishing', rows: { single: row }, order: 0 }];
  },
  save: (entry, values) => saveSettings(entry, values.single as unknown as PublishSettingsValues),
  create: () => refuse('edited, not added'),
  remove: () => refuse('edited, not deleted'),
  move: () => refuse('not ordered'),
  restore(before, after) {
    const { quiet_seconds, monthly_budget } = before.rows.single!;
    return saveSettings(after, { quiet_seconds, monthly_budget });
  },
};
