import { expect, test, type Locator, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import {
  editDialog,
  holdRequests,
  languageGroup,
  openEditor,
  tabTo,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  gridItems,
  imageWithAlt,
  openLibrary,
  removeImages,
  uploadThroughLibrary,
} from './support/images.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';
import { adminClient } from './support/stack.ts';
import { openingHoursText } from '../../src/lib/content/format-hours.ts';
import { openingHoursSettingSchema } from '../../src/lib/content/opening-hours.ts';
import {
  paymentMethodsSettingSchema,
  paymentMethodsText,
} from '../../src/lib/content/payment-methods.ts';

// A way back from every mistake: an FAQ's History restores an earlier version, a deleted
// testimonial comes back from Recently deleted and from the delete toast's Undo, and the dialogs
// outside the bilingual lists (an image's metadata, Site Settings) have the same History. Each
// saves, and the first two wait for the rebuilt site, so it runs in the publish project; each puts
// back what it changed.

type Row = { id: string; language: string; display_order: number } & Record<string, unknown>;

async function rows(table: 'faq_items' | 'testimonials'): Promise<Row[]> {
  const { data, error } = await (
    await adminClient()
  )
    .from(table)
    .select('*')
    .order('display_order')
    .order('language');
  if (error) throw new Error(error.message);
  return data as Row[];
}

/** The texts of the public page at `path` that `selector` picks, in order. */
async function publicTexts(page: Page, path: string, selector: string): Promise<string[]> {
  await page.goto(path);
  return (await page.locator(selector).allTextContents()).map((text) => text.trim());
}

const faqQuestions = (page: Page, path: string) =>
  publicTexts(page, path, `#${sectionIds.faq} summary`);
const reviewAuthors = (page: Page, path: string) =>
  publicTexts(page, path, `#${sectionIds.reviews} figure figcaption`);

async function editQuestion(page: Page, from: string, en: string, es: string) {
  await page.getByRole('region', { name: from }).getByRole('button', { name: /^Edit/ }).click();
  await languageGroup(page, 'English').getByLabel('Question').fill(en);
  await languageGroup(page, 'Spanish').getByLabel('Question').fill(es);
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog(page)).toHaveCount(0);
}

test('an FAQ edited twice goes back to its first edit from History, on / and /es/ after the rebuild', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const faq = await rows('faq_items');
  const en = faq.find((row) => row.language === 'en')!;
  const es = faq.find((row) => row.language === 'es' && row.faq_key === en.faq_key)!;
  const stamp = Date.now();
  const first = { en: `Version one? (${stamp})`, es: `¿Versión uno? (${stamp})` };
  const second = { en: `Version two? (${stamp})`, es: `¿Versión dos? (${stamp})` };
  try {
    await openEditor(page, '/admin/faqs');
    await editQuestion(page, String(en.question), first.en, first.es);
    await editQuestion(page, first.en, second.en, second.es);

    await page
      .getByRole('region', { name: second.en })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await editDialog(page).getByRole('button', { name: 'History' }).click();
    const versions = editDialog(page).getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions.first()).toContainText('Current version');
    await expect(versions.first()).toContainText('Edited by e2e-admin@example.com');
    const firstEdit = versions.nth(1);
    for (const text of ['English · Question', 'Spanish · Question', first.en, first.es]) {
      await expect(firstEdit).toContainText(text);
    }
    const firstEditTime = (await firstEdit.locator('time').textContent())!;
    await expectNoAxeViolations(page);
    // By the keyboard, the restore's save held on its way: the form is back and its Save has the
    // focus meanwhile; the closed dialog gives it back to the card's Edit button.
    const release = await holdRequests(page, '**/rest/v1/faq_items**', 'PATCH');
    await firstEdit.getByRole('button', { name: /^Restore this version/ }).focus();
    await page.keyboard.press('Enter');
    await expect(editDialog(page).getByRole('button', { name: 'Saving...' })).toBeFocused();
    release();
    // The toast says which version is back, not that the FAQ was edited.
    await expect(
      toastWith(page, `FAQ restored to the version of ${firstEditTime}`).first(),
    ).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: first.en })).toContainText(first.es);
    const edit = page
      .getByRole('region', { name: first.en })
      .getByRole('button', { name: /^Edit/ });
    await expect(edit).toBeFocused();
    // The History lists the restore as one, naming the version it brought back.
    await edit.click();
    const after = await openHistory(page);
    await expect(after.first()).toContainText(
      `Restored the version of ${firstEditTime} by e2e-admin@example.com`,
    );
    await expect(after.first()).toContainText('Current version');
    // Escape leaves the History for the form first, then closes the dialog (nothing was typed).
    await page.keyboard.press('Escape');
    await expect(editDialog(page).getByRole('button', { name: 'History' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(editDialog(page)).toHaveCount(0);

    await waitForPublish(page);
    expect(await faqQuestions(page, '/')).toContain(first.en);
    expect(await faqQuestions(page, '/es/')).toContain(first.es);
  } finally {
    const admin = await adminClient();
    await admin
      .from('faq_items')
      .update({ question: String(en.question) })
      .eq('id', en.id);
    await admin
      .from('faq_items')
      .update({ question: String(es.question) })
      .eq('id', es.id);
  }
});

