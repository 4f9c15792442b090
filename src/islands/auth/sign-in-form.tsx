import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import { supabase } from '../../lib/supabase.ts';
import { signInRules } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { FormLink, SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

// Loaded when asked for: signing in, the common visit, does not download it.
const ForgotForm = lazy(() =>
  import('./forgot-form.tsx').then((module) => ({ default: module.ForgotForm })),
);

/**
 * The Sign In tab: e-mail and password, or, after "Forgot password?" (or with `?forgot` in the
 * address, where an expired reset link sends the visitor), the form that mails a reset link.
 */
export function SignInForm() {
  const t = useMessages('auth');
  const [forgot, setForgot] = useState(() => new URLSearchParams(location.search).has('forgot'));
  if (!forgot) return <SignInFields onForgot={() => setForgot(true)} />;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <ForgotForm onBack={() => setForgot(false)} />
    </Suspense>
  );
}

/** E-mail and password; the page redirects once the session arrives. */
function SignInFields({ onForgot }: { onForgot: () => void }) {
  const t = useMessages('auth');
  const { input, busy, onSubmit } = useAuthForm(signInRules, async (values) => {
    const { error } = await supabase.auth.signInWithPassword(values);
    if (error) throw error;
    // The page leaves for /admin or / as soon as the admin check is done.
    toast.success(t('signedIn'));
    return true;
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField id="sign-in-email" label={t('email')} type="email" {...input('email')} />
      <FormField
        id="sign-in-password"
        label={t('password')}
        type="password"
        {...input('password')}
      />
      <SubmitButton busy={busy} label={t('signIn')} busyLabel={t('signingIn')} />
      <FormLink label={t('forgotPassword')} onClick={onForgot} />
    </form>
  );
}
