import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toastBeforeLeaving } from '../../components/ui/toast.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import { signIn } from '../../lib/account.ts';
import { signInRules } from './auth-schemas.ts';
import { SignInFields } from './form-field.tsx';
import { FormLink, SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

// Loaded when asked for: signing in, the common visit, does not download it.
const ForgotForm = lazy(() =>
  import('./forgot-form.tsx').then((module) => ({ default: module.ForgotForm })),
);

/**
 * The Sign In tab: e-mail and password, or, after "Forgot password?" (or with `?forgot` in the
 * address, where an expired reset link sends the visitor), the form that mails a reset link. The
 * e-mail typed in one goes with the visitor to the other (docs/product.md#sign-in).
 */
export function SignInForm() {
  const t = useMessages('auth');
  const [forgot, setForgot] = useState(() => new URLSearchParams(location.search).has('forgot'));
  const [email, setEmail] = useState('');
  // Whether the visitor came back from the forgot form, whose Back to sign in they pressed.
  const [back, setBack] = useState(false);
  const switchTo = (toForgot: boolean) => (typed: string) => {
    setEmail(typed.trim());
    setForgot(toForgot);
    setBack(!toForgot);
  };
  if (!forgot) return <PasswordSignIn email={email} back={back} onForgot={switchTo(true)} />;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <ForgotForm email={email} onBack={switchTo(false)} />
    </Suspense>
  );
}

interface PasswordSignInProps {
  /** The e-mail to start with: the one typed in the forgot form. */
  email: string;
  /** Shown by the forgot form's Back to sign in, which it replaced: its e-mail field takes focus. */
  back: boolean;
  /** Opens the forgot form, given the e-mail typed here. */
  onForgot: (email: string) => void;
}

/** E-mail and password; the page redirects once the session arrives. */
function PasswordSignIn({ email, back, onForgot }: PasswordSignInProps) {
  const t = useMessages('auth');
  const form = useRef<HTMLFormElement>(null);
  // The fields replaced the forgot form where the visitor was (its Back to sign in, now gone): their
  // place is the first field, as the forgot form's is its heading (docs/decisions.md, "Back to sign
  // in puts the focus on the e-mail").
  useEffect(() => {
    if (back) form.current?.querySelector('input')?.focus();
  }, [back]);
  const { input, busy, onSubmit, valueOf } = useAuthForm(
    signInRules,
    async (values) => {
      await signIn(values);
      // The page leaves for /admin or / as soon as the admin check is done: the toast is said
      // without fetching the toast library for it.
      toastBeforeLeaving(t('signedIn'));
      return true;
    },
    t('signInFailed'),
  );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4">
      <SignInFields id="sign-in" email={email} input={input} />
      <SubmitButton busy={busy} label={t('signIn')} busyLabel={t('signingIn')} />
      <FormLink label={t('forgotPassword')} onClick={() => onForgot(valueOf('email'))} />
    </form>
  );
}
