/**
 * `{name}` placeholders, shared by the landing's dictionaries and the admin's: on its own so the
 * admin's texts do not bring the landing's dictionaries along (src/i18n/index.ts imports them).
 */

/** Values filled into a string's `{name}` placeholders. */
export type UiVars = Record<string, string | number>;

/** `template` with its `{name}` placeholders filled from `vars`; unknown ones stay visible. */
export function fillPlaceholders(template: string, vars: UiVars): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}
