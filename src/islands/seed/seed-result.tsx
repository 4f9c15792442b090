import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../components/ui/button.tsx';
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
  const { inserted, total, kept, skipped } = report;
  const added = seedSummary.filter(({ table }) => inserted[table] > 0);
  return (
    <>
      <div
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircleIcon className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          {total > 0 ? 'Data seeded successfully!' : 'Everything is already seeded'}
        </p>
        <p className="mt-2 text-sm">
          {total > 0
            ? `${total} ${total === 1 ? 'row was' : 'rows were'} added; content that already existed was left as it was.`
            : 'Nothing was added or changed.'}
          {kept > 0
            ? ` ${kept} ${kept === 1 ? 'entry was' : 'entries were'} already there and kept as ${kept === 1 ? 'it is' : 'they are'}.`
            : ''}
        </p>
        {added.length > 0 && (
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
            {added.map(({ table, label }) => (
              <li key={table}>
                {label}: {inserted[table]} added
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">The public site rebuilds by itself in a moment.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            View Site
          </a>
          <a href="/admin" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Go to Dashboard
          </a>
        </div>
      </div>
      {skipped.length > 0 ? (
        <SkippedEntries entries={skipped} restoring={restoring} onRestore={onRestore} />
      ) : null}
    </>
  );
}
