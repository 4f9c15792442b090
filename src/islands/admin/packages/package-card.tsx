import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { Entry } from '../../../lib/data/entries.ts';
import type { PackageRow } from '../../../lib/data/service-packages.ts';
import { ActiveBadge } from '../editor/active-badge.tsx';
import { LanguageBadges } from '../editor/language-badges.tsx';

const prices = [
  ['Sedan', 'price_sedan'],
  ['SUV 2-row', 'price_suv_2row'],
  ['SUV 3-row', 'price_suv_3row'],
] as const;

/** One package: type badge, prices once, and per language its Active badge, texts and features. */
export function PackageCard({ entry, onEdit }: { entry: Entry<PackageRow>; onEdit: () => void }) {
  const any = entry.rows.en ?? entry.rows.es;
  const title = any?.title ?? entry.key;
  return (
    <Card className="p-5" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="capitalize">
            {entry.key}
          </Badge>
          <LanguageBadges entry={entry} />
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit “${title}”`}>
          <PencilSquareIcon aria-hidden="true" />
          Edit
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {prices.map(([label, column]) => (
          <div key={column} className="rounded-md bg-mist-50 p-2">
            <dt className="text-xs text-ink-700">{label}</dt>
            <dd className="font-semibold">{any?.[column]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {(['en', 'es'] as const).map((language) => {
          const row = entry.rows[language];
          return (
            <section
              key={language}
              className="min-w-0 space-y-1"
              aria-label={language.toUpperCase()}
            >
              <p className="flex items-center gap-2 text-xs font-semibold text-ink-700">
                {language.toUpperCase()}
                {row ? <ActiveBadge active={row.is_active} /> : null}
              </p>
              {row ? (
                <div lang={language}>
                  <p className="font-semibold">{row.title}</p>
                  <p className="text-sm text-ink-700">{row.label}</p>
                  <p className="mt-1 text-sm">{row.description}</p>
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {row.features.map((feature, index) => (
                      <li key={index}>{feature}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-sm text-ink-600">Not written yet</p>
              )}
            </section>
          );
        })}
      </div>
    </Card>
  );
}
