/**
 * Disclosure buttons (`[data-disclosure]` + `aria-controls`): the nav's Services dropdown and the
 * mobile menu. A click toggles the panel; Escape, a click outside or on a link inside closes it;
 * a dropdown also closes when focus leaves it.
 */
const buttons = () => document.querySelectorAll<HTMLButtonElement>('[data-disclosure]');
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '');
const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

function setOpen(button: HTMLElement, open: boolean): void {
  const panel = panelOf(button);
  if (!panel) return;
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
  if (label) button.setAttribute('aria-label', label);
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const clicked = target.closest<HTMLButtonElement>('[data-disclosure]');
  for (const button of buttons()) {
    if (button === clicked) setOpen(button, !isOpen(button));
    else if (isOpen(button) && (!panelOf(button)?.contains(target) || target.closest('a'))) {
      setOpen(button, false);
    }
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const button of buttons()) {
    if (!isOpen(button)) continue;
    const hadFocus = panelOf(button)?.contains(document.activeElement);
    setOpen(button, false);
    if (hadFocus || document.activeElement === button) button.focus();
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