/**
 * Presses Undo in the delete toast of the testimonial by `author` (its `card`): the deletion is
 * undone, the card is back, and focus is on its Edit button (the Undo button went with its toast).
 */
async function undoDeletion(page: Page, card: Locator, author: string) {
  await toastWith(page, 'Testimonial deleted successfully')
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(toastWith(page, 'Deletion undone')).toBeVisible();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit “${author}”` })).toBeFocused();
}

test('a deleted testimonial comes back in its old place on / and /es/, from Recently deleted and from Undo', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const before = await rows('testimonials');
  const english = before.filter((row) => row.language === 'en');
  const victim = english[1]!;
  const author = String(victim.author_name);
  // The testimonial that takes its place in the list (and the focus) while it is deleted.
  const after = String(english[2]!.author_name);
  const admin = await adminClient();
  try {
    await waitForPublish(page);
    const shown = { en: await reviewAuthors(page, '/'), es: await reviewAuthors(page, '/es/') };
    expect(shown.en).toContain(author);

    await openEditor(page, '/admin/testimonials');
    // By the keyboard, each write held on its way: the pressed button keeps the focus meanwhile.
    const card = page.getByRole('region', { name: author, exact: true });
    await card.getByRole('button', { name: `Delete “${author}”` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('restore it later from Recently deleted');
    let release = await holdRequests(page, '**/rest/v1/testimonials**', 'DELETE');
    await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeFocused();
    release();
    await expect(toastWith(page, 'Testimonial deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    // Its buttons are gone with it: the testimonial that took its place has the focus.
    await expect(
      page
        .getByRole('region', { name: after, exact: true })
        .getByRole('button', { name: `Edit “${after}”` }),
    ).toBeFocused();

    const deleted = page.getByRole('region', { name: 'Recently deleted' });
    await expect(deleted).toContainText(author);
    await expect(deleted).toContainText('by e2e-admin@example.com');
    await expectNoAxeViolations(page);
    release = await holdRequests(page, '**/rest/v1/rpc/restore_deleted', 'POST');
    await deleted.getByRole('button', { name: `Restore “${author}”` }).focus();
    await page.keyboard.press('Enter');
    await expect(deleted.getByRole('button', { name: `Restoring... “${author}”` })).toBeFocused();
    release();
    await expect(toastWith(page, `“${author}” restored`)).toBeVisible();
    await expect(card).toBeVisible();
    // It left Recently deleted with its Restore: the restored testimonial's Edit has the focus.
    await expect(card.getByRole('button', { name: `Edit “${author}”` })).toBeFocused();
    // Testimonials other tests deleted may still be listed; this one is not any more.
    await expect(deleted.getByRole('button', { name: `Restore “${author}”` })).toHaveCount(0);
    expect(await rows('testimonials')).toEqual(
      before.map((row) => ({ ...row, updated_at: expect.any(String) })),
    );
    await waitForPublish(page);
    expect(await reviewAuthors(page, '/')).toEqual(shown.en);
    expect(await reviewAuthors(page, '/es/')).toEqual(shown.es);

    await openEditor(page, '/admin/testimonials');
    await card.getByRole('button', { name: `Delete “${author}”` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await undoDeletion(page, card, author);
    await waitForPublish(page);
    expect(await reviewAuthors(page, '/')).toEqual(shown.en);
    expect(await reviewAuthors(page, '/es/')).toEqual(shown.es);
  } finally {
    if ((await rows('testimonials')).length < before.length) {
      await admin.rpc('restore_deleted', {
        table_name: 'testimonials',
        entry_key: String(victim.testimonial_key),
      });
    }
  }
});

// Undo pressed while the Recently deleted list is still being reread after the delete: the
// reread's late answer (the entry still deleted) must not list it again beside its restored card,
// and the site is published with it back.
test('Undo right after a delete, while Recently deleted is still reread, brings the testimonial back without listing it as deleted, on / too', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const before = await rows('testimonials');
  const victim = before.filter((row) => row.language === 'en').at(-1)!;
  const author = String(victim.author_name);
  const admin = await adminClient();
  try {
    await waitForPublish(page);
    const shown = await reviewAuthors(page, '/');
    expect(shown).toContain(author);

    await openEditor(page, '/admin/testimonials');
    // The reread's answers that still list the testimonial as deleted are held until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = () => {};
    const staleAnswered = new Promise<void>((resolve) => (answered = resolve));
    let delivered = () => {};
    const staleDelivered = new Promise<void>((resolve) => (delivered = resolve));
    let undone = false;
    let freshDelivered = () => {};
    const fresh = new Promise<void>((resolve) => (freshDelivered = resolve));
    await page.route('**/rest/v1/rpc/recently_deleted', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(author)) {
        await route.fulfill({ response, body });
        if (undone) freshDelivered();
        return;
      }
      answered();
      await held;
      await route.fulfill({ response, body });
      delivered();
    });
    const card = page.getByRole('region', { name: author, exact: true });
    await card.getByRole('button', { name: `Delete “${author}”` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await staleAnswered;
    undone = true;
    await undoDeletion(page, card, author);

    // The late answer arrives after the answer to the reread Undo started: it is not shown.
    await fresh;
    release();
    await staleDelivered;
    const deleted = page.getByRole('region', { name: 'Recently deleted' });
    // Two frames after the answer, React has shown whatever it set.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(deleted.getByRole('button', { name: `Restore “${author}”` })).toHaveCount(0);
    await expect(card).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    expect(await rows('testimonials')).toEqual(
      before.map((row) => ({ ...row, updated_at: expect.any(String) })),
    );
    await waitForPublish(page);
    expect(await reviewAuthors(page, '/')).toEqual(shown);
  } finally {
    if ((await rows('testimonials')).length < before.length) {
      await admin.rpc('restore_deleted', {
        table_name: 'testimonials',
        entry_key: String(victim.testimonial_key),
      });
    }
  }
});

/** The admin's texts a restore cut off by a dropped connection is seen through, per language. */
const restoreTexts = {
  en: {
    quoted: (name: string) => `“${name}”`,
    delete: 'Delete',
    deleted: 'Recently deleted',
    restore: 'Restore',
    failed: 'Could not restore it',
    unreachable: 'Could not reach the server. Check your connection and try again.',
    restored: (name: string) => `“${name}” restored`,
  },
  es: {
    quoted: (name: string) => `«${name}»`,
    delete: 'Eliminar',
    deleted: 'Eliminados recientemente',
    restore: 'Restaurar',
    failed: 'No se pudo restaurar',
    unreachable: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
    restored: (name: string) => `Se restauró «${name}»`,
  },
};

/**
 * Deletes the testimonial by `author` in the admin in `language`; returns its card (gone now) and
 * its Restore in Recently deleted (shown now).
 */
async function deleteIn(page: Page, author: string, language: 'en' | 'es' = 'es') {
  const texts = restoreTexts[language];
  if (language === 'es') {
    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  }
  await openEditor(page, '/admin/testimonials');
  const card = page.getByRole('region', { name: author, exact: true });
  await card.getByRole('button', { name: `${texts.delete} ${texts.quoted(author)}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: texts.delete }).click();
  await expect(card).toHaveCount(0);
  const restore = page
    .getByRole('region', { name: texts.deleted })
    .getByRole('listitem')
    .filter({ hasText: author })
    .getByRole('button');
  await expect(restore).toHaveAccessibleName(`${texts.restore} ${texts.quoted(author)}`);
  return { card, restore };
}

