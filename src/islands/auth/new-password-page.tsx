import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import { adminArrivalUrl, noteNotAdmin } from '../../lib/auth-redirect.ts';
import { supabase } from '../../lib/supabase.ts';
import { $authError, $authLoading, $isAdmin, initAuth } from '../../stores/auth.ts';
import { newPasswordRules } from './password-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';
import { ownerPage } from './owner-page.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { $adminLanguage, siteHome } from '../../i18n/admin/language.ts';

/** How the page was opened: from a reset link, from a link the service refused, or neither. */
type Arrival = 'link' | 'refused' | 'none';

/**
 * Read by the page's inline script before any module runs, so before supabase-js takes the session
 * out of the address and clears it: a reset link arrives as `#access_token=…&type=recovery` (the
 * implicit flow, see docs/architecture.md#local-auth), a spent or expired one as
 * `#error=…&error_code=otp_expired`.
 */
const arrival = (document.documentElement.dataset.recovery ?? 'none') as Arrival;

/** Remembers, for this tab, whose reset link opened the page, so a reload still shows the form. */
const recoveryKey = 'password-recovery-user';

/** Whether the session in the browser is the one a reset link opened. */
async function recoverySession(): Promise<boolean> {
  if (arrival === 'refused') return false;
  const { error } = await supabase.auth.initialize();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (error || !userId) return false;
  if (arrival === 'link') sessionStorage.setItem(recoveryKey, userId);
  return sessionStorage.getItem(recoveryKey) === userId;
}

/**
 * "Choose a new password" (docs/product.md#sign-in): the new password typed twice, saved with
 * `updateUser`; the visitor is then signed in and sent on as from /auth (admins to /admin, in the
 * page's language, which confirms the change, others to the site, which says an admin must add
 * them). A refused, spent or missing link says so and offers to ask for a new one.
 */
export const NewPasswordPage = ownerPage(NewPasswordContent);

function NewPasswordContent() {
  const t = useMessages('auth');
  const [phase, setPhase] = useState<'checking' | 'form' | 'refused' | 'done'>('checking');
  const authLoading = useStore($authLoading);
  const isAdmin = useStore($isAdmin);
  const authError = useStore($authError);
  useEffect(() => {
    initAuth();
    void recoverySession().then((ok) => setPhase(ok ? 'form' : 'refused'));
  }, []);
  useEffect(() => {
    if (phase !== 'done' || authLoading) return;
    // A failed admin check: /auth checks again and says why.
    if (authError) location.replace('/auth');
    // The admin says 'Password changed.' once it shows; the site, that an admin must add them.
    // The admin speaks the page's language, the one the reset was asked in, without making it
    // the account's choice (docs/product.md#sign-in).
    else if (isAdmin) location.replace(adminArrivalUrl('password-changed', $adminLanguage.get()));
    else {
      noteNotAdmin();
      location.replace(siteHome());
    }
  }, [phase, authLoading, isAdmin, authError]);

  return (
    <>
      {phase === 'checking' ? (
        <Spinner label={t('loading')} className="my-auto justify-center" />
      ) : null}
      {phase === 'form' ? (
        <NewPasswordForm onDone={() => setPhase('done')} onRefused={() => setPhase('refused')} />
      ) : null}
      {phase === 'refused' ? <LinkRefused /> : null}
      {phase === 'done' ? (
        <Spinner label={t('passwordChanged')} className="my-auto justify-center" />
      ) : null}
    </>
  );
}

function NewPasswordForm({ onDone, onRefused }: { onDone: () => void; onRefused: () => void }) {
  const t = useMessages('auth');
  const { input, busy, onSubmit } = useAuthForm(
    newPasswordRules,
    async ({ password }, form) => {
      const { error } = await supabase.auth.updateUser({ password });
      if (!error) {
        sessionStorage.removeItem(recoveryKey);
        // Signed in with the new password: the page sends the visitor on.
        onDone();
        return true;
      }
      if (error.code === 'same_password') {
        form.setError('password', t('samePassword'));
      } else if (error.status === 401 || error.status === 403) {
        onRefused();
      } else {
        throw error;
      }
      return false;
    },
    t('newPasswordFailed'),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <NewPasswordFields id="new-password" input={input} />
      <SubmitButton busy={busy} label={t('saveNewPassword')} busyLabel={t('saving')} />
    </form>
  );
}

/** A link that did not (or no longer) open a session: why, and the way to a new one. */
function LinkRefused() {
  const t = useMessages('auth');
  return (
    <div role="alert" className="space-y-4 text-center">
      <h2 className="text-lg font-semibold">{t('linkRefused')}</h2>
      <p className="text-sm text-ink-700">{t('linkRefusedHelp')}</p>
      <a href="/auth?forgot" className={buttonVariants({ className: 'w-full' })}>
        {t('askNewLink')}
      </a>
    </div>
  );
}
