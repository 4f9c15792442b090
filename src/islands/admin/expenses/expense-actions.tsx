import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteButton } from '../editor/delete-button.tsx';
import type { EntryActions } from '../editor/entry-card.tsx';

/** The edit and delete buttons of one expense, named after it for screen readers. */
export function ExpenseActions({ name, actions }: { name: string; actions: EntryActions }) {
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Edit “${name}”`}
        disabled={actions.busy}
        onClick={actions.onEdit}
      >
        <PencilSquareIcon aria-hidden="true" />
      </Button>
      {actions.onDelete ? (
        <DeleteButton
          noun="expense"
          label={name}
          question="Are you sure you want to delete this expense?"
          removedFrom="the tracker"
          disabled={actions.busy}
          onDelete={actions.onDelete}
        />
      ) : null}
    </div>
  );
}