for (const [language, width] of [
  ['en', 1280],
  ['es', 390],
] as const) {
  test(`a restore cut off by a dropped connection says so (${language}, ${width} px), and Restore is ready again at once while the list is reread`, async ({
    page,
  }) => {
    const texts = restoreTexts[language];
    await page.setViewportSize({ width, height: 900 });
    const before = await rows('testimonials');
    const victim = before.filter((row) => row.language === 'en')[2]!;
    const author = String(victim.author_name);
    const admin = await adminClient();
    try {
      const { card, restore } = await deleteIn(page, author, language);

      // The connection drops: the restore gets no answer, and the list's reread after it waits
      // for one (then gets none either).
      await page.route('**/rest/v1/rpc/restore_deleted', (route) =>
        route.abort('internetdisconnected'),
      );
      const release = await holdRequests(page, '**/rest/v1/rpc/recently_deleted', 'POST', true);
      await restore.click();
      await expect(toastWith(page, texts.failed)).toContainText(texts.unreachable);
      await expect(card).toHaveCount(0);
      // The failure is said, the reread still waits: Restore is ready for a second press.
      await expect(restore).toHaveAccessibleName(`${texts.restore} ${texts.quoted(author)}`);
      await expect(restore).toBeEnabled();

      release();
      await page.unrouteAll({ behavior: 'wait' });
      await restore.click();
      await expect(toastWith(page, texts.restored(author))).toBeVisible();
      await expect(card).toBeVisible();
      await expect(restore).toHaveCount(0);
    } finally {
      if ((await rows('testimonials')).length < before.length) {
        await admin.rpc('restore_deleted', {
          table_name: 'testimonials',
          entry_key: String(victim.testimonial_key),
        });
      }
    }
  });
}

