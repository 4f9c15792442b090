import type { Entry } from '../../../lib/data/entries.ts';
import type { FaqRow } from '../../../lib/data/faq-items.ts';
import { EntryCard, type EntryActions } from '../editor/entry-card.tsx';

/** One FAQ in the list: its question and answer in each language, and its actions. */
export function FaqCard({ entry, actions }: { entry: Entry<FaqRow>; actions: EntryActions }) {
  return (
    <EntryCard
      entry={entry}
      label={entry.rows.en?.question ?? entry.rows.es?.question ?? entry.key}
      noun="FAQ"
      actions={actions}
      renderRow={(row) => (
        <>
          <p className="font-medium">{row.question}</p>
          <p className="text-sm whitespace-pre-line text-ink-700">{row.answer}</p>
        </>
      )}
    />
  );
}
