import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { supabase } from '../../lib/supabase.ts';
import { signUpSchema, type SignUpValues } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { showAuthError } from './show-auth-error.ts';
import { SubmitButton } from './submit-button.tsx';
import { useSubmitLock } from './use-submit-lock.ts';

/**
 * The Sign Up tab: full name (sent as user data), e-mail and password. Confirmation links lead to
 * the site root. Where sign-ups are confirmed at once (locally) the session arrives and the page
 * redirects; where they are not, the toast asks the user to confirm by e-mail.
 */
export function SignUpForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { busy, run } = useSubmitLock();

  const onSubmit = ({ fullName, email, password }: SignUpValues) =>
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
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        id="sign-up-name"
        label="Full Name"
        type="text"
        autoComplete="name"
        field={register('fullName')}
        error={errors.fullName?.message}
      />
      <FormField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        field={register('email')}
        error={errors.email?.message}
      />
      <FormField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        field={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton busy={busy} label="Sign Up" busyLabel="Creating account..." />
    </form>
  );
}
