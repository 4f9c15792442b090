import { expect, test } from './support/test.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { pagePath, t } from '../../src/i18n/index.ts';
import {
  benchIgnoredDefaultArgs,
  chromiumArgs,
  chromiumExecutable,
} from '../../scripts/lib/chromium.ts';

/*
 * A visitor who opens the privacy page and comes back gets the landing from the browser's
 * back/forward cache: at once, scrolled where they were, no reload. A `Cache-Control: no-store`,
 * an `unload` handler or a connection left open would cost them that. Playwright turns the cache
 * off in the Chromium it launches; these tests launch theirs without that switch.
 */
test.use({
  launchOptions: {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs],
    ignoreDefaultArgs: benchIgnoredDefaultArgs,
  },
});

for (const lang of languages) {
  test(`${lang}: back from the privacy page, the landing comes from the back/forward cache @mobile`, async ({
    page,
  }) => {
    // Why Chromium did not keep the page, for the failure's message.
    const cdp = await page.context().newCDPSession(page);
    const notRestored: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) =>
      notRestored.push(...event.notRestoredExplanations.map((why) => why.reason)),
    );
    await cdp.send('Page.enable');
    await page.addInitScript(() =>
      addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restored = 'yes';
      }),
    );

    await page.goto(pagePath(lang));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: t(lang, 'footer.privacy') }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath(lang, 'privacy')}$`));
    // Restored from the cache, the page fires no load event: wait only for the navigation.
    await page.goBack({ waitUntil: 'commit' });

    // The page's mark once restored, or else the reasons Chromium gave for not keeping it.
    await expect
      .poll(async () =>
        notRestored.length > 0
          ? notRestored
          : await page.locator('html').getAttribute('data-restored'),
      )
      .toBe('yes');
  });
}
