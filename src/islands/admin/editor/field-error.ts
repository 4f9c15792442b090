import type { FieldErrors } from 'react-hook-form';
import { loadedMessages, useMessages } from '../../../i18n/admin/messages.ts';
import { validationSentence } from '../../../i18n/admin/validation-text.ts';

/** The schema's message (English) of the field at `path` (`en.title`), if it has one. */
export function fieldMessage(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The validation message of the field at `path` (`en.title`) as a sentence in the admin's language
 * (docs/architecture.md#admin-language): zod's messages from src/lib/schemas are English fragments
 * ('is required'), so the field's name is not repeated; the `validation` namespace translates them.
 * Needs that namespace loaded (useFieldError does it); in a component prefer useFieldError.
 */
export function fieldError(errors: FieldErrors, path: string): string | undefined {
  const message = fieldMessage(errors, path);
  return message && validationSentence(message, loadedMessages('validation'));
}

/**
 * `fieldError` for a component: loads the `validation` namespace (suspending the first time) and
 * renders again in the new language after a switch.
 */
export function useFieldError(): (errors: FieldErrors, path: string) => string | undefined {
  useMessages('validation');
  return fieldError;
}
