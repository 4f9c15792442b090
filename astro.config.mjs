// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { appPagesIntegration } from './scripts/lib/app-pages.ts';
import { localized404Pages } from './scripts/lib/localized-404.ts';
import { siteHeaders } from './scripts/lib/headers-integration.ts';
import { withHeadAlternates } from './scripts/lib/sitemap-alternates.ts';
import { storageImagePatterns } from './src/lib/content/storage-images.ts';

const site = process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321';

/**
 * Builds src/scripts/nav-session.ts (supabase-js) as its own module at `/nav-session.js` (and
 * src/scripts/booking-form.ts at `/booking-form.js`, loaded when a visitor opens the booking
 * form, and src/scripts/landing.ts at `/landing.js`, loaded after the landing page's first paint).
 * The landing page's auth-nav script imports it by that URL only when a stored session exists, so
 * no script of a visitor's page references it (and the page needs no external script at all).
 */
function navSessionModule() {
  return {
    name: 'landing:nav-session-module',
    apply: /** @type {const} */ ('build'),
    applyToEnvironment: (/** @type {{ name: string }} */ environment) =>
      environment.name === 'client',
    buildStart() {
      // @ts-expect-error rollup plugin context
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./src/scripts/nav-session.ts', import.meta.url)),
        fileName: 'nav-session.js',
        preserveSignature: 'exports-only',
      });
      // The booking form's behaviour, imported the same way when a visitor opens the form.
      // @ts-expect-error rollup plugin context
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./src/scripts/booking-form.ts', import.meta.url)),
        fileName: 'booking-form.js',
        preserveSignature: 'exports-only',
      });
      // The landing page's behaviour, imported by the page's inline loader once the first screen
      // is painted (src/components/landing/LandingPage.astro).
      // @ts-expect-error rollup plugin context
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./src/scripts/landing.ts', import.meta.url)),
        fileName: 'landing.js',
        preserveSignature: 'exports-only',
      });
    },
  };
}

/** The indexable pages: the landing page and the privacy and terms pages, in both languages. */
const sitemapPages = new Set(['/', '/es/', '/privacy/', '/es/privacy/', '/terms/', '/es/terms/']);

/** Static output: the public pages are pre-rendered from database content at build time. */
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es'],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) => sitemapPages.has(new URL(page).pathname),
      // The same hreflang values as each page's head: en, es and x-default.
      i18n: { defaultLocale: 'en', locales: { en: 'en', es: 'es' } },
      serialize: withHeadAlternates,
    }),
    // es/404.html: the Spanish 404 page for missing paths under /es/.
    localized404Pages(['es']),
    // The owner's pages (admin, /auth, /seed), or, for a content rebuild, a copy of them from
    // SITE_APP_PAGES_FROM, an earlier full build (docs/architecture.md#publish-loop).
    appPagesIntegration(process.env.SITE_APP_PAGES_FROM || undefined),
    // dist/_headers: the security headers and CSP Netlify and the local server send
    // (docs/architecture.md#security-model).
    siteHeaders(),
  ],
  // Inline CSS: one request less before the first paint of the landing pages (LCP bar,
  // docs/architecture.md#bars).
  build: { inlineStylesheets: 'always' },
  image: {
    // Images uploaded to Supabase storage are optimised at build time (hero, packages, carousel).
    remotePatterns: storageImagePatterns(process.env.PUBLIC_SUPABASE_URL),
    // AVIF at sharp's effort 2 instead of 4: a few percent larger files, several times faster to
    // encode, so a build with new phone photos stays within the build bar
    // (docs/architecture.md#bars).
    service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } },
  },
  vite: {
    plugins: [tailwindcss(), navSessionModule()],
    define: {
      // True only in `npm start`'s builds (scripts/start.ts sets it), whose server answers
      // /_local/status; elsewhere the admin's local build-status probe is compiled out.
      'import.meta.env.LOCAL_BUILD_STATUS': JSON.stringify(
        process.env.LOCAL_BUILD_STATUS === 'true',
      ),
    },
    resolve: {
      alias: [
        // The product uses no realtime; supabase-js would bundle its client anyway (see the stand-in).
        {
          find: '@supabase/realtime-js',
          replacement: fileURLToPath(new URL('./src/lib/realtime-off.ts', import.meta.url)),
        },
        // Only the Image Library uses storage: storage-js loads when a bucket first sends a request
        // (the stand-in imports it by its subpath, which this exact match leaves alone).
        {
          find: /^@supabase\/storage-js$/,
          replacement: fileURLToPath(new URL('./src/lib/storage-on-demand.ts', import.meta.url)),
        },
      ],
    },
  },
});
