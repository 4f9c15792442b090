import { TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface DeleteButtonProps {
  /** What is deleted, e.g. 'FAQ'. */
  noun: string;
  /** Names the entry in the button's accessible name and the question. */
  label: string;
  disabled: boolean;
  /** Deletes every language of the entry; resolves whether it was deleted. */
  onDelete: () => Promise<boolean>;
}

/** A Delete button that asks first: the entry goes from both languages, with no way back. */
export function DeleteButton({ noun, label, disabled, onDelete }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Delete “${label}”`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        <TrashIcon aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Delete this ${noun}?`}
        description={`“${label}” will be removed from the English and the Spanish page. This cannot be undone.`}
        confirmLabel={busy ? 'Deleting...' : 'Delete'}
        destructive
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setBusy(true);
          void onDelete().finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      />
    </>
  );
}
