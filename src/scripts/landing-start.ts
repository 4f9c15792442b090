/**
 * The landing page's start: imports the page's behaviour, every component's, in one module
 * (scripts/landing.ts, built as /landing.js) a frame after the first contentful paint, so that
 * neither its download nor its run stands before the first paint (docs/architecture.md#bars);
 * `data-painted` lets the rest of the page be laid out from then on (landing.css). Until the
 * module has run, links and buttons do what they do without JavaScript. A page opened in the
 * background reports no paint: a second after its first frame will do. LandingPage.astro inlines
 * it, minified, so its comments and types cost the page nothing.
 */
(() => {
  const url = '/landing.js';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        document.documentElement.dataset.painted = '';
        import(url).catch((error: unknown) => console.error(`Could not load ${url}:`, error));
      }),
    );
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    requestAnimationFrame(() => setTimeout(start, 1000));
  } else requestAnimationFrame(start);
})();
