import type { AboutRow } from '../../../lib/data/about-sections.ts';
import type { Entry } from '../../../lib/data/entries.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryCard, type EntryActions } from '../editor/entry-card.tsx';

/** One about card: its emoji, then per language its title and description. */
export function AboutCard({ entry, actions }: { entry: Entry<AboutRow>; actions: EntryActions }) {
  const t = useMessages('about');
  const any = entry.rows.en ?? entry.rows.es;
  return (
    <EntryCard
      entry={entry}
      label={any?.title ?? entry.key}
      noun="about card"
      actions={actions}
      summary={
        any ? (
          <span
            className="text-3xl leading-none"
            role="img"
            aria-label={t('emojiLabel', { emoji: any.emoji })}
          >
            {any.emoji}
          </span>
        ) : null
      }
      renderRow={(row) => (
        <>
          <p className="font-semibold">{row.title}</p>
          <p className="text-sm text-ink-700">{row.description}</p>
        </>
      )}
    />
  );
}
