/**
 * The language switch (header, mobile menu, sticky bar) opens the other language at the section the
 * visitor is reading, whether they got there by a nav link or by scrolling, and remembers the choice
 * in localStorage (`lang`). Nothing redirects on it: the stored choice is only a preference.
 */

/** The id of the last section whose top has passed the upper third of the window ('' at the top). */
function sectionBeingRead(): string {
  const sections = document.querySelectorAll<HTMLElement>('main > section[id], body > footer[id]');
  const line = innerHeight / 3;
  let reading = '';
  sections.forEach((section, index) => {
    if (section.getBoundingClientRect().top <= line) reading = index === 0 ? '' : section.id;
  });
  return reading;
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang-switch]');
  if (!link) return;
  try {
    localStorage.setItem('lang', link.dataset.langSwitch ?? '');
  } catch {
    // Storage may be unavailable (private mode); switching still works.
  }
  link.hash = sectionBeingRead();
});
