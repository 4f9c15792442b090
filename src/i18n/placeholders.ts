/**
 * `{name}` placeholders, shared by the site's dictionaries (index.ts) and the admin's
 * (admin/messages.ts). A module of its own so the admin does not load the site's dictionaries.
 */

/** Values filled into a string's `{name}` placeholders. */
export type UiVars = Record<string, string | number>;

/** `template` with its `{name}` placeholders filled from `vars`; unknown ones stay visible. */
export function fillPlaceholders(template: string, vars: UiVars): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}
