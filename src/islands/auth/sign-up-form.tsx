import { toast } from 'sonner';
import { supabase } from '../../lib/supabase.ts';
import { signUpRules } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

/**
 * The Sign Up tab: full name (sent as user data), e-mail and password. Confirmation links lead to
 * the site root. Where sign-ups are confirmed at once (locally) the session arrives and the page
 * redirects; where they are not, the toast asks the user to confirm by e-mail.
 */
export function SignUpForm() {
  const { input, busy, onSubmit } = useAuthForm(signUpRules, async (values) => {
    const { fullName, email, password } = values;
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: fullName }, emailRedirectTo: `${location.origin}/` },
    });
    if (error) throw error;
    toast.success('Success!', {
      description: data.session
        ? 'Account created successfully. Logging you in...'
        : 'Account created. Confirm it from the e-mail we sent you, then sign in.',
    });
    // With a session the page sends the new user on.
    return Boolean(data.session);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        id="sign-up-name"
        label="Full Name"
        type="text"
        autoComplete="name"
        {...input('fullName')}
      />
      <FormField id="sign-up-email" label="Email" type="email" {...input('email')} />
      <FormField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        {...input('password')}
      />
      <SubmitButton busy={busy} label="Sign Up" busyLabel="Creating account..." />
    </form>
  );
}
