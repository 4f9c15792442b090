/**
 * The round trip between an admin page and /auth: the admin page passes where it was (`next`), and
 * /auth sends the admin back there (and anyone else to the site, with a note of what to tell them).
 * Only a same-origin owner's page (/admin…, /seed) is honoured, so a crafted link cannot turn the
 * sign-in page into a redirect to another site.
 */

import type { AdminLanguage } from '../i18n/admin/language.ts';

/**
 * Why /auth was opened by an admin page: `expired` when a session ended on that page, `ended` when
 * the database said this browser's session had ended elsewhere (a password change, a sign-out
 * everywhere), `no-access` when the account this browser used as an admin's no longer is one
 * (docs/product.md#sign-in).
 */
export type SignInReason = 'expired' | 'ended' | 'no-access';

/** Why the admin was opened from /auth/new-password: the password was just changed. */
export type AdminArrivalReason = 'password-changed';

/**
 * Whether the page was opened with `?reason=<reason>`; if so the reason leaves the address, so a
 * reload does not say it again (the rest of the query, e.g. `next`, stays).
 */
export function takeReason(reason: SignInReason | AdminArrivalReason): boolean {
  const params = new URLSearchParams(location.search);
  if (params.get('reason') !== reason) return false;
  params.delete('reason');
  const query = params.size > 0 ? `?${params}` : '';
  history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
  return true;
}

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

/**
 * The admin's home page, opened for `reason`, which it says once (takeReason), in `lang` (`?lang=`,
 * which outranks the account's saved choice on that page only, docs/architecture.md#admin-language).
 */
export function adminArrivalUrl(reason: AdminArrivalReason, lang: AdminLanguage): string {
  return `/admin?${new URLSearchParams({ reason, lang })}`;
}

/**
 * What the site page /auth sends a signed-in non-admin to says about the account
 * (docs/product.md#sign-in): `signed-up`, it was just created; `not-admin`, it signed in (or came
 * back) but no admin has added it yet. Either way it opens the admin only once an admin adds it.
 */
export type SiteNotice = 'signed-up' | 'not-admin';

/**
 * The sessionStorage key of the notice /auth leaves for the site page it sends a non-admin to.
 * Kept in this tab, not in the address: the landing page's address stays the one to share.
 */
const siteNoticeKey = 'site-notice';

function note(notice: SiteNotice, replace: boolean): void {
  try {
    if (replace || sessionStorage.getItem(siteNoticeKey) === null) {
      sessionStorage.setItem(siteNoticeKey, notice);
    }
  } catch {
    // Storage refused (a private mode): the page says nothing more than before.
  }
}

/** Notes that this tab has just created an account, for the site page it is sent to. */
export function noteSignUp(): void {
  note('signed-up', true);
}

/**
 * Notes that /auth sends this tab's account, no admin's, to the site; a sign-up's own note (made
 * before or after) is kept, as it says more.
 */
export function noteNotAdmin(): void {
  note('not-admin', false);
}

/** The notice /auth left for this page, if any; said once (the note is removed). */
export function takeSiteNotice(): SiteNotice | null {
  try {
    const noted = sessionStorage.getItem(siteNoticeKey);
    sessionStorage.removeItem(siteNoticeKey);
    return noted === 'signed-up' || noted === 'not-admin' ? noted : null;
  } catch {
    return null;
  }
}

/** The /auth URL that brings the visitor back to `path` (an owner's page) after signing in. */
export function signInUrl(path: string, reason?: SignInReason): string {
  const params = new URLSearchParams({ next: path });
  if (reason) params.set('reason', reason);
  return `/auth?${params}`;
}
