import { toast } from '../../../components/ui/toast.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { restoreDeleted, RestoreRefused, type HistoryTable } from '../../../lib/data/history.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { answering, entryToastId } from './entry-toasts.ts';

/**
 * Brings a deleted entry back in every language, in its old place and state (Undo of a delete,
 * Restore in Recently deleted): toasts `success` or why not (a dropped connection, or the
 * database's reason, in the admin's language), in place of the toast of its delete, publishes,
 * and resolves whether it is back. Restored already (another tab, another admin) is back: the
 * toast says so and the caller lists it.
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
    const refusal = error instanceof RestoreRefused ? error.reason : undefined;
    if (refusal === 'already_restored') {
      toast.success(translate('editor', 'restoredAlready'), answering(id));
      return true;
    }
    toast.error(
      translate('editor', 'restoreFailed'),
      answering(id, {
        description: refusal
          ? translate('editor', `restoreRefused.${refusal}`)
          : thrownFailure(error),
      }),
    );
    return false;
  }
}
