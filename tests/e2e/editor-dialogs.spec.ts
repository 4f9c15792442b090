import { expect, test, type Locator, type Page } from './support/test.ts';
import {
  confirmByKeyboard,
  editDialog,
  editFirstFaq,
  failWrites,
  holdRequests,
  languageGroup,
  openEditor,
  tabTo,
  toastWith,
} from './support/editors.ts';
import { shownStatus } from './support/publish-status.ts';

// The edit dialogs as the owner meets them on a laptop and on a 390 × 664 phone: Save and Cancel
// in reach, typed text never lost by a reload or Back, toasts clear of what the owner needs.
// Read-only: nothing is saved (a refused save or delete is cut off before it reaches the database).

/** The phone of the issue the owner reported from: 390 × 664 CSS pixels. */
const phone = { width: 390, height: 664 };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element is rendered').not.toBeNull();
  return found!;
}

/** Fails unless `locator` lies wholly inside the page's viewport. */
async function expectOnScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const { x, y, width, height } = await box(locator);
  const viewport = page.viewportSize()!;
  expect(x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(y + height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens `label` from the sidebar (the sheet on a phone): a move inside the admin, no reload. */
async function openFromSidebar(page: Page, label: string, isMobile: boolean): Promise<void> {
  const nav = isMobile
    ? page.getByRole('dialog', { name: 'Admin menu' })
    : page.getByRole('complementary', { name: 'Sidebar' });
  if (isMobile) await page.getByRole('button', { name: 'Admin menu' }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

test('a long dialog keeps Save and Cancel on screen, with a field focused and with the keyboard open @mobile', async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize(phone);
  await openEditor(page, '/admin/packages');
  await page.getByRole('button', { name: 'Edit “Gold”' }).click();
  const dialog = editDialog(page);
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(save).toBeVisible();
  // Both languages, the prices and the photo: far taller than the screen.
  const screen = page.viewportSize()!;
  expect((await box(dialog.locator('form'))).height).toBeGreaterThan(screen.height);
  await expectOnScreen(page, save, 'Save');
  await expectOnScreen(page, cancel, 'Cancel');

  // A field half-way down, then one at the very end of the form.
  const description = languageGroup(page, 'Spanish').getByLabel('Description');
  await description.focus();
  await expectOnScreen(page, description, 'the focused field');
  await expectOnScreen(page, save, 'Save with a field focused');

  // The on-screen keyboard takes the lower 300 px: the admin's page shrinks above it.
  await page.setViewportSize({ width: screen.width, height: screen.height - 300 });
  const price = dialog.getByLabel('SUV 3-row price');
  await price.focus();
  await expect(price).toBeFocused();
  await expectOnScreen(page, save, 'Save with the keyboard open');
  await expectOnScreen(page, cancel, 'Cancel with the keyboard open');
  // The focused field is scrolled into view above the footer, not under it.
  const field = await box(price);
  expect(field.y + field.height).toBeLessThanOrEqual((await box(save)).y);
  expect(field.y).toBeGreaterThanOrEqual(0);
});

// A Spanish owner on a phone scrolled past both languages' ten fields to reach the prices (an
// owner's trial): stacked, the admin's own language comes first and the shared fields right after
// it; side by side nothing moves (docs/product.md#editors).
test('on a phone the shared prices follow the admin’s own language, before the other one; side by side they come after both @mobile', async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await openEditor(page, '/admin/packages');
  await page
    .getByRole('button', { name: /^Editar «/ })
    .first()
    .click();
  const dialog = editDialog(page);
  const firstField = (name: string) =>
    dialog.getByRole('group', { name, exact: true }).getByRole('textbox').first();
  const english = firstField('Inglés');
  const spanish = firstField('Español');
  const sedan = dialog.getByLabel('Precio sedán');
  await expect(sedan).toBeVisible();
  const englishTop = (await box(english)).y;
  const spanishTop = (await box(spanish)).y;
  const sedanTop = (await box(sedan)).y;
  if (isMobile) {
    expect(spanishTop, 'Spanish first').toBeLessThan(sedanTop);
    expect(sedanTop, 'the prices before English').toBeLessThan(englishTop);
  } else {
    expect(englishTop, 'English and Spanish side by side').toBe(spanishTop);
    expect(sedanTop, 'the prices below both').toBeGreaterThan(englishTop);
    await expect(english).toBeFocused();
  }
});

test('a reload with unsaved changes raises the browser’s leave prompt, and one without changes does not @mobile', async ({
  page,
}) => {
  await openEditor(page, '/admin/faqs');
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });

  // Opened, nothing typed: the reload just happens.
  await editFirstFaq(page);
  await expect(editDialog(page).getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
  await expect(editDialog(page)).toHaveCount(0);
  expect(prompts).toEqual([]);

  // Typed: the browser asks, and Leave reloads (the typing is gone, nothing was saved).
  const question = await editFirstFaq(page);
  await question.fill('Typed, not saved');
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
  await expect(editDialog(page)).toHaveCount(0);
});

test('Stay on the browser’s leave prompt keeps the dialog and what was typed @mobile', async ({
  page,
}) => {
  await openEditor(page, '/admin/faqs');
  const question = await editFirstFaq(page);
  await question.fill('Typed, not saved');

  const prompt = page.waitForEvent('dialog');
  // Not page.reload(): it would wait for a reload the owner is about to refuse.
  void page.evaluate(() => location.reload()).catch(() => undefined);
  const asked = await prompt;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(question).toHaveValue('Typed, not saved');
  await expect(editDialog(page).getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();
});

test('Back with unsaved changes asks in the page first: Keep editing stays, Discard goes back @mobile', async ({
  page,
  isMobile,
}) => {
  await openEditor(page, '/admin');
  await openFromSidebar(page, 'FAQs', isMobile);
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.dismiss();
  });
  const question = await editFirstFaq(page);
  await question.fill('Typed, not saved');

  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await page.evaluate(() => history.back());
  await expect(discard.getByRole('heading')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toHaveCount(0);
  await expect(question).toHaveValue('Typed, not saved');
  // Still the FAQs page behind the dialog (the modal hides it from the accessibility tree).
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('FAQs');

  await page.evaluate(() => history.back());
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(editDialog(page)).toHaveCount(0);
  // Inside the admin the page asks: the browser's own prompt is for leaving it.
  expect(prompts).toEqual([]);

  // Without changes Back just goes back.
  await page.evaluate(() => history.forward());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
  await editFirstFaq(page);
  await expect(editDialog(page).getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();
  await page.evaluate(() => history.back());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
});

// An owner's trial pressed Escape to leave the History and was asked to discard the whole dialog
// (docs/product.md#history-and-recovery): the first Escape goes back to the form.
test('Escape in the History goes back to the form, and only the next one asks about the typed changes', async ({
  page,
}) => {
  await openEditor(page, '/admin/faqs');
  const question = await editFirstFaq(page);
  const dialog = editDialog(page);
  await question.fill('Typed, not saved');
  await dialog.getByRole('button', { name: 'History' }).click();
  const versions = dialog.getByRole('list', { name: 'Versions' });
  await expect(versions).toBeVisible();
  await expect(question).toBeHidden();

  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(versions).toHaveCount(0);
  await expect(question).toBeVisible();
  await expect(question).toHaveValue('Typed, not saved');
  await expect(dialog.getByRole('button', { name: 'History' })).toBeFocused();
  await expect(discard).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();

  // The next Escape is the dialog's own: typed changes are asked about first.
  await page.keyboard.press('Escape');
  await expect(discard.getByRole('heading')).toBeVisible();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toHaveCount(0);
});

// An owner's trial pressed Enter on the Active switch and the dialog saved: Headless UI's switch
// submits its form on Enter. Enter toggles it, as Space does (docs/product.md#editors).
test('Enter on an editor’s Active switch toggles it and saves nothing', async ({ page }) => {
  await openEditor(page, '/admin/faqs');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  // Read-only: a save, were one sent, would be cut off before it reached the database.
  await failWrites(page, 'faq_items');
  const question = await editFirstFaq(page);
  await expect(question).toBeFocused();
  const dialog = editDialog(page);
  const active = languageGroup(page, 'English').getByRole('switch', { name: 'Active' });
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, active);

  await page.keyboard.press('Enter');
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await expect(active).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Space');
  await expect(active).toHaveAttribute('aria-checked', 'false');

  await expect(dialog.getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'),
  ).toHaveCount(0);
  expect(writes).toEqual([]);
});

/** Edits the first FAQ with its saves refused (see failWrites): types `typed`, saves; the dialog. */
async function saveRefused(
  page: Page,
  buttons: { edit: RegExp; save: string },
  typed: string,
): Promise<Locator> {
  await failWrites(page, 'faq_items');
  await page.getByRole('button', { name: buttons.edit }).first().click();
  const dialog = editDialog(page);
  await dialog.getByRole('textbox').first().fill(typed);
  await dialog.getByRole('button', { name: buttons.save }).click();
  return dialog;
}

// On a laptop an editor dialog reaches up to where a toast below the header sat: it covered the
// long Spanish title (an owner’s trial). The toast sits below the dialog’s title row instead
// (docs/product.md#messages).
for (const screen of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`on a ${screen.width} × ${screen.height} laptop a toast covers neither an editor dialog’s title and History nor its Save and Cancel (es)`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    // Without the slide-in, the toast is measured where it rests.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openFaqs(page, 'es', false);
    const dialog = await saveRefused(
      page,
      { edit: /^Editar «/, save: 'Guardar cambios' },
      'Rechazado por el camino',
    );
    const title = dialog.getByRole('heading', { level: 2 }).first();

    const toast = toastWith(page, 'Error al actualizar la pregunta frecuente');
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    const where = await box(toast);
    await expectOnScreen(page, toast, 'the toast');
    const parts = {
      title,
      History: dialog.getByRole('button', { name: 'Historial' }),
      Save: dialog.getByRole('button', { name: 'Guardar cambios', exact: true }),
      Cancel: dialog.getByRole('button', { name: 'Cancelar', exact: true }),
    };
    for (const [what, part] of Object.entries(parts)) {
      expect(overlap(where, await box(part)), `toast over the dialog’s ${what}`).toBe(false);
    }
  });
}

