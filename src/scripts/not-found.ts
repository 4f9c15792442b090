/** 404 page: logs the bad path, and switches to Spanish under /es/ (the page is built once). */
console.error('404 Error: User attempted to access non-existent route:', location.pathname);

if (location.pathname.startsWith('/es/')) {
  document.documentElement.lang = 'es';
  document.querySelectorAll<HTMLElement>('[data-es]').forEach((el) => {
    el.textContent = el.dataset.es ?? el.textContent;
    if (el instanceof HTMLAnchorElement && el.dataset.esHref) el.href = el.dataset.esHref;
  });
}
