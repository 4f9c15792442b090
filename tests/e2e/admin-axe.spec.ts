import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { editDialog, openEditor } from './support/editors.ts';
import { adminPaths } from '../../src/stores/router.ts';

// Every admin page of the router's table (a page added later is covered without a change here),
// at a desktop's size and on a phone, by every axe rule: no `withTags`, so best practices such as
// landmark-unique and region count too. Then each kind of dialog the page opens with an Edit or
// Add button, one of each. Read-only: dialogs are opened and closed, nothing is saved.

/** Waits until nothing on the page says it is still loading (lists, counts, settings). */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/**
 * The buttons that open a page's dialogs, one per kind: "Edit “Gold”" and "Edit “Silver”" open the
 * same dialog, and so do the Edit buttons of the image library's tiles. A form's own submit button
 * ("Add admin" on Admins) opens none and is left alone.
 */
async function dialogOpeners(page: Page): Promise<string[]> {
  const buttons = await page
    .getByRole('main')
    .getByRole('button', { name: /^(Edit|Add)\b/ })
    .evaluateAll((elements) =>
      elements
        .filter((button) => button.getAttribute('type') !== 'submit')
        .map((button) => {
          // The accessible name: the label, else the text a screen reader reads (a visible "Edit"
          // beside an sr-only "Edit “Gold”" is named by the latter alone).
          const read = button.cloneNode(true) as Element;
          read.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return {
            name: (button.getAttribute('aria-label') ?? read.textContent ?? '').trim(),
            tile: button.closest('ul[aria-label="Images"]') !== null,
          };
        }),
    );
  const kinds = new Map<string, string>();
  for (const { name, tile } of buttons) {
    const kind = tile ? 'image tile' : name.replace(/“.*”/, '“…”');
    if (!kinds.has(kind)) kinds.set(kind, name);
  }
  return [...kinds.values()];
}

for (const path of Object.values(adminPaths)) {
  test(`${path} and its dialogs break no axe rule at all @mobile`, async ({ page }) => {
    // A full axe run per page and per dialog: several on the busiest pages.
    test.slow();
    await openEditor(page, path);
    await loaded(page);
    await expectNoAxeViolations(page, { allRules: true, where: path });

    for (const name of await dialogOpeners(page)) {
      await page.getByRole('main').getByRole('button', { name, exact: true }).first().click();
      await expect(editDialog(page).getByRole('heading').first()).toBeVisible();
      await loaded(page);
      await expectNoAxeViolations(page, {
        allRules: true,
        where: `${path}, dialog of "${name}"`,
      });
      await page.keyboard.press('Escape');
      await expect(editDialog(page)).toHaveCount(0);
    }
  });
}