test('a Restore of an entry another tab restored first says it is back, in Spanish, and lists it', async ({
  page,
}) => {
  const before = await rows('testimonials');
  const victim = before.filter((row) => row.language === 'en')[2]!;
  const author = String(victim.author_name);
  const admin = await adminClient();
  const restoreElsewhere = () =>
    admin.rpc('restore_deleted', {
      table_name: 'testimonials',
      entry_key: String(victim.testimonial_key),
    });
  try {
    const { card, restore } = await deleteIn(page, author);
    expect((await restoreElsewhere()).error).toBeNull();
    await restore.click();
    await expect(
      toastWith(page, 'Ya se había restaurado, en otra pestaña o ventana'),
    ).toBeVisible();
    await expect(card).toBeVisible();
    await expect(restore).toHaveCount(0);
  } finally {
    if ((await rows('testimonials')).length < before.length) await restoreElsewhere();
  }
});

/** The History of the open edit dialog: its versions, newest first. */
async function openHistory(page: Page) {
  await editDialog(page).getByRole('button', { name: 'History' }).click();
  return editDialog(page).getByRole('list', { name: 'Versions' }).getByRole('listitem');
}

test("an image's metadata goes back to an earlier version from the History of its dialog", async ({
  page,
}) => {
  // An upload, two saves and an accessibility check: more than a minute on a busy machine.
  test.slow();
  await openLibrary(page);
  const name = `history-image-${Date.now()}`;
  const image = await uploadThroughLibrary(page, name);
  try {
    // An upload has no alt text yet: the owner writes one, then another.
    for (const [from, alt] of [
      [name, `${name} first`],
      [`${name} first`, `${name} polished`],
    ] as const) {
      await gridItems(page).filter({ hasText: name }).first().hover();
      await page.getByRole('button', { name: `Edit ${from}` }).click();
      await editDialog(page).getByLabel('Alt text', { exact: true }).fill(alt);
      await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(toastWith(page, 'Image updated successfully').last()).toBeVisible();
      await expect(editDialog(page)).toHaveCount(0);
    }

    await gridItems(page).filter({ hasText: name }).first().hover();
    await page.getByRole('button', { name: `Edit ${name} polished` }).click();
    const versions = await openHistory(page);
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText('Current version');
    await expect(versions.first()).toContainText(`${name} polished`);
    await expect(versions.nth(1)).toContainText(`${name} first`);
    await expect(versions.nth(2)).toContainText('Added by e2e-admin@example.com');
    await expectNoAxeViolations(page);
    const firstTime = (await versions.nth(1).locator('time').textContent())!;
    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore this version/ })
      .click();
    await expect(toastWith(page, `Image restored to the version of ${firstTime}`)).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);
    expect((await imageWithAlt(`${name} first`)).id).toBe(image.id);
  } finally {
    await removeImages([image]);
  }
});

