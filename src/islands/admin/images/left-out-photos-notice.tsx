import { useStore } from '@nanostores/react';
import { $publishStatus } from '../../../stores/publish.ts';
import { LazyPart, lazyPart } from '../shell/lazy-part.tsx';

// The notice's words load only when a photo was left out: the first view of /admin, where it
// sits, rarely shows it.
const LeftOutPhotosList = lazyPart(() =>
  import('./left-out-photos-list.tsx').then((module) => module.LeftOutPhotosList),
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
    <LazyPart>
      <LeftOutPhotosList photos={leftOutPhotos} linkToLibrary={linkToLibrary} />
    </LazyPart>
  );
}
