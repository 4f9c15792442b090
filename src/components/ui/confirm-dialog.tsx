import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/admin/messages.ts';
import { Button } from './button.tsx';
import { Dialog, DialogDescription, DialogFooter, DialogTitle } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** By default 'Cancel' in the admin's language. */
  cancelLabel?: string;
  /** Red confirm button, for actions that delete or discard. */
  destructive?: boolean;
  /** While the answer runs: the confirm button waits but keeps focus (Button's `busy`). */
  busy?: boolean;
  onConfirm: () => void;
  /** Escape, an outside click and the cancel button all mean "no". */
  onCancel: () => void;
}

/** A yes/no question in an alert dialog (delete this FAQ? discard your changes?). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useMessages('common');
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" size="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