test('a hero version restored from its History in Spanish on a phone says so in its toast and in the History', async ({
  page,
}) => {
  test.slow();
  const admin = await adminClient();
  const { data: spanish } = await admin
    .from('hero_content')
    .select('id, subtitle')
    .eq('language', 'es')
    .single();
  const stamp = Date.now();
  try {
    // Two versions of the Spanish subtitle, written by a script.
    for (const subtitle of [`Primera ${stamp}`, `Segunda ${stamp}`]) {
      await admin.from('hero_content').update({ subtitle }).eq('id', spanish!.id);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
    await openEditor(page, '/admin/hero');
    const edit = page.getByRole('button', { name: 'Editar la portada (EN)' });
    await edit.click();
    await editDialog(page).getByRole('button', { name: 'Historial' }).click();
    // The title names Spanish first, the admin's language (English first in the English admin).
    await expect(
      editDialog(page).getByRole('heading', { name: 'Editar la portada (ES / EN)', exact: true }),
    ).toBeVisible();
    const versions = editDialog(page)
      .getByRole('list', { name: 'Versiones' })
      .getByRole('listitem');
    await expect(versions.first()).toContainText(`Segunda ${stamp}`);
    const older = versions.nth(1);
    await expect(older).toContainText(`Primera ${stamp}`);
    const olderTime = (await older.locator('time').textContent())!;
    await older.getByRole('button', { name: /^Restaurar esta versión/ }).click();
    await expect(
      toastWith(page, `La portada se restauró a la versión del ${olderTime}`),
    ).toBeVisible();
    await expect(toastWith(page, 'La portada se actualizó correctamente')).toHaveCount(0);
    await expect(editDialog(page)).toHaveCount(0);

    await edit.click();
    await editDialog(page).getByRole('button', { name: 'Historial' }).click();
    await expect(versions.first()).toContainText(
      `Restaurada desde la versión del ${olderTime} por e2e-admin@example.com`,
    );
    await expect(versions.first()).toContainText(`Primera ${stamp}`);
    await expectNoEnglish(page);
  } finally {
    await admin.from('hero_content').update({ subtitle: spanish!.subtitle }).eq('id', spanish!.id);
    await waitForPublish(page);
  }
});

/** The stored site settings, value by key. */
async function storedSettings(): Promise<Record<string, string>> {
  const admin = await adminClient();
  const { data, error } = await admin.from('site_settings').select('key, value');
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map((row) => [row.key, row.value]));
}

/** Puts back the settings of `keys` that differ from `before`. */
async function putBackSettings(before: Record<string, string>, keys: string[]): Promise<void> {
  const admin = await adminClient();
  const now = await storedSettings();
  for (const key of keys.filter((key) => now[key] !== before[key])) {
    await admin.from('site_settings').update({ value: before[key]! }).eq('key', key);
  }
}

