import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { LoadFailed } from '../load-failed.tsx';
import { ImageCard, type ImageActions } from './image-card.tsx';
import { filterImages } from './filter-images.ts';
import type { ImagesState } from './use-images.ts';

/** The library's images as a 2/3/4-column grid, or the loading, error and empty messages. */
export function ImageGrid({
  state,
  search,
  category,
  actions,
}: {
  state: ImagesState;
  search: string;
  category: string;
  actions: ImageActions;
}) {
  const t = useMessages('images');
  if (state.status === 'loading') return <Spinner label={t('loading')} className="py-8" />;
  if (state.status === 'error') {
    return <LoadFailed what="images" message={state.message} />;
  }
  const images = filterImages(state.data, search, category);
  if (images.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-mist-300 bg-white p-8 text-center text-ink-600">
        {t('empty')}
      </p>
    );
  }
  return (
    <ul
      aria-label={t('gridLabel')}
      className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
    >
      {images.map((image) => (
        <ImageCard key={image.id} image={image} actions={actions} />
      ))}
    </ul>
  );
}
