import { icons, type IconNode } from 'lucide';
import { siFacebook, siInstagram, siTiktok, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import { fallbackIconName, pascalCase } from './icon-name.ts';
import { networkName } from './social-handle.ts';

const library = icons as Record<string, IconNode | undefined>;

/** The Lucide export name for a stored icon name, or undefined when Lucide has no such icon. */
export function lucideIconName(name: string): string | undefined {
  const pascal = pascalCase(name);
  return library[pascal] ? pascal : undefined;
}

/** The Lucide export name for a stored icon name, or the fallback icon's when it is unknown. */
export function resolveIconName(name: string): string {
  return lucideIconName(name) ?? fallbackIconName;
}

/** The Lucide icon for a stored icon name, or the fallback icon when the name is unknown. */
export function lucideIcon(name: string): IconNode {
  return library[resolveIconName(name)] ?? [];
}

/** id of an icon's `<symbol>` in the page's icon sprite. */
export const iconSymbolId = (name: string): string => `icon-${resolveIconName(name)}`;

/**
 * Icons the landing components use for their chrome. The page's sprite holds these plus the add-on
 * icons from the database; each icon's paths are in the HTML once, however often it is shown.
 */
export const chromeIcons = [
  'ArrowDown',
  'ArrowUp',
  'BadgeDollarSign',
  'CalendarCheck',
  'CalendarClock',
  'Check',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'Clock',
  'ExternalLink',
  'Globe',
  'Languages',
  'MapPin',
  'Menu',
  'Phone',
  'Receipt',
  'ShieldCheck',
  'Sparkles',
  'Star',
  'X',
] as const;
export type ChromeIcon = (typeof chromeIcons)[number];

const brands: Record<string, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  x: siX,
  twitter: siX,
  tiktok: siTiktok,
};

/**
 * The simple-icons brand mark for a social link, chosen by icon name then platform.
 * Undefined when simple-icons has no mark (e.g. LinkedIn was removed from it).
 */
export function brandIcon(iconName: string, platform: string): SimpleIcon | undefined {
  return brands[networkName(iconName)] ?? brands[networkName(platform)];
}

/** Icon name of the generic mark a social link without a brand mark is drawn with. */
export const genericSocialIcon = 'globe';

/** The social icon names the site draws: its brand marks, and 'globe' for any other platform. */
export const socialIconNames = [...Object.keys(brands), genericSocialIcon];

/** Whether a social link's icon name is one the site draws as such (see `socialIconNames`). */
export function isSocialIconName(iconName: string): boolean {
  return socialIconNames.includes(networkName(iconName));
}
