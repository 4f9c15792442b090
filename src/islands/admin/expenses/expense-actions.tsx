import { CheckIcon, PencilSquareIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { DeleteButton } from '../editor/delete-button.tsx';
import type { EntryActions } from '../editor/entry-card.tsx';
import { ButtonName } from '../editor/button-name.tsx';
import { withContent } from '../editor/with-content.tsx';

/**
 * Mark paid for one expense, named after it for screen readers. Busy, not disabled, while it
 * saves: the focused button keeps focus.
 */
export function MarkPaidButton({
  name,
  disabled,
  onMarkPaid,
}: {
  name: string;
  disabled: boolean;
  onMarkPaid: () => Promise<void>;
}) {
  const t = useMessages('expenses');
  const [paying, setPaying] = useState(false);
  const markPaid = () => {
    if (paying) return;
    setPaying(true);
    void onMarkPaid().finally(() => setPaying(false));
  };
  return (
    <Button
      variant="outline"
      className="whitespace-nowrap"
      busy={paying}
      disabled={disabled}
      onClick={markPaid}
    >
      <CheckIcon aria-hidden="true" />
      <span aria-hidden="true">{t('markPaid')}</span>
      <span className="sr-only">{withContent((label) => t('markPaidLabel', { label }), name)}</span>
    </Button>
  );
}

/**
 * The buttons of one expense, named after it for screen readers: Mark paid (when it is due and
 * given here: the table shows it by the due date), edit and delete, side by side.
 */
export function ExpenseActions({
  name,
  actions,
  onMarkPaid,
}: {
  name: string;
  actions: EntryActions;
  /** Offered on an expense overdue or due soon (docs/product.md#expense-tracking). */
  onMarkPaid?: (() => Promise<void>) | undefined;
}) {
  const t = useMessages('expenses');
  const { editButton } = actions;
  return (
    <div className="flex flex-wrap gap-1">
      {onMarkPaid ? (
        <MarkPaidButton name={name} disabled={actions.busy} onMarkPaid={onMarkPaid} />
      ) : null}
      {/* Edit and Delete stay side by side whatever the width. */}
      <div className="flex gap-1">
        <Button
          ref={editButton}
          variant="outline"
          size="icon"
          disabled={actions.busy}
          onClick={actions.onEdit}
        >
          <PencilSquareIcon aria-hidden="true" />
          <ButtonName text="editLabel" label={name} />
        </Button>
        {actions.onDelete ? (
          <DeleteButton
            noun="expense"
            label={name}
            question={t('deleteQuestion')}
            removedFrom={t('removedFrom')}
            disabled={actions.busy}
            onDelete={actions.onDelete}
          />
        ) : null}
      </div>
    </div>
  );
}
