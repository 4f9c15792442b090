/**
 * The round trip between an admin page and /auth: the admin page passes where it was (`next`), and
 * /auth sends the admin back there. Only a same-origin owner's page (/admin…, /seed) is honoured, so
 * a crafted link cannot turn the sign-in page into a redirect to another site.
 */

/** Why /auth was opened by an admin page: `expired` when a session ended on that page. */
export type SignInReason = 'expired';

/** Where an admin goes after signing in: `next` when it is a same-origin owner's page, else /admin. */
export function adminReturnPath(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/')) return '/admin';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/admin';
  }
  const ownersPage =
    url.pathname === '/admin' || url.pathname.startsWith('/admin/') || url.pathname === '/seed';
  if (url.origin !== origin || !ownersPage) return '/admin';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth URL that brings the visitor back to `path` (an owner's page) after signing in. */
export function signInUrl(path: string, reason?: SignInReason): string {
  const params = new URLSearchParams({ next: path });
  if (reason) params.set('reason', reason);
  return `/auth?${params}`;
}
