import { PhotoIcon } from '@heroicons/react/24/outline';

/**
 * A chosen image's 16:9 thumbnail, 160 px wide, beside the words naming it (the editors' image
 * slot, the hero page); a dashed frame with a photo icon while there is none.
 */
export function ImageThumb({ url }: { url: string | null }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={160}
      height={90}
      className="aspect-video w-40 rounded-md border border-mist-200 bg-mist-100 object-cover"
    />
  ) : (
    <span className="flex aspect-video w-40 items-center justify-center rounded-md border border-dashed border-mist-300 bg-mist-50 text-ink-600">
      <PhotoIcon className="size-8" aria-hidden="true" />
    </span>
  );
}