/** Opens FAQs in the admin's `language`, on the 390 × 664 phone when the project is mobile. */
async function openFaqs(page: Page, language: 'en' | 'es', isMobile: boolean): Promise<void> {
  if (isMobile) await page.setViewportSize(phone);
  if (language === 'es') {
    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  }
  await openEditor(page, '/admin/faqs');
}

for (const language of ['en', 'es'] as const) {
  const texts = {
    en: {
      edit: /^Edit “/,
      save: 'Save Changes',
      cancel: 'Cancel',
      saveFailed: 'Error updating FAQ',
      saving: 'Saving...',
      deleteEntry: /^Delete “/,
      delete: 'Delete',
      deleting: 'Deleting...',
      deleteFailed: 'Error deleting',
    },
    es: {
      edit: /^Editar «/,
      save: 'Guardar cambios',
      cancel: 'Cancelar',
      saveFailed: 'Error al actualizar la pregunta frecuente',
      saving: 'Guardando...',
      deleteEntry: /^Eliminar «/,
      delete: 'Eliminar',
      deleting: 'Eliminando...',
      deleteFailed: 'Error al eliminar',
    },
  }[language];
  // On a phone a toast at the top covered the open dialog's title and first field (an owner's
  // trial): there toasts sit at the bottom, above the dialog's footer (docs/product.md#messages).
  test(`a toast covers neither the header’s publish status nor the dialog’s Save and Cancel, nor on a phone its title and first field (${language}) @mobile`, async ({
    page,
    isMobile,
  }) => {
    // Without the slide-in, the toast is measured where it rests.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openFaqs(page, language, isMobile);
    await expect(shownStatus(page, isMobile)).toBeVisible();
    const status = await box(shownStatus(page, isMobile));
    const dialog = await saveRefused(page, texts, 'Refused on the way');

    const toast = toastWith(page, texts.saveFailed);
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    const where = await box(toast);
    await expectOnScreen(page, toast, 'the toast');
    expect(overlap(where, status), 'toast over the publish status').toBe(false);
    for (const name of [texts.save, texts.cancel]) {
      const button = await box(dialog.getByRole('button', { name, exact: true }));
      expect(overlap(where, button), `toast over ${name}`).toBe(false);
    }
    if (isMobile) {
      // The dialog's top as the owner met it, scrolled back up: its title and first field.
      const title = dialog.getByRole('heading', { level: 2 }).first();
      await title.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const top = { title, 'first field': dialog.getByRole('textbox').first() };
      for (const [what, part] of Object.entries(top)) {
        expect(overlap(where, await box(part)), `toast over the dialog’s ${what}`).toBe(false);
      }
    } else {
      // On a laptop the toast stays at the top: below the header, and below a tall dialog's title.
      const title = await box(dialog.getByRole('heading', { level: 2 }).first());
      expect(overlap(where, title), 'toast over the dialog’s title').toBe(false);
      expect(where.y).toBeLessThan(Math.max(status.y + status.height, title.y + title.height) + 80);
    }
  });

  test(`Save keeps the keyboard focus while it saves and after the save fails (${language}) @mobile`, async ({
    page,
    isMobile,
  }) => {
    await openFaqs(page, language, isMobile);
    // The save is held on its way, then cut off: nothing reaches the database.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/faq_items**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await held;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: texts.edit }).first().click();
    const dialog = editDialog(page);
    await dialog.getByRole('textbox').first().fill('Held on the way');
    await dialog.getByRole('button', { name: texts.save }).focus();
    await page.keyboard.press('Enter');

    const saving = dialog.getByRole('button', { name: texts.saving });
    await expect(saving).toBeVisible();
    await expect(saving).toBeDisabled();
    await expect(saving).toBeFocused();
    release();
    await expect(dialog.getByRole('button', { name: texts.save })).toBeFocused();
    await expect(dialog.getByRole('textbox').first()).toHaveValue('Held on the way');
  });

  test(`Delete keeps the keyboard focus while it deletes, and a cut-off delete gives it back to the entry’s Delete (${language}) @mobile`, async ({
    page,
    isMobile,
  }) => {
    await openFaqs(page, language, isMobile);
    // The delete is held on its way, then cut off: nothing is deleted.
    const release = await holdRequests(page, '**/rest/v1/faq_items**', 'DELETE', true);
    const entryDelete = page.getByRole('button', { name: texts.deleteEntry }).first();
    await entryDelete.focus();
    const question = page.getByRole('alertdialog');
    await confirmByKeyboard(
      page,
      question.getByRole('button', { name: texts.delete, exact: true }),
    );

    const deleting = question.getByRole('button', { name: texts.deleting });
    await expect(deleting).toBeVisible();
    await expect(deleting).toBeDisabled();
    await expect(deleting).toBeFocused();
    release();
    await expect(toastWith(page, texts.deleteFailed)).toBeVisible();
    await expect(question).toHaveCount(0);
    await expect(entryDelete).toBeFocused();
  });
}

