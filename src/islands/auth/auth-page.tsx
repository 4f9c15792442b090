import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import { takeReason, type SignInReason } from '../../lib/auth-redirect.ts';
import { $sessionEnded } from '../../stores/auth.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { ownerPage } from './owner-page.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

// The Sign Up tab's form loads when the tab is first chosen: most visits only sign in.
const SignUpForm = lazy(() =>
  import('./sign-up-form.tsx').then((module) => ({ default: module.SignUpForm })),
);

/**
 * Said once when an admin page sent the visitor here: their session ended there, or elsewhere (the
 * database said so), or their account is no longer an admin's (the admin page signed it out of
 * this browser first). A session found ended here, on /auth itself, is said the same way.
 */
function useArrivalNotice(texts: Record<SignInReason, string>): void {
  const { expired, ended, 'no-access': noAccess } = texts;
  const endedHere = useStore($sessionEnded);
  useEffect(() => {
    if (takeReason('expired')) toast(expired, { id: 'session-ended' });
    else if (takeReason('ended') || endedHere) toast(ended, { id: 'session-ended' });
    // A refusal, not news: shown as an error (docs/product.md#sign-in).
    else if (takeReason('no-access')) toast.error(noAccess, { id: 'no-access' });
  }, [expired, ended, noAccess, endedHere]);
}

/**
 * The /auth island (docs/product.md#sign-in): Sign In (default) and Sign Up tabs, or a spinner
 * while the session is checked and while a signed-in visitor is sent on, in the admin language
 * with the choice of language under them. The page around it (card, heading) is static.
 */
export const AuthPage = ownerPage(AuthContent);

function AuthContent() {
  const t = useMessages('auth');
  const phase = useAuthRedirect();
  useArrivalNotice({
    expired: t('sessionEnded'),
    ended: t('sessionEndedElsewhere'),
    'no-access': t('noAccess'),
  });

  if (phase !== 'forms') {
    return (
      <Spinner
        label={phase === 'checking' ? t('loading') : t('redirecting')}
        className="my-auto justify-center"
      />
    );
  }
  return (
    <>
      <AuthTabs
        label={t('tabsLabel')}
        tabs={[
          { label: t('signInTab'), panel: <SignInForm /> },
          {
            label: t('signUpTab'),
            panel: (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <SignUpForm />
              </Suspense>
            ),
          },
        ]}
      />
      <LanguageChoice label={t('languageChoice')} />
    </>
  );
}
