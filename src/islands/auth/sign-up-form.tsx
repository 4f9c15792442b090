import { toast } from '../../components/ui/toast.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import { noteSignUp } from '../../lib/auth-redirect.ts';
import { supabase } from '../../lib/supabase.ts';
import { signUpRules } from './auth-schemas.ts';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

/**
 * The Sign Up tab: full name (sent as user data), e-mail and password. Confirmation links lead to
 * the site root. Where sign-ups are confirmed at once (locally) the session arrives and the page
 * redirects to the site, which says the account opens the admin only once an admin adds it; where
 * they are not, the toast asks the user to confirm by e-mail.
 */
export function SignUpForm() {
  const t = useMessages('auth');
  const { input, busy, onSubmit } = useAuthForm(
    signUpRules,
    async (values) => {
      const { fullName, email, password } = values;
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: { data: { full_name: fullName }, emailRedirectTo: `${location.origin}/` },
      });
      if (error) throw error;
      if (data.session) noteSignUp();
      toast.success(t('success'), {
        description: data.session ? t('signedUp') : t('confirmSignUp'),
      });
      // With a session the page sends the new user on.
      return Boolean(data.session);
    },
    t('signUpFailed'),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        id="sign-up-name"
        label={t('fullName')}
        autoComplete="name"
        {...input('fullName')}
      />
      <FormField id="sign-up-email" label={t('email')} type="email" {...input('email')} />
      <FormField
        id="sign-up-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        {...input('password')}
      />
      <SubmitButton busy={busy} label={t('signUp')} busyLabel={t('signingUp')} />
    </form>
  );
}
