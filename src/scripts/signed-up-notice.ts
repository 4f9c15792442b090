/**
 * The notice of an account on the site page /auth sent it to (docs/product.md#sign-in): just
 * created, or signed in without being an admin, it opens the admin only once an admin adds it by its
 * e-mail on the Admins page; signed in, it may leave for /auth to use another account. A
 * native modal <dialog> built here, in the page's language, so the landing page's HTML carries
 * none of it; its classes are the booking form's, so the page's stylesheet gains no rule either
 * (Tailwind reads this folder: a word here that names a class adds its rule).
 */
import { signedUpTexts } from '../i18n/signed-up-texts.ts';
import type { SiteNotice } from '../lib/auth-redirect.ts';

/** An element of `tag` with `className` and, optionally, its text. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/**
 * Shows `notice` to the account `email` (as text); it goes with OK or Escape. The notice of a
 * sign-in also offers another account: `signOut`, then /auth.
 */
export function showAccountNotice(
  notice: SiteNotice,
  email: string,
  signOut: () => Promise<unknown>,
): void {
  const texts = signedUpTexts[document.documentElement.lang === 'es' ? 'es' : 'en'];
  const dialog = element(
    'dialog',
    'm-auto w-full max-w-2xl bg-white p-0 text-ink-900 backdrop:bg-ink-950/60 sm:rounded-xl',
  );
  dialog.setAttribute('aria-labelledby', 'signed-up-title');
  dialog.setAttribute('aria-describedby', 'signed-up-ask signed-up-then');
  const form = element('form', 'p-4 sm:p-6');
  form.method = 'dialog';
  const signedIn = notice === 'not-admin';
  const title = element('h2', 'text-xl font-bold', signedIn ? texts.notAdminTitle : texts.title);
  title.id = 'signed-up-title';
  const ask = element('p', 'mt-2');
  ask.id = 'signed-up-ask';
  const [before = '', after = ''] = texts.ask.split('{email}');
  // The page breaks a long word anywhere (docs/product.md#landing-page): an e-mail too.
  const address = element('strong', '', email);
  address.translate = false;
  ask.append(before, address, after);
  const then = element('p', 'mt-2', texts.then);
  then.id = 'signed-up-then';
  // A form of method "dialog": its button closes the dialog, which then leaves the page.
  const ok = element('button', 'btn-dark min-h-11 px-4 text-sm', texts.ok);
  const buttons = element('div', 'mt-4 flex flex-wrap gap-3');
  buttons.append(ok);
  if (signedIn) {
    const other = element(
      'button',
      'min-h-11 px-4 text-sm font-semibold text-brand-700 underline',
      texts.otherAccount,
    );
    other.type = 'button';
    other.addEventListener('click', () => {
      other.disabled = true;
      void signOut().finally(() => location.assign('/auth'));
    });
    buttons.append(other);
  }
  form.append(title, ask, then, buttons);
  dialog.append(form);
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
