import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $publishStatus } from '../../../stores/publish.ts';

// The notice's words load only when a photo was left out: the first view of /admin, where it
// sits, rarely shows it.
const LeftOutPhotosList = lazy(() =>
  import('./left-out-photos-list.tsx').then((module) => ({ default: module.LeftOutPhotosList })),
);

/**
 * Which photos the live site's last build left out, where and why (docs/architecture.md#failure-modes):
 * the build published everything else, and the owner learns which file to replace. The list comes
 * with the header's publish status, which reads `/build.json` on load and after each save until
 * the new build is live; nothing is shown when no photo was left out or the file cannot be read
 * (the status reports a site that cannot be reached).
 */
export function LeftOutPhotosNotice({ linkToLibrary = false }: { linkToLibrary?: boolean }) {
  const { leftOutPhotos } = useStore($publishStatus);
  if (!leftOutPhotos?.length) return null;
  return (
    <Suspense fallback={null}>
      <LeftOutPhotosList photos={leftOutPhotos} linkToLibrary={linkToLibrary} />
    </Suspense>
  );
}