test('a save cut off by a dropped connection says so in the Spanish admin, with no English in it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await openEditor(page, '/admin/faqs');
  const dialog = await saveRefused(
    page,
    { edit: /^Editar «/, save: 'Guardar cambios' },
    'Sin conexión',
  );

  const failure = toastWith(page, 'Error al actualizar la pregunta frecuente');
  await expect(failure).toContainText(
    'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  );
  await expect(failure).not.toContainText('Could not reach');
  await expect(dialog.getByRole('textbox').first()).toHaveValue('Sin conexión');
});

test('a pasted answer longer than 2,000 characters is refused at the field, in the Spanish admin, and nothing is sent', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await openEditor(page, '/admin/faqs');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/faq_items') && request.method() === 'PATCH') {
      writes.push(request.url());
    }
  });
  await page
    .getByRole('button', { name: /^Editar «/ })
    .first()
    .click();
  const answer = editDialog(page).getByRole('group', { name: 'Inglés' }).getByLabel('Respuesta');
  await answer.fill('Pasted. '.repeat(300));
  await editDialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(answer).toBeFocused();
  await expect(editDialog(page)).toContainText('es demasiado largo (2000 caracteres como máximo)');
  expect(writes).toEqual([]);
});

// From an owner's trial on a phone: a toast shown over a dialog, at the bottom, jumped to the top
// when the dialog closed, and a screen magnifier's user lost it. A toast on screen when the owner
// closes the dialog stays where it is until it goes (docs/product.md#messages).
test('on a phone a toast shown over a dialog stays where it is when the dialog closes, until it goes @mobile', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  // Without the slide-in, the toast is measured where it rests.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openEditor(page, '/admin/faqs');
  await failWrites(page, 'faq_items');
  const question = await editFirstFaq(page);
  const original = await question.inputValue();
  await question.fill('Refused on the way');
  const dialog = editDialog(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const toast = toastWith(page, 'Error updating FAQ');
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  const shownAt = (await box(toast)).y;
  expect(shownAt, 'the toast over the dialog, at the bottom').toBeGreaterThan(phone.height / 2);

  // Back to the question as it was. That scrolls the dialog, and the toast with its footer; so does
  // Playwright's bringing Cancel into view, which a finger's tap does not: done first, and settled.
  await question.fill(original);
  const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.hover();
  await page.evaluate(
    () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
  );
  // Where the toast is when the owner taps Cancel, and in every frame from then until it is gone
  // (null: not in the page).
  await page.evaluate(() => {
    const tops: (number | null)[] = [];
    const top = () =>
      [...document.querySelectorAll('[data-sonner-toast]')]
        .find((toast) => toast.textContent?.includes('Error updating FAQ'))
        ?.getBoundingClientRect().top ?? null;
    const record = () => {
      const shown = top();
      tops.push(shown);
      if (shown !== null) requestAnimationFrame(record);
    };
    const tap = () => {
      Object.assign(window, { toastAtTap: top() });
      record();
    };
    Object.assign(window, { toastTops: tops });
    window.addEventListener('pointerdown', tap, { capture: true, once: true });
  });
  // Cancel closes the dialog without asking.
  await cancel.click();
  await expect(dialog).toHaveCount(0);
  await expect(toast).toBeVisible();
  const atTap = await page.evaluate(() => (window as unknown as { toastAtTap: number }).toastAtTap);
  expect(atTap, 'the toast over the dialog when Cancel was tapped').toBeGreaterThan(
    phone.height / 2,
  );
  expect((await box(toast)).y, 'the toast after the dialog closed').toBe(atTap);

  // A failure stays until the owner closes it (docs/decisions.md#failure-toasts-stay-until-closed).
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
  const tops = await page.evaluate(
    () => (window as unknown as { toastTops: (number | null)[] }).toastTops,
  );
  expect(tops.at(-1), 'recorded until the toast was gone').toBeNull();
  const shown = tops.filter((top) => top !== null);
  expect(shown.length).toBeGreaterThan(1);
  // Where it was, or lower as it leaves (sonner's exit moves it away from its edge).
  for (const top of shown) expect(top, 'the toast in any frame').toBeGreaterThanOrEqual(atTap);
});

