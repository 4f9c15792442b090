import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

/**
 * The question before a dialog's unsaved changes are discarded (docs/product.md#editors): while
 * `dirty`, `requestClose` (its Escape, Cancel or Close, a click outside) and Back or Forward to
 * another admin page ask 'Discard unsaved changes?' first, and a reload or a closed tab gets the
 * browser's own question; without changes it closes at once. Render `question` inside the
 * dialog: 'Keep editing' closes it and the focus goes back where it was.
 */
export function useDiscardQuestion(dirty: boolean, close: () => void, busy = false) {
  const t = useMessages('editor');
  // What discarding leads to while the question is up: closing the dialog, or Back to a page.
  const [discard, setDiscard] = useState<(() => void) | null>(null);
  useUnsavedChanges(dirty, (leave) =>
    setDiscard(() => () => {
      close();
      leave();
    }),
  );
  const requestClose = () => {
    if (busy) return;
    if (dirty) setDiscard(() => close);
    else close();
  };
  const question = (
    <ConfirmDialog
      open={discard !== null}
      title={t('discardTitle')}
      description={t('discardDescription')}
      confirmLabel={t('discardConfirm')}
      cancelLabel={t('keepEditing')}
      destructive
      onCancel={() => setDiscard(null)}
      onConfirm={() => {
        setDiscard(null);
        discard?.();
      }}
    />
  );
  return { requestClose, question };
}
