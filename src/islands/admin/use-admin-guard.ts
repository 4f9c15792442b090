import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { translate } from '../../i18n/admin/messages.ts';
import { signInUrl } from '../../lib/auth-redirect.ts';
import { onWriteRefused } from '../../lib/supabase.ts';
import { isOwnersSave } from '../../lib/watch-writes.ts';
import {
  $authLoading,
  $isAdmin,
  $lostAccess,
  $sessionEnded,
  $signOutRequested,
  $user,
  initAuth,
  signOutHere,
} from '../../stores/auth.ts';
import { $signInPrompt } from '../../stores/sign-in-prompt.ts';
import { $unsavedChanges } from '../../stores/unsaved-changes.ts';
import { siteHome } from '../../i18n/admin/language.ts';

const sessionEndedToast = 'session-ended';

/**
 * Lets only a signed-in admin see an admin page (docs/product.md#roles): 'loading' while the auth
 * state loads or a redirect is under way, 'ready' for an admin. Others go to /auth, which brings
 * them back here; a session that ends on this page (signed out elsewhere, expired, refresh failed)
 * adds `reason=expired` so /auth can say why, and one the database says has ended while its token
 * still passes (docs/architecture.md#sessions: the store signs it out here, before any page shows
 * what it reads, or at a page's next read or refused write) adds `reason=ended`; this tab's own
 * Logout goes to /. While a dialog holds unsaved changes, an ended session keeps the page instead
 * and opens the sign-in dialog over it ($signInPrompt, rendered by the admin app): signed in
 * there, on this page, the session is back and the owner saves what the dialog kept. Closed
 * without signing in, a toast says the session has ended and its Sign in opens it again; saves
 * are refused by the database meanwhile (the dialog keeps its input), and each refused save opens
 * the sign-in dialog again; closing the editor's dialog still signed out leaves for /auth. An account this browser knew as an admin's that is
 * one no longer is signed out here and sent to /auth with `reason=no-access`, which says so, once
 * no dialog holds unsaved changes (the sign-in dialog signs out any account that is no admin's).
 */
export function useAdminGuard(): 'loading' | 'ready' {
  const loading = useStore($authLoading);
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  const signOutRequested = useStore($signOutRequested);
  const unsaved = useStore($unsavedChanges);
  const lostAccess = useStore($lostAccess);
  const sessionEnded = useStore($sessionEnded);
  const prompting = useStore($signInPrompt);
  // The sign-in dialog opens by itself once per ending; after that, the toast's Sign in opens it.
  const prompted = useRef(false);
  const allowed = !loading && user !== null && isAdmin;
  const [wasReady, setWasReady] = useState(false);
  if (allowed && !wasReady) setWasReady(true);
  const keepWork = wasReady && unsaved > 0 && !signOutRequested;

  useEffect(() => initAuth(), []);

  // Signed out with unsaved work, the sign-in dialog closed: a save the database refuses (the
  // owner tried to save anyway) opens it again, as the ending did; the pages' own reads refused
  // meanwhile do not.
  const signedOutWithWork = keepWork && !allowed && !loading && !lostAccess;
  useEffect(
    () =>
      signedOutWithWork
        ? onWriteRefused((write) => {
            if (isOwnersSave(write)) $signInPrompt.set('asked');
          })
        : undefined,
    [signedOutWithWork],
  );

  useEffect(() => {
    if (allowed) {
      toast.dismiss(sessionEndedToast);
      prompted.current = false;
      $signInPrompt.set(null);
      return;
    }
    if (loading) return;
    if (signOutRequested) {
      location.replace(siteHome());
      return;
    }
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (lostAccess) {
      // With a dialog's unsaved input the page stays: the refused save's toast says why, the input
      // can still be copied, and closing the dialog leaves.
      if (keepWork) return;
      // Signed out here first, so /auth shows its forms and says why instead of sending the
      // account (signed in, not an admin) on to the site.
      void signOutHere().then(() => location.replace(signInUrl(here, 'no-access')));
      return;
    }
    if (keepWork) {
      if (!prompted.current) {
        prompted.current = true;
        $signInPrompt.set('ended');
      }
      // One message at a time: the sign-in dialog says what the toast would.
      if (prompting || $signInPrompt.get()) {
        toast.dismiss(sessionEndedToast);
        return;
      }
      // The shell has shown (wasReady), so its texts are loaded.
      toast.error(translate('shell', 'sessionEnded'), {
        id: sessionEndedToast,
        description: translate('shell', 'sessionEndedNote'),
        duration: Infinity,
        action: { label: translate('shell', 'signIn'), onClick: () => $signInPrompt.set('asked') },
      });
      return;
    }
    location.replace(signInUrl(here, sessionEnded ? 'ended' : wasReady ? 'expired' : undefined));
  }, [loading, allowed, signOutRequested, keepWork, wasReady, lostAccess, sessionEnded, prompting]);

  return allowed || keepWork ? 'ready' : 'loading';
}