test('a site setting goes back to its earlier value from the Site Settings History, the others stay', async ({
  page,
}) => {
  const stored = storedSettings;
  const before = await stored();
  try {
    await openEditor(page, '/admin/settings');
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    await editDialog(page).getByLabel('Phone number').fill('(703) 555-0188');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Site settings updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);
    expect((await stored()).phone_number).toBe('(703) 555-0188');

    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const phone = (await openHistory(page)).filter({
      has: page.getByRole('heading', { name: /^Phone number: / }),
    });
    await expect(phone.first()).toContainText('Phone number: edited by e2e-admin@example.com');
    await expect(phone.first()).toContainText('Current version');
    // The version before this edit left the phone number as it was.
    await expect(phone.nth(1)).toContainText(before.phone_number!);
    const earlierTime = (await phone.nth(1).locator('time').textContent())!;
    await phone
      .nth(1)
      .getByRole('button', { name: /^Restore this version/ })
      .click();
    // The toast names the setting restored; FAQ answers do not give the phone number: no note.
    const restored = toastWith(page, `Phone number restored to the version of ${earlierTime}`);
    await expect(restored).toBeVisible();
    await expect(restored.getByRole('link')).toHaveCount(0);
    await expect(editDialog(page)).toHaveCount(0);
    expect(await stored()).toEqual(before);
    // The setting's History lists the restore as one, naming the version it brought back.
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    await expect((await openHistory(page)).first()).toContainText(
      `Phone number: restored to the version of ${earlierTime} by e2e-admin@example.com`,
    );
  } finally {
    await putBackSettings(before, ['phone_number']);
  }
});

test('an optional setting given its first value goes back to empty from the Site Settings History, listed as cleared, in English and in Spanish', async ({
  page,
}) => {
  const admin = await adminClient();
  const { data: kept } = await admin.from('site_settings').select('*').eq('key', 'street_address');
  // Never set: no row, as a database the seed did not give one.
  await admin.from('site_settings').delete().eq('key', 'street_address');
  try {
    await openEditor(page, '/admin/settings');
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    await editDialog(page)
      .getByLabel('Shop street address (optional)')
      .fill('4200 Lee Hwy, Arlington, VA 22207');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Site settings updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const address = (await openHistory(page)).filter({
      has: page.getByRole('heading', { name: /^Shop street address: / }),
    });
    await expect(address.first()).toContainText('Shop street address: added by');
    await expect(address.first()).toContainText('Current version');
    // Below the version that set it: how it read before, empty, restorable as a version is.
    const unset = address.nth(1);
    await expect(unset.getByRole('heading')).toHaveText('Shop street address: before it was set');
    await expect(unset).toContainText('(empty)');
    await expect(unset.getByText('(empty)')).toHaveCSS('font-style', 'italic');
    await unset.getByRole('button', { name: /^Restore this version/ }).click();
    await expect(toastWith(page, 'Site settings updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);
    expect((await storedSettings()).street_address).toBe('');

    // That restore emptied the address: listed as cleared, not as an edit, with the address
    // before and '(empty)' after, in the History's words (a placeholder, read out as it shows),
    // never a dash the owner could have typed.
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const cleared = (await openHistory(page))
      .filter({ has: page.getByRole('heading', { name: /^Shop street address: / }) })
      .first();
    await expect(cleared.getByRole('heading')).toHaveText(
      'Shop street address: cleared by e2e-admin@example.com',
    );
    await expect(cleared.locator('del')).toContainText('4200 Lee Hwy, Arlington, VA 22207');
    await expect(cleared.locator('ins')).toMatchAriaSnapshot('- insertion: "After: (empty)"');
    await expect(cleared.locator('ins').getByText('(empty)')).toHaveCSS('font-style', 'italic');
    await expect(cleared).not.toContainText('—');

    // The Overview's Recent changes says the same: cleared, after it was added.
    await page.goto('/admin');
    const recent = page.getByRole('region', { name: 'Recent changes' }).getByRole('listitem');
    await expect(recent.first()).toContainText(
      'e2e-admin@example.com cleared the setting “Shop street address”',
    );
    await expect(recent.nth(1)).toContainText(
      'e2e-admin@example.com added the setting “Shop street address”',
    );
    await page.goto('/admin/settings');

    // The same in the Spanish admin; now that it reads as before, that is the current version,
    // with nothing to restore (the trial pressed it again for a toast that changed nothing).
    await page.evaluate(() => localStorage.setItem('admin-language', 'es'));
    await page.reload();
    await page.getByRole('button', { name: 'Editar configuración' }).click();
    await editDialog(page).getByRole('button', { name: 'Historial' }).click();
    const antes = editDialog(page)
      .getByRole('list', { name: 'Versiones' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'Dirección del taller: antes de tener un valor' }),
      });
    await expect(antes).toContainText('(vacío)');
    await expect(antes).toContainText('Versión actual');
    await expect(antes.getByRole('button')).toHaveCount(0);
    await expectNoEnglish(page, antes);
    // The address cleared, its participle agreeing with 'Dirección', and '(vacío)' after it.
    const borrada = editDialog(page)
      .getByRole('list', { name: 'Versiones' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Dirección del taller: / }) })
      .first();
    await expect(borrada.getByRole('heading')).toHaveText(
      'Dirección del taller: borrada por e2e-admin@example.com',
    );
    await expect(borrada.locator('ins')).toMatchAriaSnapshot('- insertion: "Después: (vacío)"');
    await expect(borrada.locator('ins').getByText('(vacío)')).toHaveCSS('font-style', 'italic');
    await expectNoEnglish(page, borrada);
    await page.goto('/admin');
    const recientes = page.getByRole('region', { name: 'Cambios recientes' });
    await expect(recientes.getByRole('listitem').first()).toContainText(
      'e2e-admin@example.com borró el ajuste «Dirección del taller»',
    );
    await expectNoEnglish(page, recientes);
  } finally {
    await admin.from('site_settings').delete().eq('key', 'street_address');
    if (kept?.length) await admin.from('site_settings').insert(kept);
  }
});

