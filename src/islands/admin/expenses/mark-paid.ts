import { toast } from '../../../components/ui/toast.ts';
import { adminFormat } from '../../../i18n/admin/format.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import type { Entry } from '../../../lib/data/entries.ts';
import type { Expense } from '../../../lib/data/expenses.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { nextDueAfterPayment, type Recurring } from '../../../lib/expenses/mark-paid.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { describeFailure } from '../editor/describe-failure.ts';
import { entryMessages, failureToast } from '../editor/entry-messages.ts';
import { answering, entryToastId } from '../editor/entry-toasts.ts';
import { showSavedWithUndo } from '../editor/show-undo.ts';
import { expenseForm } from './expense-form.ts';

/**
 * 'Mark paid' on a monthly or yearly expense due (docs/product.md#expense-tracking), `expense`
 * being the entry's row: its next due date moves a month or a year on, to the day it falls due
 * on, in a checked save like the dialog's, whose toast says what happened and offers Undo.
 * `reloadFocusing` refetches and, the button gone, gives focus to the expense's Edit (after the
 * Undo too).
 */
export async function markPaid(
  entry: Entry<Expense>,
  expense: Expense & { frequency: Recurring; next_due_date: string },
  reloadFocusing: (key: string) => void,
): Promise<void> {
  const next = nextDueAfterPayment(expense.frequency, expense.next_due_date, expense.due_day);
  const messages = entryMessages(expenseForm);
  const toastId = entryToastId(expenseForm.noun, entry.key);
  try {
    const result = await expenseForm.store.save(entry, { single: { next_due_date: next } }, {});
    if (result.ok) {
      // Named, so that two quick Mark paid say which is which (and whose Undo is whose).
      const title = translate('expenses', 'markedPaidNext', {
        name: expense.name,
        date: adminFormat().date(next),
      });
      const after = { ...entry, rows: result.rows };
      showSavedWithUndo(
        expenseForm,
        entry,
        after,
        ['next_due_date'],
        () => reloadFocusing(entry.key),
        { title },
      );
      notifySaved();
    } else {
      toast.error(
        messages.saveFailed,
        answering(toastId, failureToast(messages, describeFailure(result, entry.rows))),
      );
    }
  } catch (error) {
    toast.error(
      messages.saveFailed,
      answering(toastId, failureToast(messages, errorMessage(error))),
    );
  }
  // A conflict shows their version, with the button if it is still due.
  reloadFocusing(entry.key);
}
