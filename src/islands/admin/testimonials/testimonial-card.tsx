import type { Entry } from '../../../lib/data/entries.ts';
import type { TestimonialRow } from '../../../lib/data/testimonials.ts';
import { EntryCard, type EntryActions } from '../editor/entry-card.tsx';
import { StarRow } from './star-row.tsx';

/** One testimonial: author and stars, then per language the review. */
export function TestimonialCard({
  entry,
  actions,
}: {
  entry: Entry<TestimonialRow>;
  actions: EntryActions;
}) {
  const any = entry.rows.en ?? entry.rows.es;
  return (
    <EntryCard
      entry={entry}
      label={any?.author_name ?? entry.key}
      noun="testimonial"
      actions={actions}
      summary={
        any ? (
          <>
            <span translate="no" className="font-semibold">
              {any.author_name}
            </span>
            <StarRow rating={any.rating} />
          </>
        ) : null
      }
      renderRow={(row) => <p className="text-sm whitespace-pre-line">{row.content}</p>}
    />
  );
}
