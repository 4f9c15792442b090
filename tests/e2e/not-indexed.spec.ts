import { bookingDialogPath } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { expect, test } from './support/test.ts';

/** The owner's pages: every pre-rendered admin URL, the sign-in page and the seeding page. */
const ownerPages = [
  '/auth',
  '/auth/new-password',
  '/admin',
  '/admin/hero',
  '/admin/packages',
  '/admin/services',
  '/admin/about',
  '/admin/testimonials',
  '/admin/faqs',
  '/admin/bookings',
  '/admin/social',
  '/admin/images',
  '/admin/settings',
  '/admin/admins',
  '/admin/expenses',
  '/seed',
];

test('every admin URL is a pre-rendered page that asks search engines not to index it', async ({
  request,
}) => {
  for (const path of ownerPages) {
    const response = await request.get(path);
    if (path.startsWith('/admin')) expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  }
});

test('robots.txt disallows the owner’s pages and points at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/admin', '/auth', '/seed']) {
    expect(robots.split('\n')).toContain(`Disallow: ${path}`);
  }
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap-index\.xml$/m);
});

test('the sitemap lists the landing pages and none of the owner’s pages', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(sitemaps.length).toBeGreaterThan(0);
  const pages: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  expect(pages).toEqual(expect.arrayContaining(['/', '/es/']));
  expect(pages.filter((path) => /^\/(admin|auth|seed)(\/|$)/.test(path))).toEqual([]);
});

test('the booking form’s markup, a fragment its script fetches, asks search engines not to index it', async ({
  request,
}) => {
  for (const lang of languages) {
    const response = await request.get(bookingDialogPath(lang));
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(await response.text()).toMatch(/^<dialog id="booking"/);
  }
});
