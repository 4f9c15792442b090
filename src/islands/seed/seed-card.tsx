import { ArrowPathIcon, CircleStackIcon } from '@heroicons/react/24/outline';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import { SeedPanel } from './seed-panel.tsx';
import { SeedResult } from './seed-result.tsx';
import { seedSummary } from './seed-summary.ts';
import { useSeeding } from './use-seeding.ts';

/** The 'Database Seeding' card for a signed-in admin: what will be seeded, the button, the result. */
export function SeedCard() {
  const t = useMessages('seed');
  const { state, seed, restore } = useSeeding();
  return (
    <SeedPanel description={t('description')}>
      <div>
        <h3 className="text-sm font-semibold text-ink-900">{t('whatWillBeSeeded')}</h3>
        <ul className="mt-2 space-y-1 text-sm text-ink-700">
          {seedSummary.map(({ table, rows }) => (
            <li key={table} className="flex justify-between gap-4">
              <span>{t(table)}</span>
              <span className="shrink-0 text-ink-600 tabular-nums whitespace-nowrap">
                {rows === 1 ? t('oneRow') : t('rowCount', { count: rows })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-lg bg-mist-100 p-3 text-sm text-ink-700">{t('note')}</p>
      {state.phase === 'done' ? (
        <SeedResult
          report={state.report}
          restoring={state.restoring}
          onRestore={(ids) => void restore(ids)}
        />
      ) : (
        <Button
          className="w-full"
          onClick={() => void seed()}
          disabled={state.phase === 'seeding'}
          aria-busy={state.phase === 'seeding'}
        >
          {state.phase === 'seeding' ? (
            <>
              <ArrowPathIcon
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
              {t('seeding')}
            </>
          ) : (
            <>
              <CircleStackIcon aria-hidden="true" />
              {t('seed')}
            </>
          )}
        </Button>
      )}
    </SeedPanel>
  );
}
