import { expect, test, type Locator, type Page } from './support/test.ts';
import { editDialog, openEditor } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The Packages dialog's price warnings as the owner meets them on a laptop and on a 390 px phone.
// Read-only: nothing is saved (publish-editors-hero-packages.spec.ts saves with a warning shown).

/** Fails unless `locator` is as wide as the page at most: read without scrolling sideways. */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'the warning is rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Opens Gold's dialog (the seed's prices: $180, $210, $220) at the project's size, or on a phone
 * 390 px wide and `phoneHeight` tall.
 */
async function openGold(page: Page, isMobile: boolean, phoneHeight: number): Promise<Locator> {
  if (isMobile) await page.setViewportSize({ width: 390, height: phoneHeight });
  await openEditor(page, '/admin/packages');
  await page.getByRole('button', { name: 'Edit “Gold”' }).click();
  const dialog = editDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Edit Service Package' })).toBeVisible();
  return dialog;
}

test('a price that looks like a slip is warned about under its field as it is typed, and the warning goes once fixed @mobile', async ({
  page,
  isMobile,
}) => {
  const dialog = await openGold(page, isMobile, 664);
  const suv2 = dialog.getByLabel('SUV 2-row price');
  const suv3 = dialog.getByLabel('SUV 3-row price');

  // A zero too many: the field says so, in words a screen reader hears with the field.
  const extraZero = 'Over 3 times the Sedan price: check for an extra zero.';
  await suv2.fill('1950');
  const warning = dialog.getByText(extraZero);
  await expect(warning).toBeVisible();
  await expect(suv2).toHaveAccessibleDescription(extraZero);
  await expect(suv2).not.toHaveAttribute('aria-invalid');
  // Only the slip is pointed at: the 3-row price is not called lower than it.
  await expect(suv3).toHaveAccessibleDescription('');
  await expectWithinWidth(page, warning);
  await expectNoAxeViolations(page);

  await suv2.fill('195');
  await expect(warning).toHaveCount(0);
  await expect(suv2).toHaveAccessibleDescription('');

  // A larger vehicle priced below a smaller one.
  const lower = 'Lower than the Sedan price. Is that right?';
  await suv3.fill('150');
  await expect(dialog.getByText(lower)).toBeVisible();
  await expect(suv3).toHaveAccessibleDescription(lower);
  await expectWithinWidth(page, dialog.getByText(lower));
  await suv3.fill('220');
  await expect(dialog.getByText(lower)).toHaveCount(0);
});

test('a warning at the price being typed is scrolled into view above Save, with the phone keyboard open too @mobile', async ({
  page,
  isMobile,
}) => {
  // On a phone the on-screen keyboard takes the lower 300 px of 390 × 664.
  const dialog = await openGold(page, isMobile, 364);
  const suv3 = dialog.getByLabel('SUV 3-row price');
  // Scrolled to just above the footer, tapped (no scrolling: it is in view) and typed over.
  await suv3.evaluate((field) => field.scrollIntoView({ block: 'end' }));
  await suv3.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('150');
  const warning = dialog.getByText('Lower than the Sedan price. Is that right?');
  await expect(warning).toBeVisible();
  await expect(async () => {
    const shown = (await warning.boundingBox())!;
    const save = (await dialog.getByRole('button', { name: 'Save Changes' }).boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(save.y);
  }).toPass();
});
