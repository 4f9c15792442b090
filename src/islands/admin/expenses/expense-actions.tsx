import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';

interface ExpenseActionsProps {
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete buttons of one expense, named after it for screen readers. */
export function ExpenseActions({ name, disabled, onEdit, onDelete }: ExpenseActionsProps) {
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Edit “${name}”`}
        disabled={disabled}
        onClick={onEdit}
      >
        <PencilSquareIcon aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Delete “${name}”`}
        disabled={disabled}
        onClick={onDelete}
      >
        <TrashIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
