/** Joins class names, skipping falsy ones; components put their `className` prop last. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
