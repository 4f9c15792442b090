import { pascalCase } from '../../../lib/content/icon-name.ts';

/**
 * The icons the Services editor offers as a grid of pictures (docs/product.md#editors), each named
 * in the admin's language (`icon.<Name>` in the services texts): detailing work, the car, its
 * parts. Every icon the seed's add-ons use is one of them. Stored as Lucide's export name; any
 * other Lucide icon is still typed by name.
 */
export const serviceIcons = [
  'Sparkles',
  'WandSparkles',
  'Droplets',
  'SprayCan',
  'Bubbles',
  'BrushCleaning',
  'Disc3',
  'Lightbulb',
  'Car',
  'ShieldCheck',
  'Sun',
  'Wind',
  'Armchair',
  'PawPrint',
  'Gem',
  'Leaf',
] as const;

export type ServiceIcon = (typeof serviceIcons)[number];

/** The grid's icon for a stored icon name ('spray-can' → 'SprayCan'), or undefined for another. */
export function serviceIcon(name: string): ServiceIcon | undefined {
  const pascal = pascalCase(name);
  return serviceIcons.find((icon) => icon === pascal);
}

/**
 * A stored icon name as the owner reads it: the grid's name for it in the admin's language (`t`,
 * the services texts: 'Spray can' / 'Aerosol'), or undefined for an icon the grid has not.
 */
export function serviceIconLabel(
  name: string,
  t: (key: `icon.${ServiceIcon}`) => string,
): string | undefined {
  const icon = serviceIcon(name);
  return icon && t(`icon.${icon}`);
}
