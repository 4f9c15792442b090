import { TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { nounForms } from './entry-messages.ts';
import { withContent } from './with-content.tsx';
import { ButtonName } from './button-name.tsx';

interface DeleteButtonProps {
  /** What is deleted, e.g. 'FAQ' (an editor's noun, see entry-messages.ts). */
  noun: string;
  /** Names the entry in the button's accessible name and the question. */
  label: string;
  disabled: boolean;
  /** Deletes every language of the entry; resolves whether it was deleted. */
  onDelete: () => Promise<boolean>;
  /** The question asked first; by default 'Delete this FAQ?' for the noun 'FAQ'. */
  question?: string;
  /** Where the entry disappears from; by default both languages of the public page. */
  removedFrom?: string;
  /** The delete can be undone (Undo in its toast, Restore in Recently deleted). */
  undoable?: boolean;
}

/**
 * A Delete button that asks first: the entry goes from both languages, with a way back where the
 * table keeps a history (`undoable`), for good otherwise.
 */
export function DeleteButton({
  noun,
  label,
  disabled,
  onDelete,
  question,
  removedFrom,
  undoable = false,
}: DeleteButtonProps) {
  const t = useMessages('editor');
  const common = useMessages('common');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="outline" size="icon" disabled={disabled} onClick={() => setAsking(true)}>
        <TrashIcon aria-hidden="true" />
        <ButtonName text="deleteLabel" label={label} />
      </Button>
      <ConfirmDialog
        open={asking}
        title={question ?? t('deleteQuestion', nounForms(noun, t))}
        description={withContent(
          (content) =>
            t('deleteDescription', {
              label: content,
              place: removedFrom ?? t('bothPages'),
              after: undoable ? t('deleteUndoable') : t('deleteForGood'),
            }),
          label,
        )}
        confirmLabel={busy ? t('deleting') : t('delete')}
        cancelLabel={common('cancel')}
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
