import { ClipboardDocumentIcon, PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import type { ComponentType, Ref, SVGProps } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { touchTarget } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { carouselReady } from '../../../lib/content/carousel.ts';
import type { ImageRow } from '../../../lib/data/images.ts';
import { categoryLabel } from './category-select.tsx';
import { altTextIn, imageName } from './filter-images.ts';

/** What the owner can do with an image of the grid. */
export interface ImageActions {
  onCopy: (image: ImageRow) => void;
  onEdit: (image: ImageRow) => void;
  onDelete: (image: ImageRow) => void;
  /** The ref of each image's Delete button, so focus can be put there. */
  deleteButton?: (image: ImageRow) => Ref<HTMLButtonElement>;
}

function Action({
  label,
  icon: Icon,
  onClick,
  ref,
}: {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Tooltip content={label}>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        onClick={onClick}
        // A finger's 44 px below 1024 px, as every admin control (docs/decisions.md#touch-targets-from-one-class).
        className={`inline-flex size-10 items-center justify-center rounded-full bg-white text-ink-900 shadow-md hover:bg-mist-100 ${touchTarget}`}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}

/**
 * One square thumbnail (lazy-loaded) with its alt text or 'No title', the name it was uploaded
 * under, its category, and for a Testimonials photo the carousel does not show yet, why. The actions
 * show on hover, when anything in the card has keyboard focus, and always on touch screens.
 */
export function ImageCard({ image, actions }: { image: ImageRow; actions: ImageActions }) {
  const t = useMessages('images');
  const lang = useStore($adminLanguage);
  const alt = altTextIn(image, lang);
  const name = imageName(image, lang);
  return (
    <li className="group overflow-hidden rounded-lg border border-mist-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-mist-100">
        {/* The caption below names the image; the thumbnail itself adds nothing to read. */}
        <img
          src={image.url}
          alt=""
          loading="lazy"
          decoding="async"
          width={400}
          height={400}
          className="size-full object-cover"
        />
        <div
          data-actions
          className="absolute top-2 right-2 flex gap-1.5 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100"
        >
          <Action
            label={t('copyUrlOf', { name })}
            icon={ClipboardDocumentIcon}
            onClick={() => actions.onCopy(image)}
          />
          <Action
            label={t('editImage', { name })}
            icon={PencilSquareIcon}
            onClick={() => actions.onEdit(image)}
          />
          <Action
            label={t('deleteImage', { name })}
            icon={TrashIcon}
            onClick={() => actions.onDelete(image)}
            ref={actions.deleteButton?.(image)}
          />
        </div>
      </div>
      <div className="space-y-1 p-3">
        <p lang={alt?.lang} className="truncate text-sm font-medium text-ink-900">
          {alt?.text ?? t('noTitle')}
        </p>
        {image.file_name ? (
          <p translate="no" className="truncate text-xs text-ink-600">
            {image.file_name}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary">{categoryLabel(t, image.category)}</Badge>
          {image.category === 'testimonials' && !carouselReady(image) ? (
            <Badge variant="warning" title={t('notShownWhy')}>
              {/* A sentence, not a word: it wraps inside the tile rather than running out of it. */}
              <span className="whitespace-normal">{t('notShown')}</span>
            </Badge>
          ) : null}
        </div>
      </div>
    </li>
  );
}
