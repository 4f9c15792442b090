import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { listImages, type ImageCategory, type ImageRow } from '../../../lib/data/images.ts';

/** The library as it loads: loading, the images newest first, or why they could not be read. */
export type ImagesState =
  | { status: 'loading' }
  | { status: 'ready'; images: ImageRow[] }
  | { status: 'error'; message: string };

/** Reads the images (of one category when given) and again on `reload` after every write. */
export function useImages(category?: ImageCategory) {
  const [state, setState] = useState<ImagesState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    listImages(category).then(
      (images) => {
        if (current) setState({ status: 'ready', images });
      },
      (error: unknown) => {
        if (!current) return;
        const message = (error as Error).message;
        setState({ status: 'error', message });
        toast.error('Could not load the images', { description: message });
      },
    );
    return () => {
      current = false;
    };
  }, [category, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { state, reload };
}
