import { toast } from 'sonner';
import { supabase } from '../../lib/supabase.ts';
import { signUpRules } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { showAuthError } from './show-auth-error.ts';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useSubmitLock } from './use-submit-lock.ts';

/**
 * The Sign Up tab: full name (sent as user data), e-mail and password. Confirmation links lead to
 * the site root. Where sign-ups are confirmed at once (locally) the session arrives and the page
 * redirects; where they are not, the toast asks the user to confirm by e-mail.
 */
export function SignUpForm() {
  const { busy, run } = useSubmitLock();
  const { field, errors, onSubmit } = useAuthForm(signUpRules, ({ fullName, email, password }) =>
    run(async () => {
      try {
        const { data, error } = await supabase.auth.signUp({
          email,
          password,
          options: { data: { full_name: fullName }, emailRedirectTo: `${location.origin}/` },
        });
        if (error) throw error;
        if (data.session) {
          toast.success('Success!', {
            description: 'Account created successfully. Logging you in...',
          });
          return true;
        }
        toast.success('Success!', {
          description: 'Account created. Confirm it from the e-mail we sent you, then sign in.',
        });
      } catch (error) {
        showAuthError(error);
      }
      return false;
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        id="sign-up-name"
        label="Full Name"
        type="text"
        autoComplete="name"
        field={field('fullName')}
        error={errors.fullName}
      />
      <FormField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        field={field('email')}
        error={errors.email}
      />
      <FormField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        field={field('password')}
        error={errors.password}
      />
      <SubmitButton busy={busy} label="Sign Up" busyLabel="Creating account..." />
    </form>
  );
}
