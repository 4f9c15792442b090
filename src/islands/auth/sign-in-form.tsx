import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { supabase } from '../../lib/supabase.ts';
import { signInSchema, type SignInValues } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { showAuthError } from './show-auth-error.ts';
import { SubmitButton } from './submit-button.tsx';
import { useSubmitLock } from './use-submit-lock.ts';

/** The Sign In tab: e-mail and password; the page redirects once the session arrives. */
export function SignInForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { busy, run } = useSubmitLock();

  const onSubmit = (values: SignInValues) =>
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
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        field={register('email')}
        error={errors.email?.message}
      />
      <FormField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        field={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton busy={busy} label="Sign In" busyLabel="Signing in..." />
    </form>
  );
}
