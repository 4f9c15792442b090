import { formatPrice } from '../../../lib/content/price.ts';
import type { Entry } from '../../../lib/data/entries.ts';
import type { AddOnRow } from '../../../lib/data/additional-services.ts';
import { EntryCard, type EntryActions } from '../editor/entry-card.tsx';
import { SiteIcon } from '../editor/site-icon.tsx';

/** One add-on: its icon (drawn) and icon name, then per language its name, description and price. */
export function ServiceCard({ entry, actions }: { entry: Entry<AddOnRow>; actions: EntryActions }) {
  const any = entry.rows.en ?? entry.rows.es;
  const label = any?.name ?? entry.key;
  return (
    <EntryCard
      entry={entry}
      label={label}
      noun="service"
      actions={actions}
      summary={
        any ? (
          <span className="flex items-center gap-2 text-sm text-ink-700">
            <span className="flex size-9 items-center justify-center rounded-lg bg-mist-100 text-brand-700">
              <SiteIcon name={any.icon_name} className="size-5" />
            </span>
            <code translate="no">{any.icon_name}</code>
          </span>
        ) : null
      }
      renderRow={(row) => (
        <>
          <p className="font-semibold">{row.name}</p>
          <p className="text-sm text-ink-700">{row.description}</p>
          <p className="text-sm font-semibold tabular-nums">{formatPrice(row.price)}</p>
        </>
      )}
    />
  );
}
