// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

const site = process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321';

/** Images uploaded to Supabase storage may be optimised at build time (hero, package images). */
function storageImagePatterns() {
  const url = process.env.PUBLIC_SUPABASE_URL;
  if (!url) return [];
  const { protocol, hostname, port } = new URL(url);
  return [
    {
      protocol: protocol.replace(':', ''),
      hostname,
      ...(port ? { port } : {}),
      pathname: '/storage/v1/object/public/**',
    },
  ];
}

/** Only the two landing pages are indexable. */
const sitemapPages = new Set(['/', '/es/']);

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
      i18n: { defaultLocale: 'en', locales: { en: 'en-US', es: 'es-US' } },
    }),
  ],
  image: { remotePatterns: storageImagePatterns() },
  vite: {
    plugins: [tailwindcss()],
  },
});
