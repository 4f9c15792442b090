import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import type { SeedReport } from '../../lib/seed-database.ts';
import { seedSummary } from './seed-summary.ts';
import { SkippedEntries } from './skipped-entries.tsx';

interface SeedResultProps {
  report: SeedReport;
  restoring: boolean;
  onRestore: (ids: string[]) => void;
}

/**
 * The panel that replaces the button once seeding is done: what was added, or that nothing was;
 * how many entries were there already, and which were skipped and why.
 */
export function SeedResult({ report, restoring, onRestore }: SeedResultProps) {
  const t = useMessages('seed');
  const { inserted, total, kept, skipped } = report;
  const added = seedSummary.filter(({ table }) => inserted[table] > 0);
  const addedText =
    total === 0
      ? t('nothingAdded')
      : total === 1
        ? t('oneRowAdded')
        : t('rowsAdded', { count: total });
  const keptText =
    kept === 0 ? '' : kept === 1 ? t('oneEntryKept') : t('entriesKept', { count: kept });
  return (
    <>
      <div
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircleIcon className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          {total > 0 ? t('seeded') : t('alreadySeeded')}
        </p>
        <p className="mt-2 text-sm">{keptText ? `${addedText} ${keptText}` : addedText}</p>
        {added.length > 0 && (
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
            {added.map(({ table }) => (
              <li key={table}>{t('tableAdded', { table: t(table), count: inserted[table] })}</li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">{t('rebuilds')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('viewSite')}
          </a>
          <a href="/admin" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('goToDashboard')}
          </a>
        </div>
      </div>
      {skipped.length > 0 ? (
        <SkippedEntries entries={skipped} restoring={restoring} onRestore={onRestore} />
      ) : null}
    </>
  );
}
