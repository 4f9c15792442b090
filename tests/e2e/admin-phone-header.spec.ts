import { expect, test, type Locator, type Page } from './support/test.ts';
import { signInAs } from './support/auth.ts';
import { e2eAdmin } from './support/stack.ts';
import { showPublishPlan } from './support/publish-status.ts';
import { shownText } from './support/text-lines.ts';
import enShell from '../../src/i18n/admin/en/shell.ts';
import esShell from '../../src/i18n/admin/es/shell.ts';
import enSettings from '../../src/i18n/admin/en/settings.ts';
import esSettings from '../../src/i18n/admin/es/settings.ts';

/**
 * The admin header on a phone (docs/product.md#admin-shell): one row, so the page's lists and
 * editors start near the top of the screen, with the menu (the pages, View Site, the language
 * switch) and the account menu one tap away, and the publish status in a word or two, in full a
 * tap away, down to 320 px. It stays at the top of the screen as a long page scrolls.
 */

test.use({ viewport: { width: 390, height: 844 } });

const texts = { en: enShell, es: esShell } as const;
const settingsTexts = { en: enSettings, es: esSettings } as const;

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

// From an owner's trial on a phone: on a long page the header scrolled away, and with it the menu
// and whether the site is live.
test('at 390 px the header stays on screen as a long list scrolls, the menu a tap away @mobile-only', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAdmin(page, 'en', '/admin/services');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: enShell.menuTitle });
  const longer = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  expect(longer, 'the page runs past the screen').toBeGreaterThan(800);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(800);
  await expect(menuButton).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: enShell.publishDetails })).toBeInViewport({
    ratio: 1,
  });
  expect((await header.boundingBox())!.y).toBe(0);
  // Nothing in the page scrolled over it: a tap there reaches the button and opens the menu.
  await menuButton.click({ trial: true, timeout: 1_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await menuButton.click();
  await expect(page.getByRole('heading', { name: enShell.menuTitle })).toBeVisible();
});

/**
 * Has the header show its longest status, Publishing paused with Publish now, on this page alone:
 * the publish budget is the whole stack's, which the specs running beside this one read. The
 * served /build.json answers one revision behind, and the publish plan a change the monthly budget
 * stops, each changed from the stack's real answer: its own budget, or `deploys` (Publish now can
 * make more deploys than the budget).
 */
async function showPaused(page: Page, deploys?: { used: number; budget: number }) {
  await showPublishPlan(page, (plan) => ({
    ...plan,
    pending_revision: Number(plan.live_revision) + 1,
    next_publish_at: null,
    deploys_this_month: deploys?.used ?? plan.monthly_budget,
    monthly_budget: deploys?.budget ?? plan.monthly_budget,
  }));
}

/**
 * Publish details' note on what to do while publishing is paused names Publish now as its button
 * reads on screen at this width: 'Publish' / 'Publicar' under 768 px, in full from there.
 */
async function expectNoteNamesButton(page: Page, lang: 'en' | 'es') {
  const t = texts[lang];
  const header = page.getByRole('banner');
  const publishNow = header.getByRole('button', { name: t.publishNow });
  const label = page.viewportSize()!.width < 768 ? t.publishNowShort : t.publishNow;
  expect(await shownText(publishNow)).toBe(label);
  const note = header
    .locator('#publish-details p')
    .filter({ hasText: t['details.pausedAction'].split('{publishNow}')[0]! });
  await expect(note).toBeVisible();
  const said = await shownText(note);
  // The button's words, and not its whole name where the button shows one word only.
  expect(said).toContain(label);
  expect(said.includes(t.publishNow), `'${said}' names the button as it reads`).toBe(
    label === t.publishNow,
  );
  expect(said).toBe(t['details.pausedAction'].replace('{publishNow}', label));
}

/** The boxes of `parts`, each on the screen, left to right, none over the next. */
async function expectInOneRow(page: Page, parts: Locator[], header: Locator) {
  const row = (await header.boundingBox())!;
  const width = page.viewportSize()!.width;
  let right = 0;
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(box.x, `${part} starts after the one before`).toBeGreaterThanOrEqual(right);
    expect(box.y).toBeGreaterThanOrEqual(row.y);
    expect(box.y + box.height).toBeLessThanOrEqual(row.y + row.height);
    right = box.x + box.width;
  }
  expect(right).toBeLessThanOrEqual(width);
}

