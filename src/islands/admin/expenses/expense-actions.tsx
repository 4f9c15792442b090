import { CheckIcon, PencilSquareIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { DeleteButton } from '../editor/delete-button.tsx';
import type { EntryActions } from '../editor/entry-card.tsx';
import { ButtonName } from '../editor/button-name.tsx';
import { withContent } from '../editor/with-content.tsx';

/**
 * The buttons of one expense, named after it for screen readers: Mark paid (when it is due), edit
 * and delete.
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
  // Busy, not disabled: the focused button keeps focus while the save runs.
  const [paying, setPaying] = useState(false);
  const markPaid = () => {
    if (!onMarkPaid || paying) return;
    setPaying(true);
    void onMarkPaid().finally(() => setPaying(false));
  };
  return (
    <div className="flex flex-wrap gap-1">
      {onMarkPaid ? (
        <Button variant="outline" busy={paying} disabled={actions.busy} onClick={markPaid}>
          <CheckIcon aria-hidden="true" />
          <span aria-hidden="true">{t('markPaid')}</span>
          <span className="sr-only">
            {withContent((label) => t('markPaidLabel', { label }), name)}
          </span>
        </Button>
      ) : null}
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
  );
}
