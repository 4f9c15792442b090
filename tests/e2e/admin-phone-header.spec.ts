import { expect, test, type Page } from './support/test.ts';
import { signInAs } from './support/auth.ts';
import { e2eAdmin } from './support/stack.ts';
import enShell from '../../src/i18n/admin/en/shell.ts';
import esShell from '../../src/i18n/admin/es/shell.ts';

/**
 * The admin header on a phone (docs/product.md#admin-shell): one row, so the page's lists and
 * editors start near the top of the screen, with the menu (the pages, View Site, the language
 * switch) and the account menu one tap away.
 */

test.use({ viewport: { width: 390, height: 844 } });

const texts = { en: enShell, es: esShell } as const;

/** Opens `path` in `lang` as the e2e admin, once the publish status has settled. */
async function openAdmin(page: Page, lang: 'en' | 'es', path: string) {
  await signInAs(page, e2eAdmin);
  await page.goto(`${path}?lang=${lang}`);
  await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute(
    'data-state',
    /^(live|scheduled|publishing|delayed|paused|unknown)$/,
  );
}

for (const lang of ['en', 'es'] as const) {
  const t = texts[lang];

  test(`${lang}: at 390 px the header is one row of at most 72 px, and the keyboard reaches another page through it @mobile-only`, async ({
    page,
  }) => {
    await openAdmin(page, lang, '/admin/faqs');
    const header = page.getByRole('banner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['nav.faqs']);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);

    // Tab from the top: past the skip link to the menu button, named in the admin's language for
    // the sheet it opens there, not as the desktop's sidebar toggle.
    const menuButton = header.getByRole('button', { name: t.menuTitle });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: t.menuTitle });
    await expect(menu.getByRole('link', { name: t['nav.faqs'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Everything the header shows on a desktop is in reach from here.
    await expect(menu.getByRole('link', { name: t.viewSite })).toBeVisible();
    await expect(
      menu.getByRole('button', { name: lang === 'en' ? 'Español' : 'English' }),
    ).toBeVisible();
    await expect(
      header.getByRole('button', { name: new RegExp(`^${t.accountMenu}: `) }),
    ).toBeAttached();

    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    const target = menu.getByRole('link', { name: t['nav.images'] });
    await expect(target).toBeVisible();
    for (
      let presses = 0;
      !(await target.evaluate((link) => link === document.activeElement));
      presses++
    ) {
      expect(presses, 'Tab reaches the Image Library link').toBeLessThan(20);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['nav.images']);
    await expect(page).toHaveURL(/\/admin\/images$/);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
  });
}
