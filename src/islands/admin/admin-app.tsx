import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { OwnerToaster } from '../../components/ui/toaster.tsx';
import { $adminLanguage } from '../../i18n/admin/language.ts';
import { loadMessages, useMessages } from '../../i18n/admin/messages.ts';
import { $user } from '../../stores/auth.ts';
import { $router } from '../../stores/router.ts';
import { $signInPrompt } from '../../stores/sign-in-prompt.ts';
import { $unsavedChanges } from '../../stores/unsaved-changes.ts';
import { AdminShell } from './shell/admin-shell.tsx';
import { LazyPart, lazyPart, RetryButton } from './shell/lazy-part.tsx';
import { ErrorBoundary } from './shell/error-boundary.tsx';
import { useAdminGuard } from './use-admin-guard.ts';

// <html lang> names the admin's language (a switch keeps it so, see language.ts).
document.documentElement.lang = $adminLanguage.get();
// The shell's texts (and the Overview's, when it is the page opened) start loading with this
// module, in parallel with the session check, so the shell shows at once when that check ends.
for (const ns of ['common', 'shell'] as const) void loadMessages($adminLanguage.get(), ns);
if ($router.get()?.route === 'overview') void loadMessages($adminLanguage.get(), 'overview');

const loadSignIn = () => import('./shell/sign-in-dialog.tsx');
// Needed only when a session ends with unsaved changes; fetched as soon as there are some, so it
// is here even if the connection is not by then.
const SignInDialog = lazyPart(() => loadSignIn().then((module) => module.SignInDialog));
// Shown when the sign-in dialog's code cannot be downloaded: a dialog too, over the editor's, from
// the dialog module that the editor's open dialog has already loaded (no download).
const SignInUnavailable = lazy(() =>
  import('../../components/ui/dialog.tsx').then((ui) => ({
    default: function SignInUnavailable({
      onRetry,
      onClose,
    }: {
      onRetry: () => void;
      onClose: () => void;
    }) {
      const shell = useMessages('shell');
      const common = useMessages('common');
      return (
        <ui.Dialog open onClose={onClose} size="sm">
          <ui.DialogTitle>{shell('signInAgain')}</ui.DialogTitle>
          <ui.DialogDescription>{common('partFailed')}</ui.DialogDescription>
          <ui.DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {common('cancel')}
            </Button>
            <RetryButton onRetry={onRetry} />
          </ui.DialogFooter>
        </ui.Dialog>
      );
    },
  })),
);

/** The /admin/* island: only a signed-in admin gets the shell; others are sent to /auth. */
export function AdminApp() {
  const status = useAdminGuard();
  const user = useStore($user);
  // The last signed-in e-mail stays in the header while an ended session keeps unsaved work open.
  const [email, setEmail] = useState('');
  if (user?.email && user.email !== email) setEmail(user.email);
  const signingIn = useStore($signInPrompt);
  const unsaved = useStore($unsavedChanges) > 0;
  useEffect(() => {
    if (unsaved) void loadSignIn().catch(() => undefined);
  }, [unsaved]);

  return (
    <>
      <OwnerToaster />
      {/* Until its texts are loaded, the shell shows the same spinner as the session check. */}
      <Suspense fallback={<Loading />}>
        {status === 'ready' ? <AdminShell email={email} /> : <Loading translated />}
      </Suspense>
      {/* Over the dialog whose changes the ended session left unsaved (use-admin-guard.ts). */}
      {status === 'ready' && signingIn ? (
        <LazyPart
          failed={(retry) => (
            <ErrorBoundary failed={() => null}>
              <Suspense fallback={null}>
                <SignInUnavailable onRetry={retry} onClose={() => $signInPrompt.set(null)} />
              </Suspense>
            </ErrorBoundary>
          )}
        >
          <SignInDialog
            email={email}
            byItself={signingIn === 'ended'}
            onClose={() => $signInPrompt.set(null)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}

/** The admin's loading screen; its label waits for the texts (a spinner says it all meanwhile). */
function Loading({ translated = false }: { translated?: boolean }) {
  return (
    <div className="grid min-h-dvh place-items-center">
      {translated ? <LoadingLabel /> : <Spinner label="" />}
    </div>
  );
}

function LoadingLabel() {
  const t = useMessages('common');
  return <Spinner label={t('loading')} />;
}
