import { IconGlyph } from '../editor/icon-glyph.tsx';
import type { IconSet } from '../editor/icon-set.ts';

/**
 * A social link's icon as the site's footer draws it: the brand mark chosen by icon name, then by
 * platform, or the globe for a platform without one.
 */
export function BrandGlyph({
  icons,
  iconName,
  platform,
}: {
  icons: IconSet;
  iconName: string;
  platform: string;
}) {
  const brand = icons.brandIcon(iconName, platform);
  if (!brand) return <IconGlyph node={icons.lucideIcon('Globe')} className="size-5" />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="size-5 shrink-0"
    >
      <path d={brand.path} />
    </svg>
  );
}
