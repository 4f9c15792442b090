/**
 * Disclosure buttons (`[data-disclosure]` + `aria-controls`): the nav's Services dropdown and the
 * mobile menu. A click toggles the panel; Escape, a click outside or on a link inside closes it;
 * a dropdown also closes when focus leaves it. The mobile menu (`data-disclosure="menu"`) behaves
 * like a modal dialog: the rest of the page is inert and does not scroll, Tab cycles through the
 * header, Escape returns focus to the button, and the button's label switches between open/close.
 * Focus given back to a button never scrolls: the header is sticky, and the page's scroll padding
 * (as tall as the header) would otherwise move the page to show a button that is already in view.
 */
const buttons = () => document.querySelectorAll<HTMLButtonElement>('[data-disclosure]');
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '');
const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';
const isMenu = (button: HTMLElement) => button.dataset.disclosure === 'menu';

/**
 * Everything outside the header becomes inert and the page stops scrolling while the menu is open;
 * but for what is marked `data-beside-menu` (the bottom bar): still on screen below the menu, one
 * tap on it does what it says (and closes the menu), not only close the menu.
 */
function setModal(button: HTMLElement, modal: boolean): void {
  const header = button.closest('header');
  for (const element of document.body.children) {
    if (element === header || !(element instanceof HTMLElement)) continue;
    // A modal dialog (the booking form, which the menu's Book Now opens while the menu closes)
    // makes the page behind it inert itself; made inert here, it could not take the focus.
    if (element instanceof HTMLDialogElement) continue;
    if (!element.hasAttribute('data-beside-menu')) element.inert = modal;
  }
  document.documentElement.classList.toggle('overflow-hidden', modal);
}

function setOpen(button: HTMLElement, open: boolean): void {
  const panel = panelOf(button);
  if (!panel || isOpen(button) === open) return;
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
  if (label) button.setAttribute('aria-label', label);
  if (isMenu(button)) setModal(button, open);
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const clicked = target.closest<HTMLButtonElement>('[data-disclosure]');
  for (const button of buttons()) {
    if (button === clicked) setOpen(button, !isOpen(button));
    else if (isOpen(button) && (!panelOf(button)?.contains(target) || target.closest('a'))) {
      // Focus must not stay in a hidden panel; an in-page link then moves it on to its section.
      const hadFocus = panelOf(button)?.contains(document.activeElement);
      setOpen(button, false);
      if (hadFocus) button.focus({ preventScroll: true });
    }
  }
});

/** The header's focusable elements in tab order (the menu button and the open menu's items). */
function focusables(button: HTMLElement): HTMLElement[] {
  const header = button.closest('header');
  if (!header) return [];
  return [...header.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[hidden]'),
  );
}

document.addEventListener('keydown', (event) => {
  for (const button of buttons()) {
    if (!isOpen(button)) continue;
    if (event.key === 'Escape') {
      const hadFocus = panelOf(button)?.contains(document.activeElement);
      setOpen(button, false);
      if (hadFocus || isMenu(button) || document.activeElement === button)
        button.focus({ preventScroll: true });
    } else if (event.key === 'Tab' && isMenu(button)) {
      // Focus trap: past the last item back to the first, and the other way round.
      const items = focusables(button);
      const edge = event.shiftKey ? items[0] : items.at(-1);
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? items.at(-1) : items[0])?.focus();
      }
    }
  }
});

document.addEventListener('focusout', (event) => {
  const next = event.relatedTarget as Node | null;
  for (const button of buttons()) {
    const wrapper = button.closest('[data-dropdown]');
    if (wrapper?.contains(event.target as Node) && isOpen(button) && !wrapper.contains(next)) {
      setOpen(button, false);
    }
  }
});

// The menu exists below the lg breakpoint only: a visitor who widens the window gets the page back.
matchMedia('(min-width: 64rem)').addEventListener('change', (event) => {
  if (!event.matches) return;
  for (const button of buttons()) if (isMenu(button)) setOpen(button, false);
});
