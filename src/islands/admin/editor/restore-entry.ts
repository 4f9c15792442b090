import { toast } from 'sonner';
import { translate } from '../../../i18n/admin/messages.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { restoreDeleted, type HistoryTable } from '../../../lib/data/history.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { answering, entryToastId } from './entry-toasts.ts';

/**
 * Brings a deleted entry back in every language, in its old place and state (Undo of a delete,
 * Restore in Recently deleted): toasts `success` or why not (a dropped connection in the admin's
 * language), in place of the toast of its delete, publishes, and resolves whether it is back.
 */
export async function restoreEntry(
  table: HistoryTable,
  key: string,
  success: string,
): Promise<boolean> {
  const id = entryToastId(table, key);
  try {
    await restoreDeleted(table, key);
    toast.success(success, answering(id));
    notifySaved();
    return true;
  } catch (error) {
    toast.error(
      translate('editor', 'restoreFailed'),
      answering(id, { description: thrownFailure(error) }),
    );
    return false;
  }
}
