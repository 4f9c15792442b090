import { toast } from 'sonner';
import { restoreDeleted, type HistoryTable } from '../../../lib/data/history.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifySaved } from '../../../stores/publish.ts';

/**
 * Brings a deleted entry back in every language, in its old place and state (Undo of a delete,
 * Restore in Recently deleted): toasts `success` or why not, publishes, and resolves whether it
 * is back.
 */
export async function restoreEntry(
  table: HistoryTable,
  key: string,
  success: string,
): Promise<boolean> {
  try {
    await restoreDeleted(table, key);
    toast.success(success);
    notifySaved();
    return true;
  } catch (error) {
    toast.error('Could not restore it', { description: errorMessage(error) });
    return false;
  }
}
