import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { Entry } from '../../../lib/data/entries.ts';
import type { FaqRow } from '../../../lib/data/faq-items.ts';
import { ActiveBadge } from '../editor/active-badge.tsx';
import { DeleteButton } from '../editor/delete-button.tsx';
import { LanguageBadges } from '../editor/language-badges.tsx';
import { MoveButtons } from '../editor/move-buttons.tsx';

interface FaqCardProps {
  entry: Entry<FaqRow>;
  index: number;
  count: number;
  busy: boolean;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

/** One FAQ in the list: its question and answer in each language, and its actions. */
export function FaqCard({ entry, index, count, busy, onEdit, onMove, onDelete }: FaqCardProps) {
  const label = entry.rows.en?.question ?? entry.rows.es?.question ?? entry.key;
  return (
    <Card className="p-4" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-ink-700">{index + 1}.</span>
          <LanguageBadges entry={entry} />
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit “${label}”`}>
            <PencilSquareIcon aria-hidden="true" />
            Edit
          </Button>
          <MoveButtons index={index} count={count} label={label} disabled={busy} onMove={onMove} />
          <DeleteButton noun="FAQ" label={label} disabled={busy} onDelete={onDelete} />
        </div>
      </div>
      <dl className="mt-3 grid gap-4 md:grid-cols-2">
        {(['en', 'es'] as const).map((language) => {
          const row = entry.rows[language];
          return (
            <div key={language} className="min-w-0 space-y-1">
              <dt className="flex items-center gap-2 text-xs font-semibold text-ink-700">
                {language.toUpperCase()}
                {row ? <ActiveBadge active={row.is_active} /> : null}
              </dt>
              <dd lang={language} className="font-medium">
                {row ? row.question : <span className="text-ink-600">Not written yet</span>}
              </dd>
              {row ? (
                <dd lang={language} className="text-sm whitespace-pre-line text-ink-700">
                  {row.answer}
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
