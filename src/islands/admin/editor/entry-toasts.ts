import type { ExternalToast } from 'sonner';

/**
 * The id of the toasts about one entry (`scope`: its editor's noun or its table): a later toast
 * about it, such as its Undo's outcome or a retried save, replaces the earlier one in place.
 */
export const entryToastId = (scope: string, key: string): string => `${scope}:${key || 'new'}`;

/**
 * Options of a toast that answers the toast `id` (and replaces it): the answer's own description
 * and duration, and no Undo left over from the toast it replaces.
 */
export const answering = (id: string, options: ExternalToast = {}): ExternalToast => ({
  id,
  action: undefined,
  description: undefined,
  duration: undefined,
  ...options,
});
