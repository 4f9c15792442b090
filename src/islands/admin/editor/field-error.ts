import type { FieldErrors } from 'react-hook-form';

/**
 * The validation message of the field at `path` (`en.title`), as a sentence: zod's messages
 * from src/lib/schemas are fragments ('is required'), so the field's name is not repeated.
 */
export function fieldError(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || !message) return undefined;
  return /^[a-z]/.test(message) ? `This field ${message}.`.replace('..', '.') : message;
}
