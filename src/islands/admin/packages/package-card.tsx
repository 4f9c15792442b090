import { formatPrice } from '../../../lib/content/price.ts';
import type { Entry } from '../../../lib/data/entries.ts';
import type { PackageRow } from '../../../lib/data/service-packages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { EntryCard, type EntryActions } from '../editor/entry-card.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';

const prices = [
  ['sedan', 'price_sedan'],
  ['suv2', 'price_suv_2row'],
  ['suv3', 'price_suv_3row'],
] as const;

/** One package: type badge, prices once, and per language its Active badge, texts and features. */
export function PackageCard({
  entry,
  actions,
}: {
  entry: Entry<PackageRow>;
  actions: EntryActions;
}) {
  const t = useMessages('packages');
  const any = entry.rows.en ?? entry.rows.es;
  return (
    <EntryCard
      entry={entry}
      label={any?.title ?? entry.key}
      noun="package"
      actions={actions}
      summary={
        <Badge variant="secondary" className="capitalize">
          {t(entry.key as NonNullable<PackageRow['package_type']>)}
        </Badge>
      }
      details={
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          {prices.map(([label, column]) => (
            <div key={column} className="rounded-md bg-mist-50 p-2">
              <dt className="text-xs text-ink-700">{t(label)}</dt>
              <dd className="font-semibold">{any ? formatPrice(any[column]) : null}</dd>
            </div>
          ))}
        </dl>
      }
      renderRow={(row) => (
        <>
          <p className="font-semibold">{row.title}</p>
          <p className="text-sm text-ink-700">{row.label}</p>
          <p className="mt-1 text-sm">{row.description}</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {row.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
        </>
      )}
    />
  );
}