// The narrowest phone, and a common one: the popover keeps a margin from both edges at each.
for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } });
    // The status reads the site every second while it is behind: no answer is changed past a test.
    test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

    for (const lang of ['es', 'en'] as const) {
      const t = texts[lang];

      test(`${lang}: the header stays one row of at most 72 px, Live and with the longest status, Publishing paused, whose full words are read and a tap away, clear of the screen's edges @mobile-only`, async ({
        page,
      }) => {
        await openAdmin(page, lang, '/admin/faqs');
        const header = page.getByRole('banner');
        const status = header.getByRole('status');
        const details = header.getByRole('button', { name: t.publishDetails });
        const account = header.getByRole('button', { name: new RegExp(`^${t.accountMenu}: `) });
        const menuButton = header.getByRole('button', { name: t.menuTitle });
        await expect(status).toHaveAttribute('data-state', 'live');
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
        await expectInOneRow(page, [menuButton, details, account], header);

        await showPaused(page);
        await page.reload();
        await expect(status).toHaveAttribute('data-state', 'paused');
        const publishNow = header.getByRole('button', { name: t.publishNow });
        await expect(publishNow).toBeVisible();
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
        await expectInOneRow(page, [menuButton, details, publishNow, account], header);
        // A word or two on screen; in full for screen readers, and on a tap with what to do.
        await expect(details.getByText(t['short.paused'], { exact: true })).toBeVisible();
        await expect(details).toHaveAccessibleName(`${t['short.paused']} ${t.publishDetails}`);
        await expect(publishNow.getByText(t.publishNowShort, { exact: true })).toBeVisible();
        await expect(status).toContainText(t['status.paused']);
        // Screen readers hear Publish now by its whole name, in the note as on the button.
        await expect(status).toContainText(
          t['details.pausedAction'].replace('{publishNow}', t.publishNow),
        );
        await details.click();
        const popover = header.locator('#publish-details');
        await expect(popover).toBeVisible();
        await expect(popover).toContainText(t['status.paused']);
        // Why first, in plain words, then what to do.
        await expect(popover.locator('[data-reason]')).toContainText(
          t['details.paused'].split(':')[0]!,
        );
        await expectNoteNamesButton(page, lang);
        // Clear of both edges of the screen, and nothing scrolls sideways.
        const shown = (await popover.boundingBox())!;
        expect(shown.x, 'the popover keeps a margin from the left edge').toBeGreaterThanOrEqual(8);
        expect(
          shown.x + shown.width,
          'the popover keeps a margin from the right edge',
        ).toBeLessThanOrEqual(width - 8);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });
    }
  });
}

// On a desktop the header has room for Publish now's whole name, and the note says it so.
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  for (const lang of ['es', 'en'] as const) {
    test(`${lang}: while publishing is paused, Publish details names Publish now as its button reads`, async ({
      page,
    }) => {
      await showPaused(page);
      await openAdmin(page, lang, '/admin/faqs');
      const header = page.getByRole('banner');
      await expect(header.getByRole('status')).toHaveAttribute('data-state', 'paused');
      // Publish now's code loads after the status says Paused, and the button moves Publish
      // details aside: a click before it shows can land beside Publish details.
      await expect(header.getByRole('button', { name: texts[lang].publishNow })).toBeVisible();
      await header.getByRole('button', { name: texts[lang].publishDetails }).click();
      await expectNoteNamesButton(page, lang);
    });
  }
});

/** The height of `header` were its parts one row: the tallest, with its padding and border. */
function rowHeight(header: Locator) {
  return header.evaluate((element) => {
    const style = getComputedStyle(element);
    const tallest = Math.max(
      ...[...element.children].map((child) => child.getBoundingClientRect().height),
    );
    return (
      tallest +
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth)
    );
  });
}

// At 1280 px the header is one row in both languages, Spanish's long paused status too: the
// status is cut with '…' on screen, its full words on hover and for screen readers, unchanged.
test.describe('at 1280 px, paused', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  for (const lang of ['es', 'en'] as const) {
    const t = texts[lang];
    test(`${lang}: the header stays one row, the status cut with its full words kept, and 1,000 deploys or more are counted as such`, async ({
      page,
    }) => {
      await openAdmin(page, lang, '/admin');
      const header = page.getByRole('banner');
      const status = header.getByRole('status');
      await expect(status).toHaveAttribute('data-state', 'live');
      expect(await rowHeight(header)).toBe((await header.boundingBox())!.height);

      await showPaused(page, { used: 1001, budget: 1000 });
      await page.reload();
      await expect(status).toHaveAttribute('data-state', 'paused');
      await expect(header.getByRole('button', { name: t.publishNow })).toBeVisible();
      expect(await rowHeight(header)).toBe((await header.boundingBox())!.height);
      // The words on screen fit, cut with an ellipsis where they need to be, and nothing scrolls.
      const label = status.locator('[data-label]');
      await expect(label).toHaveText(t['status.paused']);
      // On hover, whole and with why.
      expect(await label.getAttribute('title')).toBe(
        `${t['status.paused']}\n${await status.getAttribute('title')}`,
      );
      await expect(label).toHaveCSS('text-overflow', 'ellipsis');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        1280,
      );
      // Screen readers hear the whole status and why, as before.
      await expect(status).toContainText(t['status.paused']);
      await expect(status).toContainText(
        t['details.pausedAction'].replace('{publishNow}', t.publishNow),
      );
      const name = (await status.getAttribute('title'))!;
      await expect(status).toHaveAccessibleName(name);
      expect(name).toContain(t['details.pausedAction'].replace('{publishNow}', t.publishNow));

      // Counts of 1,000 or more grouped, and more deploys than the budget said as such.
      const deploys =
        lang === 'en'
          ? '1,001 deploys this month, with a budget of 1,000'
          : '1,001 despliegues este mes, con un límite de 1,000';
      expect(name).toContain(deploys);
      await expect(page.locator('[data-deploys]')).toHaveText(
        lang === 'en'
          ? 'Deploys this month: 1,001 of 1,000'
          : 'Despliegues este mes: 1,001 de 1,000',
      );
      await header.getByRole('button', { name: t.publishNow }).click();
      const question = page.getByRole('alertdialog');
      await expect(question).toContainText(
        lang === 'en'
          ? "This month's 1,000 deploys are used."
          : 'Ya se usaron los 1,000 despliegues de este mes.',
      );
      await expect(question).toContainText(
        lang === 'en'
          ? 'makes deploy 1,002 of this month'
          : 'el despliegue número 1,002 de este mes',
      );
    });
  }
});

