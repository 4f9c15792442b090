import { expect, test, type Locator, type Page } from './support/test.ts';
import { signInAs } from './support/auth.ts';
import { insertRequest } from './support/booking.ts';
import { editDialog } from './support/editors.ts';
import { sidewaysScroll } from './support/scroll.ts';
import { smallTargets } from './support/touch-targets.ts';
import { e2eAdmin } from './support/stack.ts';
import { adminPages } from '../../src/islands/admin/admin-nav.ts';
import enCommon from '../../src/i18n/admin/en/common.ts';
import esCommon from '../../src/i18n/admin/es/common.ts';
import enShell from '../../src/i18n/admin/en/shell.ts';
import esShell from '../../src/i18n/admin/es/shell.ts';
import enOverview from '../../src/i18n/admin/en/overview.ts';
import esOverview from '../../src/i18n/admin/es/overview.ts';
import enAuth from '../../src/i18n/admin/en/auth.ts';
import esAuth from '../../src/i18n/admin/es/auth.ts';
import enSeed from '../../src/i18n/admin/en/seed.ts';
import esSeed from '../../src/i18n/admin/es/seed.ts';

/**
 * Touch targets (docs/product.md#admin-shell): below 1024 px, where the owner taps with a finger,
 * every control of the admin and of /auth is at least 44 × 44 px (WCAG 2.5.5): buttons, tabs,
 * fields, the header's publish status and account button, links on their own line. A link inside
 * a sentence is the criterion's exception. From 1024 px the controls keep their mouse sizes.
 */

const texts = {
  en: { ...enShell, ...enCommon },
  es: { ...esShell, ...esCommon },
} as const;
const overview = { en: enOverview, es: esOverview } as const;
const auth = { en: enAuth, es: esAuth } as const;
const seed = { en: enSeed, es: esSeed } as const;

