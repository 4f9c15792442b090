import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import type { LeftOutPhoto, PhotoPlace } from '../../../lib/content/left-out-photos.ts';
import type { PhotoProblem } from '../../../lib/content/photo-check.ts';
import { adminPages } from '../admin-nav.ts';

const places: Record<PhotoPlace, string> = {
  hero: 'Hero section',
  package: 'Service package',
  carousel: 'Reviews carousel',
};

const problems: Record<PhotoProblem, string> = {
  'not-an-image':
    'the file is not an image the site can show (it may be another kind of file saved under an image name)',
  missing: 'the file is no longer in storage',
  'outside-library': 'the address is not a file of the image library',
};

/** The file name of a photo's address, as the library's grid shows it. */
const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The notice itself, for at least one left-out photo (see left-out-photos-notice.tsx). */
export function LeftOutPhotosList({
  photos,
  linkToLibrary,
}: {
  photos: readonly LeftOutPhoto[];
  linkToLibrary: boolean;
}) {
  return (
    <section
      aria-label="Photos left out of the site"
      className="mb-6 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <p className="font-semibold">
          The live site was built without {photos.length === 1 ? 'this photo' : 'these photos'}
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {photos.map((photo) => (
            <li key={`${photo.place} ${photo.url}`} className="break-words">
              <span className="font-medium">{fileName(photo.url)}</span> ({places[photo.place]}
              ): {problems[photo.problem]}.
            </li>
          ))}
        </ul>
        <p>
          Everything else was published. Delete or replace{' '}
          {photos.length === 1 ? 'the photo' : 'each photo'} (upload it again, or choose another one
          where it is used), and the next build is complete.
          {linkToLibrary ? (
            <>
              {' '}
              <a href={adminPages.images.path} className="font-medium underline">
                Open the image library
              </a>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
