import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { readLeftOutPhotos } from '../../../lib/data/publish.ts';
import { $publishStatus } from '../../../stores/publish.ts';
import { useLoad } from '../use-load.ts';

// The notice's words load only when a photo was left out: the first view of /admin, where it
// sits, rarely shows it.
const LeftOutPhotosList = lazy(() =>
  import('./left-out-photos-list.tsx').then((module) => ({ default: module.LeftOutPhotosList })),
);

/**
 * Which photos the live site's last build left out, where and why (docs/architecture.md#failure-modes):
 * the build published everything else, and the owner learns which file to replace. Nothing is
 * shown when no photo was left out or `/build.json` cannot be read (the header's publish status
 * reports a site that cannot be reached). Read again once the header sees a newer build live.
 */
export function LeftOutPhotosNotice({ linkToLibrary = false }: { linkToLibrary?: boolean }) {
  const { state, reload } = useLoad(readLeftOutPhotos);
  const { siteRevision } = useStore($publishStatus);
  const readRevision = state.status === 'ready' ? state.data.revision : undefined;
  useEffect(() => {
    if (siteRevision !== undefined && readRevision !== undefined && siteRevision > readRevision) {
      void reload();
    }
  }, [siteRevision, readRevision, reload]);
  if (state.status !== 'ready' || state.data.photos.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LeftOutPhotosList photos={state.data.photos} linkToLibrary={linkToLibrary} />
    </Suspense>
  );
}
