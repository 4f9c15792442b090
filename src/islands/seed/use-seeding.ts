import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { $adminLanguage } from '../../i18n/admin/language.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import { seedDatabase, type SeedReport } from '../../lib/seed-database.ts';
import { supabase } from '../../lib/supabase.ts';

/** Where a run of /seed stands: not started, running, or done with what it did. */
export type SeedingState =
  | { phase: 'idle' }
  | { phase: 'seeding' }
  | { phase: 'done'; report: SeedReport; restoring: boolean };

/**
 * Runs the seeder through the signed-in admin's session (the database decides, as on hosted
 * Supabase) and says how it went with the toasts of docs/product.md#messages; a failure is also
 * logged to the console. `restore(ids)` is the separate, explicit action that brings back the
 * default of deleted seed entries the run skipped.
 */
export function useSeeding() {
  const t = useMessages('seed');
  /** The service's message in English (docs/product.md#messages), else the seed texts' `fallback`. */
  const why = (error: unknown, fallback: 'seedFailed' | 'tryAgain') =>
    ($adminLanguage.get() === 'en' && error instanceof Error && error.message) || t(fallback);
  const [state, setState] = useState<SeedingState>({ phase: 'idle' });

  async function seed(): Promise<void> {
    if (state.phase === 'seeding') return;
    setState({ phase: 'seeding' });
    try {
      const report = await seedDatabase(supabase);
      setState({ phase: 'done', report, restoring: false });
      toast.success(t('success'), {
        description: report.total > 0 ? t('seededToast') : t('alreadySeededToast'),
      });
    } catch (error) {
      console.error('Seeding failed:', error);
      toast.error(t('notSeeded'), { description: why(error, 'seedFailed') });
      setState({ phase: 'idle' });
    }
  }

  async function restore(ids: readonly string[]): Promise<void> {
    if (state.phase !== 'done' || state.restoring || ids.length === 0) return;
    const previous = state.report;
    setState({ phase: 'done', report: previous, restoring: true });
    try {
      const report = await seedDatabase(supabase, undefined, { restore: ids });
      setState({ phase: 'done', report: withRestored(previous, report), restoring: false });
      toast.success(t('restored'), {
        description:
          ids.length === 1 ? t('oneRestoredToast') : t('restoredToast', { count: ids.length }),
      });
    } catch (error) {
      console.error('Restoring defaults failed:', error);
      toast.error(t('restoreFailed'), { description: why(error, 'tryAgain') });
      setState({ phase: 'done', report: previous, restoring: false });
    }
  }

  return { state, seed, restore };
}

/** The first run's report with the rows the restore inserted added and its skipped list updated. */
function withRestored(first: SeedReport, restore: SeedReport): SeedReport {
  const inserted = { ...first.inserted };
  for (const [table, rows] of Object.entries(restore.inserted) as [keyof typeof inserted, number][])
    inserted[table] += rows;
  return { ...restore, inserted, total: first.total + restore.total };
}
