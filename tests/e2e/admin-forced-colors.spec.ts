import { expect, test, type Locator } from './support/test.ts';
import { editDialog, editFirstFaq, openEditor } from './support/editors.ts';

// The admin in forced colours (Windows High Contrast), where the system repaints text, fills and
// borders with its own few colours: what tells a state or a button apart must survive that.

test.use({ colorScheme: 'light' });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

/** The switch's track and knob colours as painted. */
function switchColours(control: Locator): Promise<{ track: string; knob: string }> {
  return control.evaluate((track) => ({
    track: getComputedStyle(track).backgroundColor,
    knob: getComputedStyle(track.querySelector('span')!).backgroundColor,
  }));
}

test('an Active switch looks different on and off in forced colours, its knob seen on its track', async ({
  page,
}) => {
  await openEditor(page, '/admin/faqs');
  await editFirstFaq(page);
  const active = editDialog(page).getByRole('switch', { name: 'Active' }).first();
  await expect(active).toBeVisible();
  const before = await switchColours(active);
  const wasOn = (await active.getAttribute('aria-checked')) === 'true';
  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).toHaveAttribute('aria-checked', String(!wasOn));
  const after = await switchColours(active);
  for (const state of [before, after]) expect(state.knob).not.toBe(state.track);
  expect(after).not.toEqual(before);
});

/** Fails unless `button` is drawn with a border. */
async function expectBorder(button: Locator): Promise<void> {
  await expect(button).toHaveCSS('border-top-style', 'solid');
  const width = await button.evaluate((element) => getComputedStyle(element).borderTopWidth);
  expect(parseFloat(width), 'border width').toBeGreaterThan(0);
}

test('filled and ghost buttons keep a border in forced colours, as outline buttons do', async ({
  page,
}) => {
  await openEditor(page, '/admin/faqs');
  await expectBorder(page.getByRole('button', { name: 'Add FAQ' }));
  // Icon-only and ghost: without a border it would be a bare icon.
  await expectBorder(page.getByRole('button', { name: 'Toggle sidebar' }));
  await editFirstFaq(page);
  await expectBorder(editDialog(page).getByRole('button', { name: 'Save Changes' }));
});
