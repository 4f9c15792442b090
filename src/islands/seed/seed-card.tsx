import { ArrowPathIcon, CircleStackIcon } from '@heroicons/react/24/outline';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { SeedResult } from './seed-result.tsx';
import { seedSummary } from './seed-summary.ts';
import { useSeeding } from './use-seeding.ts';

/** The 'Database Seeding' card for a signed-in admin: what will be seeded, the button, the result. */
export function SeedCard() {
  const { state, seed, restore } = useSeeding();
  return (
    <Card aria-labelledby="seed-title">
      <CardHeader>
        <CardTitle id="seed-title" className="text-xl">
          Database Seeding
        </CardTitle>
        <CardDescription>
          Fills the database with the site&rsquo;s initial content, in English and Spanish.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div>
          <h3 className="text-sm font-semibold text-ink-900">What will be seeded</h3>
          <ul className="mt-2 space-y-1 text-sm text-ink-700">
            {seedSummary.map(({ table, label, rows }) => (
              <li key={table} className="flex justify-between gap-4">
                <span>{label}</span>
                <span className="tabular-nums text-ink-600">
                  {rows} {rows === 1 ? 'row' : 'rows'}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="rounded-lg bg-mist-100 p-3 text-sm text-ink-700">
          Safe to run again: existing content is never overwritten. Entries you deleted or renamed
          are not added again.
        </p>
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
                Seeding...
              </>
            ) : (
              <>
                <CircleStackIcon aria-hidden="true" />
                Seed Database
              </>
            )}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
