import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, Suspense, useEffect } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useAuthRedirect } from './use-auth-redirect.ts';

// The Sign Up tab's form loads when the tab is first chosen: most visits only sign in.
const SignUpForm = lazy(() =>
  import('./sign-up-form.tsx').then((module) => ({ default: module.SignUpForm })),
);

const tabClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-900 data-selected:bg-white data-selected:text-ink-900 data-selected:shadow-sm';

/** Said once when an admin page sent the visitor here because their session ended there. */
function useSessionEndedNotice(): void {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('reason') !== 'expired') return;
    toast('Your session has ended. Please sign in again.', { id: 'session-ended' });
    // A reload of /auth should not say it again; `next` stays so the way back is kept.
    params.delete('reason');
    history.replaceState(history.state, '', `${location.pathname}?${params}`);
  }, []);
}

/**
 * The /auth island (docs/product.md#sign-in): Sign In (default) and Sign Up tabs, or a spinner
 * while the session is checked and while a signed-in visitor is sent on. The page around it (card,
 * heading) is static.
 */
export function AuthPage() {
  const phase = useAuthRedirect();
  useSessionEndedNotice();

  return (
    <>
      <Toaster />
      {phase === 'forms' ? (
        <TabGroup>
          <TabList className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-mist-100 p-1">
            <Tab className={tabClass}>Sign In</Tab>
            <Tab className={tabClass}>Sign Up</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <SignInForm />
            </TabPanel>
            <TabPanel>
              <Suspense fallback={<Spinner label="Loading..." />}>
                <SignUpForm />
              </Suspense>
            </TabPanel>
          </TabPanels>
        </TabGroup>
      ) : (
        <Spinner
          label={phase === 'checking' ? 'Loading...' : 'Redirecting...'}
          className="my-auto justify-center"
        />
      )}
    </>
  );
}
