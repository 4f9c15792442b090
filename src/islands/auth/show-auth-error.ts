import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { toast } from 'sonner';

/** Said when no answer came back at all (offline, server down): the browser's own text says little. */
export const unreachableMessage =
  'Could not reach the server. Check your connection and try again.';

/** Whether no answer came back at all (offline, server down), as opposed to a refusal. */
export function isUnreachable(error: unknown): boolean {
  return (isAuthRetryableFetchError(error) && !error.status) || error instanceof TypeError;
}

/**
 * The 'Error' toast of docs/product.md#messages with the service's message, or why no message came
 * back.
 */
export function showAuthError(error: unknown): void {
  const unreachable = isUnreachable(error);
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  toast.error('Error', { description: unreachable ? unreachableMessage : message });
}
