/**
 * Auth-aware nav without supabase-js for visitors: only when the browser holds a stored Supabase
 * session (`sb-<ref>-auth-token`) is the session module (and with it supabase-js) downloaded. Its URL
 * comes from the page (`data-session-module`), so this script has no import and stays inline.
 */
function hasStoredSession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => /^sb-.*-auth-token$/.test(key));
  } catch {
    return false;
  }
}

const moduleUrl =
  document.querySelector<HTMLElement>('[data-session-module]')?.dataset.sessionModule;
if (moduleUrl && hasStoredSession()) {
  (import(/* @vite-ignore */ moduleUrl) as Promise<typeof import('./nav-session')>)
    .then(({ showSessionLinks }) => showSessionLinks())
    .catch((error: unknown) => console.error('Could not restore the session in the nav:', error));
}
