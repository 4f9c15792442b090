import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { signInHere } from '../../../stores/auth.ts';
import { signInRules } from '../../auth/auth-schemas.ts';
import { SignInFields } from '../../auth/form-field.tsx';
import { SubmitButton } from '../../auth/submit-button.tsx';
import { useAuthForm } from '../../auth/use-auth-form.ts';

interface SignInDialogProps {
  /** The e-mail of the account that was signed in, when known: the field starts with it. */
  email: string;
  /**
   * Opened by itself as the session ended, maybe while the owner was typing: focus goes to its
   * title, so the next keys land nowhere, and the e-mail is one Tab away. Opened on the owner's
   * request, focus goes to the field to fill.
   */
  byItself?: boolean;
  /** Closes the dialog (Cancel, Escape, a click outside); a sign-in closes it through the guard. */
  onClose: () => void;
}

/**
 * Sign in again without leaving the page, for a session that ended while a dialog held unsaved
 * changes (docs/architecture.md#sessions): over that dialog, which keeps its input, /auth's
 * sign-in (its rules, fields and the store's sign-in), here as a dialog of its own. The e-mail
 * starts as the account's that was signed in, and focus goes to the password (to the title when
 * it opened by itself: docs/decisions.md#no-stray-keys-in-the-sign-in-dialog); a wrong e-mail or
 * password is said under the password, an account that is no admin's under the e-mail (it is
 * signed out again). Signed in as an admin, the guard closes it and the owner saves.
 */
export function SignInDialog({ email, byItself = false, onClose }: SignInDialogProps) {
  const t = useMessages('shell');
  const title = useRef<HTMLHeadingElement | null>(null);
  const emailField = useRef<HTMLInputElement | null>(null);
  const passwordField = useRef<HTMLInputElement | null>(null);
  const field = email ? passwordField : emailField;
  return (
    <Dialog open onClose={onClose} size="sm" initialFocus={byItself ? title : field}>
      {/* Focusable only by the dialog's opening (byItself), never by Tab. */}
      <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
        {t('signInAgain')}
      </DialogTitle>
      <DialogDescription>{t('signInAgainNote')}</DialogDescription>
      <SignInAgainForm
        email={email}
        fields={{ email: emailField, password: passwordField }}
        onClose={onClose}
      />
    </Dialog>
  );
}

interface FormProps extends Omit<SignInDialogProps, 'byItself'> {
  /** Where the dialog finds its fields, to focus one as it opens. */
  fields: Record<'email' | 'password', { current: HTMLInputElement | null }>;
}

function SignInAgainForm({ email, fields, onClose }: FormProps) {
  const t = useMessages('shell');
  const auth = useMessages('auth');
  const common = useMessages('common');
  const { input, busy, onSubmit } = useAuthForm(
    signInRules,
    async (values, form) => {
      try {
        if ((await signInHere(values)) === 'not-admin') form.setError('email', t('notAnAdmin'));
        else toast.success(t('signedInAgain'));
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code !== 'invalid_credentials') throw error;
        form.setError('password', t('wrongSignIn'));
      }
    },
    auth('signInFailed'),
  );
  // The fields' own refs, and the dialog's: it focuses one of them as it opens.
  const bound = (name: 'email' | 'password') => {
    const given = input(name);
    const ref = (element: HTMLInputElement | null) => {
      given.field.ref(element);
      fields[name].current = element;
    };
    return { ...given, field: { ...given.field, ref } };
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <SignInFields id="sign-in-again" email={email} input={bound} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {common('cancel')}
        </Button>
        <div className="sm:w-48">
          <SubmitButton busy={busy} label={t('signIn')} busyLabel={auth('signingIn')} />
        </div>
      </DialogFooter>
    </form>
  );
}
