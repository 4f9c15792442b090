import { expect, test, type Page } from './support/test.ts';
import { sidewaysBoxes, sidewaysScroll } from './support/scroll.ts';
import { editDialog, openEditor } from './support/editors.ts';
import { adminPages } from '../../src/islands/admin/admin-nav.ts';

/**
 * The owner's pages on the smallest phone (320 px), in Spanish, whose labels run longest: no page
 * scrolls sideways and no button or field ends past the screen's edge, the Site Settings dialog
 * (its opening-hours rows) included. A label too long for its box wraps.
 */

/** What ends past the viewport's right edge: buttons, links and fields, by their name. */
function pastTheEdge(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a, input, select')) {
      if (!element.checkVisibility() || element.closest('.sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > innerWidth + 0.5) {
        const name = element.textContent?.trim() || element.getAttribute('name') || element.id;
        out.push(`${element.tagName.toLowerCase()} "${name}" ends at ${Math.round(box.right)}`);
      }
    }
    return out;
  });
}

test.use({ viewport: { width: 320, height: 640 } });

test('at 320 px in Spanish every admin page fits the screen, the Site Settings dialog too', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  const misfits: string[] = [];
  for (const { path } of Object.values(adminPages)) {
    await openEditor(page, path);
    for (const item of await pastTheEdge(page)) misfits.push(`${path}: ${item}`);
    const by = await sidewaysScroll(page);
    if (by > 0) misfits.push(`${path}: scrolls ${by} px sideways`);
  }
  await openEditor(page, adminPages.settings.path);
  await page.getByRole('button', { name: 'Editar configuración', exact: true }).click();
  const dialog = editDialog(page);
  await dialog.getByRole('group', { name: 'Horario de atención' }).scrollIntoViewIfNeeded();
  for (const item of await pastTheEdge(page)) misfits.push(`settings dialog: ${item}`);
  // The dialog's panel scrolls up and down only: nothing in it pans sideways.
  if (await sidewaysBoxes(dialog)) misfits.push('settings dialog: a box in it scrolls sideways');
  expect(misfits).toEqual([]);
});

test("on a phone the Site Settings areas' names show whole in their fields, in Spanish", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await openEditor(page, adminPages.settings.path);
    await page.getByRole('button', { name: 'Editar configuración', exact: true }).click();
    const names = editDialog(page).locator('input[name^="single.service_area."]');
    await expect(names.first()).toBeVisible();
    // 'Northern Virginia' / 'Norte de Virginia': cut off where two fields shared a phone's row.
    const cut = await names.evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((input) => input.scrollWidth > input.clientWidth)
        .map((input) => input.value),
    );
    expect(cut, `${width} px`).toEqual([]);
  }
});