// From an owner's trial on a phone: a dialog shorter than the screen (Add New Expense on a
// 412 × 839 phone) ends above the screen's bottom, and a toast kept a footer's height from that
// bottom sat over its Save and Cancel; the "session has ended" toast, which stays, hid them until
// the owner signed in again. Toasts sit above the footer wherever it is (docs/product.md#messages).
test('on a phone a toast covers neither Save nor Cancel of a dialog that ends above the screen’s bottom @mobile-only', async ({
  page,
}) => {
  // Without the slide-in, the toast is measured where it rests.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openEditor(page, '/admin/expenses');
  await failWrites(page, 'expenses', 'POST');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = editDialog(page);
  await dialog.getByLabel('Name').fill('Refused on the way');
  await dialog.getByLabel('Amount ($)').fill('9');
  const add = dialog.getByRole('button', { name: 'Add Expense' });
  const footer = await box(add);
  // The case at hand: the dialog's footer is above the screen's bottom, not stuck to it.
  expect(footer.y + footer.height).toBeLessThan(page.viewportSize()!.height - 24);
  await add.click();
  const toast = toastWith(page, 'Failed to add expense');
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  const where = await box(toast);
  await expectOnScreen(page, toast, 'the toast');
  for (const button of [add, dialog.getByRole('button', { name: 'Cancel', exact: true })]) {
    expect(overlap(where, await box(button)), `toast over ${await button.textContent()}`).toBe(
      false,
    );
  }
  const title = dialog.getByRole('heading', { level: 2 });
  expect(overlap(where, await box(title)), 'toast over the dialog’s title').toBe(false);
  // Save is free to press again: the retry reaches the page (it is cut off again here).
  await add.click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Refused on the way');
});

