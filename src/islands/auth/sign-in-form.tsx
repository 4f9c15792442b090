import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner.tsx';
import { supabase } from '../../lib/supabase.ts';
import { signInRules } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { showAuthError } from './show-auth-error.ts';
import { linkButtonClass, SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useSubmitLock } from './use-submit-lock.ts';

// Loaded when asked for: signing in, the common visit, does not download it.
const ForgotForm = lazy(() =>
  import('./forgot-form.tsx').then((module) => ({ default: module.ForgotForm })),
);

/**
 * The Sign In tab: e-mail and password, or, after "Forgot password?" (or with `?forgot` in the
 * address, where an expired reset link sends the visitor), the form that mails a reset link.
 */
export function SignInForm() {
  const [forgot, setForgot] = useState(() => new URLSearchParams(location.search).has('forgot'));
  if (!forgot) return <SignInFields onForgot={() => setForgot(true)} />;
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <ForgotForm onBack={() => setForgot(false)} />
    </Suspense>
  );
}

/** E-mail and password; the page redirects once the session arrives. */
function SignInFields({ onForgot }: { onForgot: () => void }) {
  const { busy, run } = useSubmitLock();
  const { field, errors, onSubmit } = useAuthForm(signInRules, (values) =>
    run(async () => {
      try {
        const { error } = await supabase.auth.signInWithPassword(values);
        if (error) throw error;
        // The page leaves for /admin or / as soon as the admin check is done.
        toast.success('Logged in successfully.');
        return true;
      } catch (error) {
        showAuthError(error);
        return false;
      }
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        field={field('email')}
        error={errors.email}
      />
      <FormField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        field={field('password')}
        error={errors.password}
      />
      <SubmitButton busy={busy} label="Sign In" busyLabel="Signing in..." />
      <p className="text-center">
        <button type="button" className={linkButtonClass} onClick={onForgot}>
          Forgot password?
        </button>
      </p>
    </form>
  );
}
