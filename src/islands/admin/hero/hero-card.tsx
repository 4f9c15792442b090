import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { Language } from '../../../lib/data/entries.ts';
import type { HeroRow } from '../../../lib/data/hero-content.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { ActiveBadge } from '../editor/active-badge.tsx';

const fields = [
  ['subtitle', 'subtitle'],
  ['description', 'description'],
  ['mainButton', 'cta_primary_text'],
  ['secondButton', 'cta_secondary_text'],
] as const;

/**
 * The hero of one language: its code, Active badge and texts, and the Edit button. The labels are
 * in the admin's language; the texts carry the hero's own language.
 */
export function HeroCard({
  language,
  row,
  onEdit,
}: {
  language: Language;
  row: HeroRow | undefined;
  onEdit: () => void;
}) {
  const t = useMessages('hero');
  const code = language.toUpperCase();
  return (
    <Card className="p-5" aria-label={t(language === 'en' ? 'cardEn' : 'cardEs')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="text-lg font-bold">{code}</span>
          {row ? <ActiveBadge active={row.is_active} /> : null}
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('editLabel', { code })}>
          <PencilSquareIcon aria-hidden="true" />
          {t('edit')}
        </Button>
      </div>
      {row ? (
        <div className="mt-3 space-y-2">
          <p lang={language} className="text-xl font-semibold">
            {row.title}
          </p>
          <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            {fields.map(([label, column]) => (
              <div key={column} className="contents">
                <dt className="font-medium text-ink-700">{t(label)}</dt>
                <dd lang={language} className="text-ink-900">
                  {row[column]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className="mt-3 text-ink-600">{t(language === 'en' ? 'missingEn' : 'missingEs')}</p>
      )}
    </Card>
  );
}
