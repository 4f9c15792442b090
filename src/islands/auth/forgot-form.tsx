import { useEffect, useRef, useState } from 'react';
import { supabase } from '../../lib/supabase.ts';
import { emailRules } from './password-rules.ts';
import { FormField } from './form-field.tsx';
import { isUnreachable } from './show-auth-error.ts';
import { FormLink, SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** Where the link in the e-mail leads: this site's "Choose a new password" page. */
export const newPasswordPath = '/auth/new-password';

/**
 * "Forgot password?" (docs/product.md#sign-in): mails a link to choose a new password. The answer
 * is the same whether or not the address has an account, and also when the service refuses to send
 * another e-mail to it so soon, so the form tells no one which addresses have accounts; only a
 * service that cannot be reached is an error.
 */
export function ForgotForm({ onBack }: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { input, busy, onSubmit } = useAuthForm(emailRules, async ({ email }) => {
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${location.origin}${newPasswordPath}`,
    });
    if (error && isUnreachable(error)) throw error;
    setSentTo(email);
  });

  // The form replaced the Sign In fields where the visitor was: their place is its heading now.
  useEffect(() => heading.current?.focus(), [sentTo]);

  const back = <FormLink label="Back to sign in" onClick={onBack} />;

  if (sentTo !== null) {
    return (
      <div className="space-y-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Check your e-mail
        </h2>
        <p role="status" className="text-sm text-ink-700">
          If an account uses <strong className="break-all">{sentTo}</strong>, we have sent it a link
          to choose a new password. The link works once, within an hour. No e-mail? Check the spam
          folder, or ask again in a minute.
        </p>
        {back}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Reset your password
        </h2>
        <p className="text-sm text-ink-600">
          Enter the e-mail of your account and we will send you a link to choose a new password.
        </p>
      </div>
      <FormField id="forgot-email" label="Email" type="email" {...input('email')} />
      <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." />
      {back}
    </form>
  );
}
