import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { $adminLanguage } from '../../i18n/admin/language.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import { supabase } from '../../lib/supabase.ts';
import { emailRules } from './password-rules.ts';
import { FormField } from './form-field.tsx';
import { askedJustNow, noteAsked } from './reset-asked.ts';
import { isUnreachable } from './show-auth-error.ts';
import { FormLink, SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** Where the link in the e-mail leads: this site's "Choose a new password" page. */
export const newPasswordPath = '/auth/new-password';

interface ForgotFormProps {
  /** The e-mail to start with: the one typed in the Sign In fields. */
  email: string;
  /** Back to the Sign In fields, given the e-mail typed (or sent to) here. */
  onBack: (email: string) => void;
}

/**
 * "Forgot password?" (docs/product.md#sign-in): mails a link to choose a new password. The answer
 * is the same whether or not the address has an account, and also when the service refuses to send
 * another e-mail to it so soon, so the form tells no one which addresses have accounts; only a
 * service that cannot be reached is an error. Asked again for an address within the minute the
 * service waits, it sends nothing and says a link was asked for just now (reset-asked.ts).
 */
export function ForgotForm({ email, onBack }: ForgotFormProps) {
  const t = useMessages('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Whether the answer is that a link was asked for that address less than a minute ago.
  const [again, setAgain] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { input, busy, onSubmit, valueOf } = useAuthForm(
    emailRules,
    async ({ email }) => {
      if (askedJustNow(email)) {
        toast.dismiss();
        setAgain(true);
        setSentTo(email);
        return;
      }
      // The link names the page's language (`?lang=`), so the link's page speaks it in any browser,
      // whatever the account saved, and the e-mail leads with it (supabase/templates/recovery.html,
      // docs/product.md#sign-in). It is not a choice: nothing remembers it.
      const lang = $adminLanguage.get();
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${location.origin}${newPasswordPath}?${new URLSearchParams({ lang })}`,
      });
      if (error && isUnreachable(error)) throw error;
      noteAsked(email);
      // The answer replaces the failure of an earlier try, as a toast would (docs/product.md#messages).
      toast.dismiss();
      setAgain(false);
      setSentTo(email);
    },
    t('resetLinkFailed'),
  );

  // The form replaced the Sign In fields where the visitor was: their place is its heading now.
  useEffect(() => heading.current?.focus(), [sentTo]);

  const back = (
    <FormLink label={t('backToSignIn')} onClick={() => onBack(sentTo ?? valueOf('email'))} />
  );

  if (sentTo !== null) {
    const [before, after] = t(again ? 'linkAskedAgain' : 'linkSent').split('{email}');
    return (
      <div className="space-y-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t(again ? 'askedJustNow' : 'checkEmail')}
        </h2>
        <p role="status" className="text-sm text-ink-700">
          {before}
          <strong className="break-all" translate="no">
            {sentTo}
          </strong>
          {after}
        </p>
        {back}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-1">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t('resetTitle')}
        </h2>
        <p className="text-sm text-ink-600">{t('resetIntro')}</p>
      </div>
      <FormField
        id="forgot-email"
        label={t('email')}
        type="email"
        defaultValue={email}
        {...input('email')}
      />
      <SubmitButton busy={busy} label={t('sendLink')} busyLabel={t('sendingLink')} />
      {back}
    </form>
  );
}
