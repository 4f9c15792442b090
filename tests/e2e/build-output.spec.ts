import { readFile, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { liveBuild } from './support/live-build.ts';
import { expect, test } from './support/test.ts';

/**
 * Build hygiene (docs/architecture.md#shape, docs/architecture.md#bars): a visitor's pages load no
 * React and no supabase-js, and the build emits no file that nothing uses (React's chunks belong to
 * the owner's pages only).
 */

const publicPages = ['/', '/es/', '/privacy/', '/es/terms/', '/no-such-page'];
/** Strings only React's runtime and supabase-js carry in their bundles. */
const frameworkMarkers = ['react.transitional.element', 'react-dom', 'supabase.co', 'GoTrueClient'];

test('a visitor on the public pages loads no React and no supabase-js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  for (const path of publicPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    for (const code of [...scripts, ...inline]) {
      for (const marker of frameworkMarkers) expect(code, path).not.toContain(marker);
    }
  }
});

test('every file the build emits under /_astro is used by a page or another emitted file', async ({
  request,
}) => {
  const build = await liveBuild(request);
  const files = (await readdir(build, { recursive: true })).filter((f) =>
    /\.(html|js|css|json|xml|webmanifest)$/.test(f),
  );
  const texts = await Promise.all(
    files.map(async (file) => ({ file, text: await readFile(join(build, file), 'utf8') })),
  );
  const assets = (await readdir(join(build, '_astro'), { recursive: true })).map(String);
  const unused = assets.filter((asset) => {
    const name = basename(asset);
    return !texts.some(({ file, text }) => basename(file) !== name && text.includes(name));
  });
  expect(unused).toEqual([]);
});

test("npm start's build carries the local build-status probe, and its server answers it", async ({
  request,
}) => {
  const build = await liveBuild(request);
  const scripts = (await readdir(join(build, '_astro'))).filter((file) => file.endsWith('.js'));
  const texts = await Promise.all(
    scripts.map((file) => readFile(join(build, '_astro', file), 'utf8')),
  );
  // The counterpart, a build without LOCAL_BUILD_STATUS, is tests/backend/netlify-build.test.ts.
  expect(texts.filter((text) => text.includes('/_local/status'))).toHaveLength(1);
  expect((await request.get('/_local/status')).ok()).toBe(true);
});
