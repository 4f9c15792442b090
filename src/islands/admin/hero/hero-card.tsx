import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { Language } from '../../../lib/data/entries.ts';
import type { HeroRow } from '../../../lib/data/hero-content.ts';
import { languageName } from '../../../lib/data/language-names.ts';
import { ActiveBadge } from '../editor/active-badge.tsx';

const fields = [
  ['Subtitle', 'subtitle'],
  ['Description', 'description'],
  ['Main button', 'cta_primary_text'],
  ['Second button', 'cta_secondary_text'],
] as const;

/** The hero of one language: its code, Active badge and texts, and the Edit button. */
export function HeroCard({
  language,
  row,
  onEdit,
}: {
  language: Language;
  row: HeroRow | undefined;
  onEdit: () => void;
}) {
  const code = language.toUpperCase();
  return (
    <Card className="p-5" aria-label={`${languageName(language)} hero`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="text-lg font-bold">{code}</span>
          {row ? <ActiveBadge active={row.is_active} /> : null}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={`Edit hero content (${code})`}
        >
          <PencilSquareIcon aria-hidden="true" />
          Edit
        </Button>
      </div>
      {row ? (
        <div lang={language} className="mt-3 space-y-2">
          <p className="text-xl font-semibold">{row.title}</p>
          <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            {fields.map(([label, column]) => (
              <div key={column} className="contents">
                <dt lang="en" className="font-medium text-ink-700">
                  {label}
                </dt>
                <dd className="text-ink-900">{row[column]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className="mt-3 text-ink-600">
          There is no {languageName(language)} hero yet: edit it to copy the other language&apos;s.
        </p>
      )}
    </Card>
  );
}
