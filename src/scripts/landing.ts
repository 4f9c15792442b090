/**
 * Every behaviour of the landing page, as one module: a file of the build that the browser
 * caches for both languages, instead of the same scripts inlined again into each page's HTML
 * (docs/architecture.md#bars: the HTML bar). Imported in the order the page used to run them:
 * each adds its listeners, and the booking buttons' capture listener runs before the others' anyway.
 */
import './auth-nav';
import './language-toggle';
import './disclosure';
import './carousel';
import './map-focus';
import './scroll-buttons';
import './booking-open';
import './smooth-scroll';

// Every behaviour above is wired: end-to-end tests wait for this before they click.
document.documentElement.dataset.ready = '';
