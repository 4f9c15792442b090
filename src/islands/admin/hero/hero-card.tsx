import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { Entry, Language } from '../../../lib/data/entries.ts';
import type { HeroRow } from '../../../lib/data/hero-content.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { ActiveBadge } from '../editor/active-badge.tsx';
import { useSlotOrder } from '../editor/use-slot-order.ts';
import { ImageThumb } from '../images/image-thumb.tsx';
import { useImageName } from '../images/use-image-name.ts';

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

const heroLanguages = ['en', 'es'] as const;

/**
 * /admin/hero's list: the background photo both languages share (what the owner chose or uploaded
 * in the dialog, named as its slot names it), then each language's card; stacked on a phone, the
 * admin's own language first, as every editor's cards (docs/product.md#editors).
 */
export function HeroCards({ entry, onEdit }: { entry: Entry<HeroRow>; onEdit: () => void }) {
  const t = useMessages('hero');
  const images = useMessages('images');
  const { order } = useSlotOrder(heroLanguages);
  const photo = (entry.rows.en ?? entry.rows.es)?.background_image_url ?? null;
  const name = useImageName(photo);
  return (
    <>
      <figure className="mb-4 flex flex-wrap items-center gap-3">
        <ImageThumb url={photo} />
        <figcaption className="min-w-0 flex-1 text-sm break-words">
          <span className="block font-medium text-ink-900">{t('backgroundImage')}</span>
          <span className="text-ink-600">
            {photo ? images('chosen', { file: name ?? photo }) : images('noImage')}
          </span>
        </figcaption>
      </figure>
      <div className="grid gap-4 lg:grid-cols-2">
        {order.map((slot) =>
          slot === 'single' ? null : (
            <HeroCard key={slot} language={slot} row={entry.rows[slot]} onEdit={onEdit} />
          ),
        )}
      </div>
    </>
  );
}