/** Opens an admin page once it and its publish status have loaded. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute(
    'data-state',
    /^(live|scheduled|publishing|delayed|paused|unknown)$/,
  );
}

for (const lang of ['en', 'es'] as const) {
  const t = texts[lang];

  test(`${lang}: at 390 px every control of every admin page, the menu, the account menu, an editor and /auth is at least 44 × 44 px @mobile-only`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await insertRequest(`Target ${lang} ${Date.now()}`, '5715550142');
    await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), lang);
    const misfits: string[] = [];
    const check = async (where: string, scope: Locator) => {
      for (const item of await smallTargets(scope)) misfits.push(`${where}: ${item}`);
    };

    await page.goto('/auth');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await check('/auth', page.locator('body'));

    await signInAs(page, e2eAdmin);
    for (const { path } of Object.values(adminPages)) {
      await openPage(page, path);
      await check(path, page.locator('body'));
    }

    // The menu sheet (the pages, View Site, the language switch).
    await page.getByRole('banner').getByRole('button', { name: t.menuTitle }).click();
    const sheet = page.getByRole('dialog', { name: t.menuTitle });
    await expect(sheet.getByRole('link').first()).toBeVisible();
    await check('menu', sheet);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    // The account menu.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(t.accountMenu) })
      .click();
    const accountMenu = page.getByRole('menu');
    await expect(accountMenu.getByRole('menuitem').first()).toBeVisible();
    await check('account menu', accountMenu);
    await page.keyboard.press('Escape');

    // An editor's dialog: its fields and buttons.
    await openPage(page, adminPages.faqs.path);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Edit|Editar)/ })
      .first()
      .click();
    await expect(editDialog(page).getByRole('textbox').first()).toBeVisible();
    await check('FAQ dialog', editDialog(page));

    expect(misfits).toEqual([]);
  });

  test(`${lang}: at 390 px when the account menu's code cannot be downloaded, its note and Retry fit the header @mobile-only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), lang);
    await signInAs(page, e2eAdmin);
    // As after a dropped connection, or a deploy that replaced the admin's files.
    const accountModule = /\/_astro\/account-menu\.[\w-]+\.js$/;
    await page.route(accountModule, (route) => route.abort('internetdisconnected'));
    await openPage(page, adminPages.faqs.path);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: new RegExp(t.accountMenu) }).click();
    const note = header.getByRole('alert');
    await expect(note).toContainText(t.partFailed);
    const retry = note.getByRole('button', { name: t.retry });
    await expect(retry).toBeVisible();

    // Inside the screen, no sideways scroll, nothing of the header's row drawn over another.
    expect(await sidewaysScroll(page)).toBe(0);
    const headerBox = (await header.boundingBox())!;
    for (const part of [note, retry, header.getByRole('button', { name: t.menuTitle })]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(headerBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
    }
    const overlaps = await header.evaluate((element) => {
      const row = [...element.querySelectorAll<HTMLElement>('button, [role="alert"]')]
        .filter((part) => part.checkVisibility() && !part.closest('.sr-only'))
        .filter((part) => !part.closest('[role="alert"]') || part.matches('[role="alert"]'))
        .map((part) => ({
          name: part.textContent?.trim().slice(0, 30),
          box: part.getBoundingClientRect(),
        }));
      const out: string[] = [];
      for (const [i, a] of row.entries()) {
        for (const b of row.slice(i + 1)) {
          const apart =
            a.box.right <= b.box.left + 0.5 ||
            b.box.right <= a.box.left + 0.5 ||
            a.box.bottom <= b.box.top + 0.5 ||
            b.box.bottom <= a.box.top + 0.5;
          if (!apart) out.push(`"${a.name}" over "${b.name}"`);
        }
      }
      return out;
    });
    expect(overlaps).toEqual([]);
    await expect(retry).toHaveCSS('min-height', '44px');

    // Once the code can be had, Retry brings the account menu.
    await page.unroute(accountModule);
    await retry.click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  });
}

test('from 1024 px the admin keeps its mouse-sized controls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth');
  const height = (control: Locator) =>
    control.evaluate((element) => element.getBoundingClientRect().height);
  expect(await height(page.getByRole('tab').first())).toBe(36);
  await signInAs(page, e2eAdmin);
  await openPage(page, adminPages.packages.path);
  expect(await height(page.getByRole('main').getByRole('button', { name: /^Edit/ }).first())).toBe(
    36,
  );
  const header = page.getByRole('banner');
  expect(await height(header.getByRole('button', { name: /Account menu/ }))).toBe(36);
  expect(await height(header.getByRole('status'))).toBe(32);
  await openPage(page, adminPages.services.path);
  const move = page.getByRole('main').getByRole('button', { name: /up$/ }).first();
  expect(await move.evaluate((element) => element.getBoundingClientRect().width)).toBe(40);
});

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: the Overview's links and buttons are at least 24 px from 1024 px and 44 × 44 px at 390 px, setup tasks and booking count shown; so are Social Links'`, async ({
    page,
  }) => {
    // An owner's trial: 'Open Bookings' and the setup tasks, each on a line of its own, were 20 px
    // tall at 1280 px (docs/decisions.md, "Touch targets from one class").
    await insertRequest(`Overview target ${lang} ${Date.now()}`, '5715550142');
    await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), lang);
    await signInAs(page, e2eAdmin);
    const misfits: string[] = [];
    for (const [width, height, least] of [
      [1280, 800, 24],
      [390, 844, 44],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openPage(page, adminPages.overview.path);
      const main = page.locator('#main');
      // Its usual state: the seed's sample details to replace, a new request counted.
      await expect(main.locator('[data-setup]').first()).toBeVisible();
      await expect(main.locator('[data-count]').first()).toHaveText(/^[1-9]\d*$/);
      await expect(main.getByRole('link', { name: overview[lang].openBookings })).toBeVisible();
      for (const item of await smallTargets(main, least)) misfits.push(`${width} px: ${item}`);
      // The other admin page with a link on its own line: a social link's address.
      await openPage(page, adminPages.social.path);
      await expect(main.getByRole('link', { name: /facebook\.com/ })).toBeVisible();
      for (const item of await smallTargets(main, least)) {
        misfits.push(`social ${width} px: ${item}`);
      }
    }
    expect(misfits).toEqual([]);
  });
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: /auth's states and /seed have their links and buttons at least 24 px from 1024 px and 44 × 44 px at 390 px`, async ({
    page,
  }) => {
    // Forgot password?, Back to sign in, the language choice and /seed's Back to site, each on a
    // line of its own, were 20 px tall at 1280 px (docs/decisions.md, "Touch targets from one
    // class").
    test.slow();
    const t = auth[lang];
    await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), lang);
    const misfits: string[] = [];
    const sizes = [
      [1280, 800, 24],
      [390, 844, 44],
    ] as const;
    const check = async (where: string) => {
      for (const [width, height, least] of sizes) {
        await page.setViewportSize({ width, height });
        for (const item of await smallTargets(page.locator('body'), least)) {
          misfits.push(`${where} ${width} px: ${item}`);
        }
      }
    };

    await page.goto('/auth');
    await expect(page.getByRole('button', { name: t.forgotPassword })).toBeVisible();
    await check('sign in');
    // The island's box is as tall as the Sign In tab from the first paint, so nothing moves when it
    // mounts (src/app-pages/auth.astro): the taller links are in its height.
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = page.locator('main astro-island').locator('..');
    expect(
      await box.evaluate(
        (element) =>
          element.getBoundingClientRect().height - parseFloat(getComputedStyle(element).minHeight),
      ),
    ).toBe(0);
    await page.getByRole('tab', { name: t.signUp }).click();
    await expect(page.getByRole('tab', { name: t.signUp })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await check('sign up');
    await page.getByRole('tab').first().click();
    await page.getByLabel(t.email).fill(`targets-${lang}-${Date.now()}@example.com`);
    await page.getByRole('button', { name: t.forgotPassword }).click();
    await expect(page.getByRole('heading', { name: t.resetTitle })).toBeVisible();
    await check('forgot password');
    await page.getByRole('button', { name: t.sendLink }).click();
    await expect(page.getByRole('heading', { name: t.checkEmail })).toBeVisible();
    await check('check your e-mail');

    await page.goto('/seed');
    await expect(page.getByRole('link', { name: seed[lang].signInAsAdmin })).toBeVisible();
    await check('/seed signed out');
    await signInAs(page, e2eAdmin);
    await page.goto('/seed');
    await expect(page.getByRole('button', { name: seed[lang].seed })).toBeVisible();
    await check('/seed admin');

    expect(misfits).toEqual([]);
  });
}
