import { toast } from '../../../components/ui/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { changePassword } from '../../../lib/account.ts';
import { changePasswordRules } from '../../auth/password-rules.ts';
import { FormField } from '../../auth/form-field.tsx';
import { NewPasswordFields } from '../../auth/new-password-fields.tsx';
import { SubmitButton } from '../../auth/submit-button.tsx';
import { useAuthForm } from '../../auth/use-auth-form.ts';

interface ChangePasswordDialogProps {
  open: boolean;
  /** The signed-in admin's e-mail, whose current password is checked. */
  email: string;
  onClose: () => void;
}

/**
 * Change password, from the header's account menu (docs/product.md#admin-shell): the current
 * password, then the new one typed twice. A wrong current password or a new one equal to it is
 * said under its field; the dialog stays open until the change is saved or cancelled.
 */
export function ChangePasswordDialog({ open, email, onClose }: ChangePasswordDialogProps) {
  const t = useMessages('shell');
  return (
    <Dialog open={open} onClose={onClose} size="sm">
      <DialogTitle>{t('changePassword')}</DialogTitle>
      <DialogDescription>{t('changePasswordNote')}</DialogDescription>
      {/* Mounted while open only, so every opening starts with empty fields. */}
      {open ? <ChangePasswordForm email={email} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ChangePasswordForm({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useMessages('shell');
  const common = useMessages('common');
  const { input, busy, onSubmit } = useAuthForm(
    changePasswordRules,
    async ({ current, password }, form) => {
      const result = await changePassword(email, current, password);
      if (result === 'wrong-current') {
        form.setError('current', t('wrongCurrentPassword'));
      } else if (result === 'same-password') {
        form.setError('password', t('samePassword'));
      } else {
        toast.success(t('passwordChanged'));
        onClose();
      }
    },
    t('passwordNotChanged'),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        id="current-password"
        label={t('currentPassword')}
        type="password"
        {...input('current')}
      />
      <NewPasswordFields id="change-new-password" input={input} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {common('cancel')}
        </Button>
        <div className="sm:w-48">
          <SubmitButton busy={busy} label={t('changePassword')} busyLabel={common('saving')} />
        </div>
      </DialogFooter>
    </form>
  );
}
