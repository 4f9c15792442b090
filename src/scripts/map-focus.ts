/**
 * The embedded map shows the focus ring while keyboard focus is inside it: a cross-origin frame
 * matches no `:focus` in this page, but the page's window loses focus to it (`data-focused`).
 */
const map = document.querySelector<HTMLIFrameElement>('iframe[data-map]');
if (map) {
  addEventListener('blur', () =>
    map.toggleAttribute('data-focused', document.activeElement === map),
  );
  document.addEventListener('focusin', () => map.removeAttribute('data-focused'));
}