/**
 * Site Settings → Publishing names Publish now as the header's button reads at this width, in the
 * dialog's intro and the budget's hint; screen readers hear its whole name in both.
 */
async function expectSettingsNameButton(page: Page, lang: 'en' | 'es') {
  const t = texts[lang];
  const s = settingsTexts[lang];
  await showPaused(page);
  await openAdmin(page, lang, '/admin/settings');
  const header = page.getByRole('banner');
  await expect(header.getByRole('status')).toHaveAttribute('data-state', 'paused');
  // Read before the dialog opens: it hides the rest of the page from the accessibility tree.
  const label = await shownText(header.getByRole('button', { name: t.publishNow }));
  expect(label).toBe(page.viewportSize()!.width < 768 ? t.publishNowShort : t.publishNow);

  await page.getByRole('button', { name: s.editPublishing }).click();
  const dialog = page.getByRole('dialog');
  const budget = dialog.getByRole('textbox', { name: s.budgetField });
  await expect(budget).toBeVisible();
  for (const key of ['publishingDialogIntro', 'budgetHint'] as const) {
    const note = dialog.locator('p').filter({ hasText: s[key].split('{publishNow}')[0]! });
    const said = await shownText(note);
    // The button's words, and not its whole name where the button shows one word only.
    expect(said, key).toContain(label);
    expect(said.includes(t.publishNow), `${key}: '${said}' names the button as it reads`).toBe(
      label === t.publishNow,
    );
    expect(said, key).toBe(s[key].replace('{publishNow}', label));
  }
  await expect(dialog).toHaveAccessibleDescription(heard(s.publishingDialogIntro, t.publishNow));
  await expect(budget).toHaveAccessibleDescription(heard(s.budgetHint, t.publishNow));
}

/**
 * `text` as screen readers hear it with `name` for its `{publishNow}`: Chromium may set the name
 * apart with spaces (it is in a box of its own, PublishNowName), as in '« Publicar ahora »'.
 */
function heard(text: string, name: string) {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before, after] = text.split('{publishNow}') as [string, string];
  return new RegExp(`^${escape(before)}\\s?${escape(name)}\\s?${escape(after)}$`);
}

for (const [width, tag] of [
  [390, ' @mobile-only'],
  [1280, ''],
] as const) {
  test.describe(`Site Settings at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

    for (const lang of ['en', 'es'] as const) {
      test(`${lang}: the Publishing dialog names Publish now as the header's button reads${tag}`, ({
        page,
      }) => expectSettingsNameButton(page, lang));
    }
  });
}

for (const lang of ['en', 'es'] as const) {
  const t = texts[lang];

  test(`${lang}: at 390 px the Overview's guides point to the publish status and View Site where the phone shows them @mobile-only`, async ({
    page,
  }) => {
    await openAdmin(page, lang, '/admin');
    const header = page.getByRole('banner');
    // On a phone the header holds the status, and View Site waits in the menu.
    await expect(header.getByRole('link', { name: t.viewSite })).toBeHidden();
    const updates = page.getByRole('region', {
      name: lang === 'en' ? 'Recent Updates' : 'Novedades',
    });
    await expect(updates).toContainText(
      lang === 'en'
        ? 'the status at the top of every admin page'
        : 'el estado en la parte superior',
    );
    await expect(updates).not.toContainText(t.viewSite);
    const quickStart = page.getByRole('region', {
      name: lang === 'en' ? 'Quick Start' : 'Primeros pasos',
    });
    await expect(quickStart).toContainText(
      lang === 'en'
        ? `${t.viewSite} (on a phone, in the menu)`
        : `${t.viewSite} (en un teléfono, en el menú)`,
    );
  });
}
