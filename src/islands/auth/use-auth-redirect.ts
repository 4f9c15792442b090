import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { translate } from '../../i18n/admin/messages.ts';
import { adminReturnPath, noteNotAdmin } from '../../lib/auth-redirect.ts';
import { $authError, $authLoading, $isAdmin, $user, initAuth } from '../../stores/auth.ts';
import { showAuthError } from './show-auth-error.ts';
import { siteHome } from '../../i18n/admin/language.ts';

/** What /auth shows: the first session check, the forms, or a redirect under way. */
export type AuthPhase = 'checking' | 'forms' | 'redirecting';

/**
 * Sends a signed-in visitor on (docs/product.md#sign-in): once the session and its admin check are
 * known, an admin goes back to the admin page in `?next=` (else /admin), anyone else to the site,
 * whose page then says that an admin must add the account before it opens the admin. A failed
 * admin check is a 'Could not sign in' toast and leaves the forms on screen, so the visitor can try again.
 */
export function useAuthRedirect(): AuthPhase {
  const loading = useStore($authLoading);
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  const authError = useStore($authError);

  useEffect(() => initAuth(), []);

  useEffect(() => {
    if (loading || !user) return;
    if (authError) {
      // In the admin language, as every sign-in error (the service's words only in English).
      showAuthError(new Error(authError), translate('auth', 'signInFailed'));
      return;
    }
    if (!isAdmin) {
      noteNotAdmin();
      location.replace(siteHome());
      return;
    }
    const next = new URLSearchParams(location.search).get('next');
    location.replace(adminReturnPath(next, location.origin));
  }, [loading, user, isAdmin, authError]);

  if (user && !authError) return 'redirecting';
  if (loading && !user) return 'checking';
  return 'forms';
}
