import { lazy, Suspense, useEffect } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { ownerPage } from './owner-page.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

// The Sign Up tab's form loads when the tab is first chosen: most visits only sign in.
const SignUpForm = lazy(() =>
  import('./sign-up-form.tsx').then((module) => ({ default: module.SignUpForm })),
);

/** Said once when an admin page sent the visitor here because their session ended there. */
function useSessionEndedNotice(text: string): void {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('reason') !== 'expired') return;
    toast(text, { id: 'session-ended' });
    // A reload of /auth should not say it again; `next` stays so the way back is kept.
    params.delete('reason');
    history.replaceState(history.state, '', `${location.pathname}?${params}`);
  }, [text]);
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
  useSessionEndedNotice(t('sessionEnded'));

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
