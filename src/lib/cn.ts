/**
 * Joins class names, skipping falsy ones. It does not resolve conflicts (tailwind-merge would cost
 * the admin's first view 8 KB gzip past its budget): a component's `className` may add classes but
 * never set a property its own classes set; a component whose look varies takes a prop for it.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