test('the Site Settings History and Recent changes name each setting, and the History says hours and payments in words, in English and in Spanish', async ({
  page,
}) => {
  const before = await storedSettings();
  const zelleBefore = paymentMethodsSettingSchema.parse(before.payment_methods).includes('zelle');
  try {
    await openEditor(page, '/admin/settings');
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    await editDialog(page).getByLabel('Opens').first().fill('07:30');
    await editDialog(page).getByRole('checkbox', { name: 'Zelle' }).setChecked(!zelleBefore);
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Site settings updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);
    const after = await storedSettings();
    const hours = {
      before: openingHoursSettingSchema.parse(before.opening_hours),
      after: openingHoursSettingSchema.parse(after.opening_hours),
    };
    const payments = paymentMethodsSettingSchema.parse(after.payment_methods);

    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const versions = await openHistory(page);
    const latest = (name: RegExp) =>
      versions.filter({ has: page.getByRole('heading', { name }) }).first();
    // Each version is titled with the setting's name, as the card names it, and says the hours
    // and payments as the site's footer does.
    const hoursVersion = latest(/^Opening hours: /);
    await expect(hoursVersion.getByRole('heading')).toHaveText(
      'Opening hours: edited by e2e-admin@example.com',
    );
    await expect(hoursVersion.locator('del')).toContainText(openingHoursText('en', hours.before));
    await expect(hoursVersion.locator('ins')).toContainText(openingHoursText('en', hours.after));
    await expect(hoursVersion.locator('ins')).toContainText('7:30');
    await expect(latest(/^Payment methods: /).locator('ins')).toContainText(
      paymentMethodsText('en', payments),
    );
    // Nothing the owner never typed: no setting's key, no stored list, no category; and no
    // 'Value' above a setting's one value, which its title names.
    const list = editDialog(page).getByRole('list', { name: 'Versions' });
    await expect(list).not.toContainText('opening_hours');
    await expect(list).not.toContainText('["');
    await expect(list).not.toContainText('Category');
    await expect(list).not.toContainText('Value');

    // The hours restored from the History: the dialog closes at once, so the toast says what
    // the dialog says of changed hours, with the way to the FAQs.
    const earlierHours = versions
      .filter({ has: page.getByRole('heading', { name: /^Opening hours: / }) })
      .nth(1);
    const earlierTime = (await earlierHours.locator('time').textContent())!;
    await earlierHours.getByRole('button', { name: /^Restore this version/ }).click();
    const restored = toastWith(page, `Opening hours restored to the version of ${earlierTime}`);
    await expect(restored).toContainText(
      // Before the save as after it: no 'after saving' in a toast shown once saved.
      'Your FAQ answers may mention your hours, and they do not change with this setting: check them in FAQs.',
    );
    await expect(restored.getByRole('link', { name: 'FAQs' })).toHaveAttribute(
      'href',
      '/admin/faqs',
    );
    await expect(editDialog(page)).toHaveCount(0);
    expect((await storedSettings()).opening_hours).toBe(before.opening_hours);

    // The Overview's Recent changes names them the same way.
    await page.goto('/admin');
    const recent = page.getByRole('region', { name: 'Recent changes' });
    for (const name of ['Opening hours', 'Payment methods']) {
      await expect(recent).toContainText(`e2e-admin@example.com edited the setting “${name}”`);
    }
    await expect(recent).not.toContainText('opening_hours');

    // The same in the Spanish admin; now that it reads as before, that is the current version,
    // with nothing to restore (the trial pressed it again for a toast that changed nothing).
    await page.evaluate(() => localStorage.setItem('admin-language', 'es'));
    await page.reload();
    const recientes = page.getByRole('region', { name: 'Cambios recientes' });
    for (const name of ['Horario de atención', 'Formas de pago']) {
      await expect(recientes).toContainText(`e2e-admin@example.com editó el ajuste «${name}»`);
    }
    await expectNoEnglish(page, recientes);
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Editar configuración' }).click();
    await editDialog(page).getByRole('button', { name: 'Historial' }).click();
    const versiones = editDialog(page)
      .getByRole('list', { name: 'Versiones' })
      .getByRole('listitem');
    // Said once, in the setting's words, agreeing with its name: 'Horario de atención: restaurado
    // a la versión …', 'Formas de pago: editadas por …'.
    const horarios = versiones.filter({
      has: page.getByRole('heading', { name: /^Horario de atención: / }),
    });
    const horario = horarios.first();
    // The version restored is the third now, after the restore and the edit.
    const horarioTime = await horarios.nth(2).locator('time').textContent();
    await expect(horario.getByRole('heading')).toHaveText(
      `Horario de atención: restaurado a la versión del ${horarioTime} por e2e-admin@example.com`,
    );
    await expect(horario.locator('ins')).toContainText(openingHoursText('es', hours.before));
    const formas = versiones.filter({
      has: page.getByRole('heading', { name: /^Formas de pago: / }),
    });
    await expect(formas.first().getByRole('heading')).toHaveText(
      'Formas de pago: editadas por e2e-admin@example.com',
    );
    await expect(formas.first().locator('ins')).toContainText(paymentMethodsText('es', payments));
    await expect(editDialog(page).getByRole('list', { name: 'Versiones' })).not.toContainText(
      'Valor',
    );
    await expectNoEnglish(page, editDialog(page));

    // The payment methods restored in Spanish: named, with the FAQ note in Spanish.
    const formasTime = (await formas.nth(1).locator('time').textContent())!;
    await formas
      .nth(1)
      .getByRole('button', { name: /^Restaurar esta versión/ })
      .click();
    const restaurada = toastWith(
      page,
      `«Formas de pago» se restauró a la versión del ${formasTime}`,
    );
    await expect(restaurada).toContainText(
      'Puede que sus respuestas de preguntas frecuentes mencionen sus formas de pago',
    );
    await expect(restaurada.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/admin/faqs',
    );
    expect((await storedSettings()).payment_methods).toBe(before.payment_methods);
  } finally {
    await putBackSettings(before, ['opening_hours', 'payment_methods']);
  }
});
