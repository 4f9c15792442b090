import { expect, test } from './support/test.ts';
import { expectNoEnglish, findEnglish } from './support/spanish-leaks.ts';
import { signInAs } from './support/auth.ts';
import { e2eAdmin } from './support/stack.ts';

test.describe('the Spanish leak scan', () => {
  test('flags English UI texts and labels, and skips content, field values and hidden texts', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="es"><body>
      <h1>Resumen</h1>
      <button>Guardar cambios</button>
      <button>Save</button>
      <button aria-label="Close">×</button>
      <p>Loading the <b>page</b></p>
      <p><span>Save</span> <span>Changes</span></p>
      <p lang="en">Save Changes, the owner's English text</p>
      <p translate="no">Delete Me Detailing</p>
      <input value="Cancel"><textarea>Sign out</textarea>
      <div hidden>Close</div>
    </body></html>`);
    const leaks = await findEnglish(page);
    expect(leaks.some((leak) => leak.startsWith('"Save" has the English word "Save"'))).toBe(true);
    expect(leaks.some((leak) => leak.startsWith('"Close" has the English word'))).toBe(true);
    expect(leaks.some((leak) => leak.startsWith('"Loading the" has the English word'))).toBe(true);
    expect(leaks.some((leak) => leak.startsWith('"Save Changes" is common.save'))).toBe(true);
    expect(
      leaks.filter((leak) => /Guardar|Resumen|Delete|Cancel|Sign out|owner/.test(leak)),
    ).toEqual([]);
    await expect(expectNoEnglish(page)).rejects.toThrow(/Save/);
    await expect(expectNoEnglish(page, page.getByRole('heading'))).resolves.toBeUndefined();
  });

  test('fails on the English admin', async ({ page }) => {
    await signInAs(page, e2eAdmin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(expectNoEnglish(page)).rejects.toThrow(/English word .*Overview/);
  });
});