// From an owner's trial on a phone with the connection dropped before any toast had shown: the
// toasts' code could not be downloaded, and the failed save's words, said as plain text, sat at
// the top over the dialog's title and first field. They sit where a toast would, above the footer.
test('on a phone a toast said as plain text (its code not downloaded) covers neither the dialog’s title nor its Save and Cancel @mobile-only', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.route(/\/_astro\/sonner-toaster\.[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await openEditor(page, '/admin/faqs');
  const dialog = await saveRefused(page, { edit: /^Edit “/, save: 'Save Changes' }, 'Offline');
  const toast = toastWith(page, 'Error updating FAQ');
  await expect(toast).toContainText('Could not reach the server');
  const where = await box(toast);
  await expectOnScreen(page, toast, 'the toast');
  for (const name of ['Save Changes', 'Cancel']) {
    const button = await box(dialog.getByRole('button', { name, exact: true }));
    expect(overlap(where, button), `toast over ${name}`).toBe(false);
  }
  const title = dialog.getByRole('heading', { level: 2 }).first();
  await title.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const top = { title, 'first field': dialog.getByRole('textbox').first() };
  for (const [what, part] of Object.entries(top)) {
    expect(overlap(where, await box(part)), `toast over the dialog’s ${what}`).toBe(false);
  }
});

// A failure said as plain text (the toasts' code not downloaded) showed white, like a success:
// it keeps the failure's red, and is marked as sonner marks an error toast.
test('a failure toast said as plain text (its code not downloaded) keeps the error style', async ({
  page,
}) => {
  await page.route(/\/_astro\/sonner-toaster\.[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await openEditor(page, '/admin/faqs');
  await saveRefused(page, { edit: /^Edit “/, save: 'Save Changes' }, 'Offline');
  const toast = toastWith(page, 'Error updating FAQ');
  await expect(toast).toContainText('Could not reach the server');
  await expect(toast).toHaveAttribute('data-type', 'error');
  // Red-700, the background of sonner's error toasts, where a plain one was white.
  await expect(toast).toHaveCSS('background-color', 'oklch(0.505 0.213 27.518)');
});

test('a new review can leave English for later, like Spanish, but never both languages @mobile', async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize(phone);
  await openEditor(page, '/admin/testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const [english, spanish] = [languageGroup(page, 'English'), languageGroup(page, 'Spanish')];
  const englishLater = english.getByRole('button', { name: 'Write English later' });
  const spanishLater = spanish.getByRole('button', { name: 'Write Spanish later' });
  await expect(spanishLater).toBeVisible();
  await englishLater.click();
  await expect(english).toContainText('There is no English version yet');
  await expect(english.getByRole('button', { name: 'Copy from Spanish' })).toBeVisible();
  await expect(english.getByLabel('Content')).toHaveCount(0);
  // Spanish is the one language left: it cannot be left for later too.
  await expect(spanishLater).toHaveCount(0);
  await expect(spanish.getByLabel('Content')).toBeVisible();

  // Started again, English can be left for later again, and so can Spanish.
  await english.getByRole('button', { name: 'Start empty' }).click();
  await expect(english.getByLabel('Content')).toBeVisible();
  await expect(englishLater).toBeVisible();
  await expect(spanishLater).toBeVisible();
  await spanishLater.click();
  await expect(englishLater).toHaveCount(0);
});

test('the Spanish admin offers a new FAQ’s English for later and its Spanish to copy from', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await openEditor(page, '/admin/faqs');
  await page.getByRole('button', { name: 'Agregar pregunta frecuente' }).click();
  const english = editDialog(page).getByRole('group', { name: 'Inglés' });
  await english.getByRole('button', { name: 'Escribir en inglés más tarde' }).click();
  await expect(english).toContainText('Todavía no hay versión en inglés');
  await expect(english.getByRole('button', { name: 'Copiar del español' })).toBeVisible();
  await expect(
    editDialog(page).getByRole('button', { name: 'Escribir en español más tarde' }),
  ).toHaveCount(0);
});
