import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { signInUrl } from '../../lib/auth-redirect.ts';
import { $authLoading, $isAdmin, $signOutRequested, $user, initAuth } from '../../stores/auth.ts';

/**
 * Lets only a signed-in admin see an admin page (SPEC §4): 'loading' while the auth state loads or a
 * redirect is under way, 'ready' for an admin. Others go to /auth, which brings them back here; a
 * session that ends on this page (signed out elsewhere, expired, refresh failed) adds
 * `reason=expired` so /auth can say why; this tab's own Logout goes to /.
 */
export function useAdminGuard(): 'loading' | 'ready' {
  const loading = useStore($authLoading);
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);
  const signOutRequested = useStore($signOutRequested);
  const wasReady = useRef(false);
  const allowed = !loading && user !== null && isAdmin;

  useEffect(() => initAuth(), []);

  useEffect(() => {
    if (loading) return;
    if (allowed) {
      wasReady.current = true;
      return;
    }
    if (signOutRequested) {
      location.replace('/');
      return;
    }
    const here = `${location.pathname}${location.search}${location.hash}`;
    location.replace(signInUrl(here, wasReady.current ? 'expired' : undefined));
  }, [loading, allowed, signOutRequested]);

  return allowed ? 'ready' : 'loading';
}
