import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { translate } from '../../i18n/admin/messages.ts';
import { signInUrl } from '../../lib/auth-redirect.ts';
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
 * Logout goes to /. While a dialog holds unsaved changes, an ended session keeps the page instead:
 * a toast offers to sign in again in a new tab, saves are refused by the database meanwhile (the
 * dialog keeps its input), and once the session is back the owner saves; closing the dialog still
 * signed out then leaves for /auth. An account this browser knew as an admin's that is one no
 * longer is signed out here and sent to /auth with `reason=no-access`, which says so, once no
 * dialog holds unsaved changes.
 */
export function useAdminGuard(): 'loading' | 'ready' {
  const loading = useStore($authLoading);
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  const signOutRequested = useStore($signOutRequested);
  const unsaved = useStore($unsavedChanges);
  const lostAccess = useStore($lostAccess);
  const sessionEnded = useStore($sessionEnded);
  const allowed = !loading && user !== null && isAdmin;
  const [wasReady, setWasReady] = useState(false);
  if (allowed && !wasReady) setWasReady(true);
  const keepWork = wasReady && unsaved > 0 && !signOutRequested;

  useEffect(() => initAuth(), []);

  useEffect(() => {
    if (allowed) {
      toast.dismiss(sessionEndedToast);
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
      // The shell has shown (wasReady), so its texts are loaded.
      toast.error(translate('shell', 'sessionEnded'), {
        id: sessionEndedToast,
        description: translate('shell', 'sessionEndedNote'),
        duration: Infinity,
        action: {
          label: translate('shell', 'signIn'),
          onClick: () => window.open(signInUrl(here), '_blank'),
        },
      });
      return;
    }
    location.replace(signInUrl(here, sessionEnded ? 'ended' : wasReady ? 'expired' : undefined));
  }, [loading, allowed, signOutRequested, keepWork, wasReady, lostAccess, sessionEnded]);

  return allowed || keepWork ? 'ready' : 'loading';
}
