/**
 * The language toggle keeps the section the visitor is on (`#hash`) and remembers the choice in
 * localStorage (`lang`). Nothing redirects on it: the stored choice is only a preference.
 */
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang-switch]');
  if (!link) return;
  try {
    localStorage.setItem('lang', link.dataset.langSwitch ?? '');
  } catch {
    // Storage may be unavailable (private mode); switching still works.
  }
  link.hash = location.hash;
});
