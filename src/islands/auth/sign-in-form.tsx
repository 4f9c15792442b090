import { toast } from 'sonner';
import { supabase } from '../../lib/supabase.ts';
import { signInRules } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { showAuthError } from './show-auth-error.ts';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useSubmitLock } from './use-submit-lock.ts';

/** The Sign In tab: e-mail and password; the page redirects once the session arrives. */
export function SignInForm() {
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
    </form>
  );
}
