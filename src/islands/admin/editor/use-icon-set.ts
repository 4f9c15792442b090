import { useEffect, useState } from 'react';
import { iconSetNow, loadIconSet, type IconSet } from './icon-set.ts';

/** The site's icon set, loading on first use: `icons` once loaded, `failed` if it could not be. */
export function useIconSet(): { icons: IconSet | undefined; failed: boolean } {
  const [icons, setIcons] = useState(iconSetNow);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (icons) return;
    let live = true;
    loadIconSet().then(
      (set) => live && setIcons(set),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [icons]);
  return { icons, failed };
}
