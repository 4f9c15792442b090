import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ImageCategory, ImageRow } from '../../../lib/data/images.ts';
import { cn } from '../../../lib/cn.ts';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { altTextIn, filterImages, imageName } from './filter-images.ts';
import { ImageFilters } from './image-filters.tsx';
import { useImages } from './use-images.ts';

/**
 * The library's images as radio buttons with thumbnails (arrow keys move between them), narrowed
 * by the library page's own search and category filter. It starts on 'All Categories', newest
 * first, so a photo just uploaded under any category is the first choice
 * (docs/product.md#image-library).
 */
export function LibraryChoices({
  value,
  onChoose,
  onLoaded,
}: {
  value: string | null;
  onChoose: (url: string) => void;
  /** Called once the images (or why they could not be read) are shown. */
  onLoaded?: () => void;
}) {
  const t = useMessages('images');
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ImageCategory | ''>('');
  const { state } = useImages();
  const loaded = state.status !== 'loading';
  useEffect(() => {
    if (loaded) onLoaded?.();
  }, [loaded, onLoaded]);
  const shown = state.status === 'ready' ? filterImages(state.data, search, category) : [];
  const hints = { all: t('allCategories'), upload: t('uploadNew') };
  return (
    <div className="space-y-3">
      <ImageFilters
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
      />
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'error' ? (
        <p role="alert" className="text-sm text-red-700">
          {t('choicesFailed', { message: state.message })}
        </p>
      ) : null}
      {state.status === 'ready' && shown.length === 0 ? (
        <p className="text-sm text-ink-600">
          {t(state.data.length === 0 ? 'noneInLibrary' : 'noneShown', hints)}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div
          role="radiogroup"
          aria-label={t('libraryImages')}
          className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4"
        >
          {shown.map((image) => (
            <label
              key={image.id}
              className={cn(
                'relative block cursor-pointer overflow-hidden rounded-md border-2 has-focus-visible:outline-3 has-focus-visible:outline-(--focus-ring)',
                image.url === value ? 'border-brand-600' : 'border-transparent',
              )}
            >
              <input
                type="radio"
                name={`${id}-image`}
                value={image.url}
                checked={image.url === value}
                onChange={() => onChoose(image.url)}
                // Over the whole thumbnail, invisible: the radio itself takes the click or tap.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <img
                src={image.url}
                alt=""
                loading="lazy"
                width={120}
                height={120}
                className="aspect-square w-full object-cover"
              />
              <Caption image={image} />
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A choice's name: its alt text in the admin's language, else English, else its file's name. */
function Caption({ image }: { image: ImageRow }) {
  const lang = useStore($adminLanguage);
  const alt = altTextIn(image, lang);
  return (
    <span
      lang={alt?.lang}
      translate={alt ? undefined : 'no'}
      className="block truncate px-1 py-0.5 text-xs"
    >
      {imageName(image, lang)}
    </span>
  );
}
