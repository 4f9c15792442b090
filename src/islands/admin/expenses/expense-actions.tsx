import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { DeleteButton } from '../editor/delete-button.tsx';
import type { EntryActions } from '../editor/entry-card.tsx';
import { ButtonName } from '../editor/button-name.tsx';

/** The edit and delete buttons of one expense, named after it for screen readers. */
export function ExpenseActions({ name, actions }: { name: string; actions: EntryActions }) {
  const t = useMessages('expenses');
  const { editButton } = actions;
  return (
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
  );
}
