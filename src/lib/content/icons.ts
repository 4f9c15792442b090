import { icons, type IconNode } from 'lucide';
import { siFacebook, siInstagram, siX, siYoutube, type SimpleIcon } from 'simple-icons';

/** Icon shown when an add-on's `icon_name` is not a Lucide icon. */
export const fallbackIconName = 'Sparkles';

/** 'spray-can', 'spray_can' or 'SprayCan' → 'SprayCan' (Lucide's export names). */
export function pascalCase(name: string): string {
  return name
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The Lucide icon for a stored icon name, or the fallback icon when the name is unknown. */
export function lucideIcon(name: string): IconNode {
  const library = icons as Record<string, IconNode | undefined>;
  return library[pascalCase(name)] ?? library[fallbackIconName] ?? [];
}

const brands: Record<string, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  x: siX,
  twitter: siX,
};

/**
 * The simple-icons brand mark for a social link, chosen by icon name then platform.
 * Undefined when simple-icons has no mark (e.g. LinkedIn was removed from it).
 */
export function brandIcon(iconName: string, platform: string): SimpleIcon | undefined {
  const normalise = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
  return brands[normalise(iconName)] ?? brands[normalise(platform)];
}
