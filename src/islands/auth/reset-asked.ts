/**
 * The addresses this tab asked a password reset link for, and when (docs/product.md#sign-in). The
 * service mails an account at most one link a minute and refuses another sooner, but answers an
 * address without an account every time: so the forgot form decides by what this tab asked, never
 * by the service's refusal, and tells everyone the same (docs/decisions.md#a-second-reset-link-within-a-minute).
 * Kept in the tab's session storage, so a reload of /auth remembers it.
 */
const key = 'reset-asked';

/** The service's wait between two reset e-mails to one account (GoTrue's `max_frequency`). */
export const resetInterval = 60_000;

function read(): Record<string, number> {
  try {
    const asked: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return asked && typeof asked === 'object' ? (asked as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Whether this tab asked a link for `email` less than a minute ago. */
export function askedJustNow(email: string, now = Date.now()): boolean {
  const at = read()[email.toLowerCase()];
  return typeof at === 'number' && now - at < resetInterval;
}

/** Notes that the service answered a request for `email` now; forgets requests a minute old. */
export function noteAsked(email: string, now = Date.now()) {
  const recent = Object.fromEntries(
    Object.entries(read()).filter(([, at]) => now - at < resetInterval),
  );
  recent[email.toLowerCase()] = now;
  try {
    sessionStorage.setItem(key, JSON.stringify(recent));
  } catch {
    // Storage refused (private mode's quota): the service's own limit still holds.
  }
}
