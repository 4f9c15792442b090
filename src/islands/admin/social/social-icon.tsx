import { useIconSet } from '../editor/use-icon-set.ts';
import { BrandGlyph } from './brand-glyph.tsx';

/** A stored social link's icon, drawn once the icon set has loaded (an empty square until then). */
export function SocialIcon({ iconName, platform }: { iconName: string; platform: string }) {
  const { icons } = useIconSet();
  if (!icons) return <span aria-hidden="true" className="inline-block size-5 shrink-0" />;
  return <BrandGlyph icons={icons} iconName={iconName} platform={platform} />;
}
