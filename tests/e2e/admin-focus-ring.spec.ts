import { expect, test } from './support/test.ts';
import { signInAs } from './support/auth.ts';
import { tabThroughPage } from './support/focus-check.ts';
import { e2eAdmin } from './support/stack.ts';
import enShell from '../../src/i18n/admin/en/shell.ts';
import esShell from '../../src/i18n/admin/es/shell.ts';

/**
 * The owner may work the admin by keyboard alone, on a phone too: every control Tab reaches shows
 * a focus ring that stands out from the light page it is drawn on (3:1, WCAG 1.4.11), in both
 * languages (docs/product.md#admin-shell).
 */

test.use({ viewport: { width: 390, height: 844 } });

const texts = { en: enShell, es: esShell } as const;

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: Tab through an admin page shows a focus ring that stands out on every control @mobile`, async ({
    page,
  }) => {
    await signInAs(page, e2eAdmin);
    // ?lang shows the language without saving it to the shared account.
    await page.goto(`/admin/settings?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[lang]['nav.settings']);
    // The page's cards loaded (their spinners gone): a walk begun earlier found four controls in CI
    // and ended where a loading card was replaced under the focus.
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    const { reached, problems } = await tabThroughPage(page);
    // The skip link, the header's menu, status and account buttons, the page's own buttons.
    expect(reached).toBeGreaterThanOrEqual(5);
    expect(problems.filter((problem) => problem.includes('focus ring'))).toEqual([]);
  });
}
