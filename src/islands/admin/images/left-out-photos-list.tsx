import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import type { LeftOutPhoto, PhotoPlace } from '../../../lib/content/left-out-photos.ts';
import type { PhotoProblem } from '../../../lib/content/photo-check.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { adminPages } from '../admin-nav.ts';

const places = {
  hero: 'placeHero',
  package: 'placePackage',
  carousel: 'placeCarousel',
} as const satisfies Record<PhotoPlace, string>;

const problems = {
  'not-an-image': 'problemNotAnImage',
  missing: 'problemMissing',
  'outside-library': 'problemOutsideLibrary',
} as const satisfies Record<PhotoProblem, string>;

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
  const t = useMessages('images');
  const one = photos.length === 1;
  return (
    <section
      aria-label={t('leftOutLabel')}
      className="mb-6 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-2">
        <p className="font-semibold">{t(one ? 'leftOutOne' : 'leftOutMany')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {photos.map((photo) => (
            <li key={`${photo.place} ${photo.url}`} className="break-words">
              <span translate="no" className="font-medium">
                {fileName(photo.url)}
              </span>{' '}
              ({t(places[photo.place])}): {t(problems[photo.problem])}.
            </li>
          ))}
        </ul>
        <p>
          {t(one ? 'leftOutFixOne' : 'leftOutFixMany')}
          {linkToLibrary ? (
            <>
              {' '}
              <a href={adminPages.images.path} className="font-medium underline">
                {t('openLibrary')}
              </a>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
