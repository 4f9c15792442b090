/**
 * Icon names as stored, without the icon set: the admin's first view can read a name this way
 * while the whole Lucide set stays a lazy chunk (src/islands/admin/editor/icon-set.ts).
 */

/** 'spray-can', 'spray_can' or 'SprayCan' → 'SprayCan' (Lucide's export names). */
export function pascalCase(name: string): string {
  return name
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * Icon shown when an add-on's `icon_name` is not a Lucide icon, and the one a new add-on starts
 * with in the admin.
 */
export const fallbackIconName = 'Sparkles';
