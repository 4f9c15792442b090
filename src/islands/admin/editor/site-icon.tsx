import { IconGlyph } from './icon-glyph.tsx';
import { useIconSet } from './use-icon-set.ts';

/**
 * A stored Lucide icon name drawn as the public site draws it (its fallback icon for a name it
 * does not know); an empty square of the same size while the icon set loads.
 */
export function SiteIcon({ name, className }: { name: string; className?: string }) {
  const { icons } = useIconSet();
  if (!icons) return <span aria-hidden="true" className="inline-block size-6 shrink-0" />;
  return <IconGlyph node={icons.lucideIcon(name)} className={className} />;
}
