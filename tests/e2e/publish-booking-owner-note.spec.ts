import { insertRequest } from './support/booking.ts';
import { adminClient, serviceClient } from './support/stack.ts';
import { openEditor, toastWith } from './support/editors.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * The owner's note on a booking request (docs/product.md#bookings): written in the request's
 * dialog with its status and saved with it, marked in the list, there again when the request is
 * reopened, asked about before it is lost unsaved, and kept when a save refused for someone else's
 * change is overwritten, which writes only what this owner changed.
 */

const texts = {
  en: {
    view: 'View request from',
    title: 'Request from',
    status: 'Status',
    note: 'Your note (only you see it)',
    save: 'Save',
    confirmed: 'Marked as confirmed; note saved',
    marker: 'Note',
    close: 'Close',
    discardTitle: 'Discard unsaved changes?',
    keepEditing: 'Keep editing',
    discard: 'Discard changes',
  },
  es: {
    view: 'Ver la solicitud de',
    title: 'Solicitud de',
    status: 'Estado',
    note: 'Su nota (solo usted la ve)',
    save: 'Guardar',
    confirmed: 'Marcada como confirmada; nota guardada',
    marker: 'Nota',
    close: 'Cerrar',
    discardTitle: '¿Descartar los cambios sin guardar?',
    keepEditing: 'Seguir editando',
    discard: 'Descartar cambios',
  },
} as const;

/** A request's status and note as stored. */
async function stored(name: string) {
  const { data } = await serviceClient()
    .from('booking_requests')
    .select('status, owner_note')
    .eq('name', name)
    .single();
  return data;
}

/** Another admin changes the request (while this one has it open). */
async function changeElsewhere(
  name: string,
  change: { status?: 'confirmed' | 'done' | 'cancelled'; owner_note?: string },
): Promise<void> {
  const other = await adminClient();
  const { error } = await other.from('booking_requests').update(change).eq('name', name);
  expect(error).toBeNull();
}

test('the owner confirms a request with a note and reads it again on reopening, in both languages, on a phone and a computer', async ({
  page,
}) => {
  const stamp = Date.now();
  const cases = [
    ['en', 1280, '(703) 555-0161'],
    ['es', 1280, '(703) 555-0162'],
    ['en', 390, '(703) 555-0163'],
    ['es', 390, '(703) 555-0164'],
  ] as const;
  const names = cases.map(([language, width]) => `Greta Gatecode ${language} ${width} ${stamp}`);
  for (const [index, [, , phone]] of cases.entries()) await insertRequest(names[index]!, phone);
  try {
    for (const [index, [language, width]] of cases.entries()) {
      const name = names[index]!;
      const t = texts[language];
      const where = `${language} at ${width} px`;
      const note = `Sat Dec 5, 10 AM at the shop\nGate code 4412, quoted $220 (${where})`;
      await page.addInitScript(
        (chosen) => localStorage.setItem('admin-language', chosen),
        language,
      );
      await page.setViewportSize({ width, height: 800 });
      await openEditor(page, '/admin/bookings');
      // A table from 1280 px, a list below.
      const entry = page
        .getByRole('main')
        .getByRole(width < 1280 ? 'listitem' : 'row')
        .filter({ hasText: name });
      const view = entry.getByRole('button', { name: `${t.view} ${name}` });
      await expect(entry.getByText(t.marker, { exact: true })).toHaveCount(0);
      await view.click();
      const dialog = page.getByRole('dialog', { name: `${t.title} ${name}` });
      const save = dialog.getByRole('button', { name: t.save, exact: true });
      await expect(dialog.getByLabel(t.note)).toHaveValue('');
      await expect(save, where).toBeDisabled();
      await dialog.getByLabel(t.status).selectOption('confirmed');
      await dialog.getByLabel(t.note).fill(note);
      await save.click();
      await expect(toastWith(page, t.confirmed), where).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(entry.getByText(t.marker, { exact: true }), where).toBeVisible();

      await view.click();
      await expect(dialog.getByLabel(t.note), where).toHaveValue(note);
      await expect(dialog.getByLabel(t.status)).toHaveValue('confirmed');
      await expect(save).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    const { data } = await serviceClient()
      .from('booking_requests')
      .select('name, status, owner_note')
      .in('name', names);
    expect(data).toHaveLength(4);
    for (const row of data!) {
      expect(row.status).toBe('confirmed');
      expect(row.owner_note).toMatch(/^Sat Dec 5, 10 AM at the shop\nGate code 4412/);
    }
  } finally {
    await serviceClient().from('booking_requests').delete().in('name', names);
  }
});

test('a note alone is saved, emptied is cleared, and one over 2,000 characters is refused at the field', async ({
  page,
}) => {
  const name = `Nils Notes ${Date.now()}`;
  await insertRequest(name, '(703) 555-0165');
  const db = serviceClient();
  await db.from('booking_requests').update({ status: 'confirmed' }).eq('name', name);
  const storedNote = async () => (await stored(name))?.owner_note;
  try {
    await openEditor(page, '/admin/bookings');
    const row = page.getByRole('row').filter({ hasText: name });
    const view = row.getByRole('button', { name: `View request from ${name}` });
    const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
    const note = dialog.getByLabel('Your note (only you see it)');
    const save = dialog.getByRole('button', { name: 'Save', exact: true });

    await view.click();
    await note.fill('x'.repeat(2001));
    await expect(dialog).toContainText('This field is too long (2000 characters at most).');
    await save.click();
    await expect(note).toBeFocused();
    await expect(dialog).toHaveAttribute('data-open', '');
    expect(await storedNote()).toBeNull();

    await note.fill('  Quoted $220  ');
    await expect(dialog).not.toContainText('too long');
    await save.click();
    await expect(toastWith(page, 'Note saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Confirmed');
    await expect(row.getByText('Note', { exact: true })).toBeVisible();
    expect(await storedNote()).toBe('Quoted $220');

    await view.click();
    await note.fill('');
    await save.click();
    await expect(toastWith(page, 'Note removed')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Note', { exact: true })).toHaveCount(0);
    expect(await storedNote()).toBeNull();
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

test('a save refused for someone else’s change keeps the typed note: their version replaces it, an overwrite saves it', async ({
  page,
}) => {
  const name = `Olga Overwrite ${Date.now()}`;
  await insertRequest(name, '(703) 555-0166');
  try {
    await openEditor(page, '/admin/bookings');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `View request from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
    const note = dialog.getByLabel('Your note (only you see it)');
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    const conflict = dialog.getByRole('alert').filter({ hasText: 'changed by someone else' });

    await changeElsewhere(name, { owner_note: 'Their note: Friday 9 AM' });
    await note.fill('My note: Saturday 10 AM');
    await save.click();
    await expect(conflict).toBeVisible();
    // The notice says it, with no toast over it (docs/product.md#messages).
    await expect(toastWith(page, 'Could not save the request')).toHaveCount(0);
    // The notice speaks of the request, not of an editor's entry.
    await expect(conflict).toContainText(
      'This request was changed by someone else while you were editing.',
    );
    await expect(note).toHaveValue('My note: Saturday 10 AM');
    await dialog.getByRole('button', { name: 'Load their version' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(note).toHaveValue('Their note: Friday 9 AM');

    await changeElsewhere(name, { owner_note: 'Their note: Sunday 8 AM' });
    await dialog.getByLabel('Status').selectOption('confirmed');
    await note.fill('My note: Saturday 10 AM, gate code 4412');
    await save.click();
    await expect(conflict).toBeVisible();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect(toastWith(page, 'Marked as confirmed; note saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const { data } = await serviceClient()
      .from('booking_requests')
      .select('status, owner_note')
      .eq('name', name);
    expect(data).toEqual([
      { status: 'confirmed', owner_note: 'My note: Saturday 10 AM, gate code 4412' },
    ]);
    await row.getByRole('button', { name: `View request from ${name}` }).click();
    await expect(note).toHaveValue('My note: Saturday 10 AM, gate code 4412');
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});

test('in Spanish the conflict notice speaks of the request (solicitud), with no toast over it', async ({
  page,
}) => {
  const name = `Sara Solicitud ${Date.now()}`;
  await insertRequest(name, '(703) 555-0170');
  try {
    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
    await openEditor(page, '/admin/bookings');
    await page.getByRole('button', { name: `${texts.es.view} ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${texts.es.title} ${name}` });
    await changeElsewhere(name, { owner_note: 'Su nota: viernes 9 AM' });
    await dialog.getByLabel(texts.es.note).fill('Mi nota: sábado 10 AM');
    await dialog.getByRole('button', { name: texts.es.save, exact: true }).click();
    const conflict = dialog.getByRole('alert');
    await expect(conflict).toContainText(
      'Esta solicitud fue modificada por otra persona mientras usted editaba.',
    );
    await expect(toastWith(page, 'No se pudo guardar la solicitud')).toHaveCount(0);
    await expect(conflict).not.toContainText('entrada');
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});

test('closing with a typed note or a chosen status not saved asks first, in both languages: Close, Escape, a click outside and Back', async ({
  page,
}) => {
  const stamp = Date.now();
  const cases = [
    ['en', '(703) 555-0167'],
    ['es', '(703) 555-0168'],
  ] as const;
  const names = cases.map(([language]) => `Dora Discard ${language} ${stamp}`);
  for (const [index, [, phone]] of cases.entries()) await insertRequest(names[index]!, phone);
  try {
    for (const [index, [language]] of cases.entries()) {
      const name = names[index]!;
      const t = texts[language];
      await page.addInitScript(
        (chosen) => localStorage.setItem('admin-language', chosen),
        language,
      );
      // Opened from the Overview by the sidebar: Back is a move inside the admin.
      await openEditor(page, '/admin');
      await page.getByRole('complementary').locator('a[href$="/admin/bookings"]').click();
      await expect(page).toHaveURL(/\/admin\/bookings$/);
      await expect(page.getByText(/Loading|Cargando/)).toHaveCount(0);
      const view = page.getByRole('button', { name: `${t.view} ${name}` });
      const dialog = page.getByRole('dialog', { name: `${t.title} ${name}` });
      const note = dialog.getByLabel(t.note);
      const close = dialog.getByRole('button', { name: t.close, exact: true });
      const ask = page.getByRole('alertdialog', { name: t.discardTitle });
      const keepEditing = async () => {
        await expect(ask.getByRole('heading')).toBeVisible();
        await ask.getByRole('button', { name: t.keepEditing }).click();
        await expect(ask).toHaveCount(0);
        await expect(dialog).toHaveAttribute('data-open', '');
        await expect(note).toHaveValue('Typed, not saved');
      };

      // Unchanged, it closes at once.
      await view.click();
      await close.click();
      await expect(dialog).toHaveCount(0);

      await view.click();
      await note.fill('Typed, not saved');
      await page.keyboard.press('Escape');
      await keepEditing();
      // The focus goes back where it was, as in the editors.
      await expect(note).toBeFocused();
      await close.click();
      await keepEditing();
      await expect(close).toBeFocused();
      await page.mouse.click(5, 5);
      await keepEditing();
      await page.evaluate(() => history.back());
      await expect(ask.getByRole('heading')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/bookings$/);
      await keepEditing();

      // A status chosen alone asks too; discarding closes without saving.
      await dialog.getByLabel(t.status).selectOption('confirmed');
      await note.fill('');
      await close.click();
      await ask.getByRole('button', { name: t.discard }).click();
      await expect(dialog).toHaveCount(0);
      expect(await stored(name)).toEqual({ status: 'new', owner_note: null });

      // Back, asked and discarded, goes back.
      await view.click();
      await note.fill('Typed, not saved');
      await page.evaluate(() => history.back());
      await ask.getByRole('button', { name: t.discard }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(dialog).toHaveCount(0);
      expect(await stored(name)).toEqual({ status: 'new', owner_note: null });
    }
  } finally {
    await serviceClient().from('booking_requests').delete().in('name', names);
  }
});

/** The newest toast (sonner lists the newest first; older ones may linger hidden behind it). */
const newestToast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first();

test('an overwrite writes only what this owner changed and says only that: a note keeps their cancellation, a status keeps their note, a status they chose too is not news', async ({
  page,
}) => {
  const name = `Otto Onlymine ${Date.now()}`;
  await insertRequest(name, '(703) 555-0169');
  // What the other admin changes while the dialog is open, what this one changes, the toast, and
  // the request as stored after the overwrite.
  const cases: [
    string,
    Parameters<typeof changeElsewhere>[1],
    { status?: 'confirmed' | 'done'; note?: string },
    string,
    { status: string; owner_note: string | null },
  ][] = [
    [
      'a note typed over their cancellation',
      { status: 'cancelled' },
      { note: 'Called back: wants Sunday' },
      'Note saved',
      { status: 'cancelled', owner_note: 'Called back: wants Sunday' },
    ],
    [
      'a status chosen over their note',
      { owner_note: 'Their note: Monday 9 AM' },
      { status: 'confirmed' },
      'Marked as confirmed',
      { status: 'confirmed', owner_note: 'Their note: Monday 9 AM' },
    ],
    [
      'a note emptied over their status',
      { status: 'cancelled' },
      { note: '' },
      'Note removed',
      { status: 'cancelled', owner_note: null },
    ],
    [
      'the status they chose too, and a note',
      { status: 'confirmed' },
      { status: 'confirmed', note: 'Called back: Saturday' },
      'Note saved',
      { status: 'confirmed', owner_note: 'Called back: Saturday' },
    ],
    [
      'the status they chose too, alone',
      { status: 'done' },
      { status: 'done' },
      'Nothing changed: someone else had made the same change',
      { status: 'done', owner_note: 'Called back: Saturday' },
    ],
  ];
  try {
    await openEditor(page, '/admin/bookings');
    const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
    for (const [what, theirs, mine, said, after] of cases) {
      await page.getByRole('button', { name: `View request from ${name}` }).click();
      await changeElsewhere(name, theirs);
      if (mine.status) await dialog.getByLabel('Status').selectOption(mine.status);
      if (mine.note !== undefined) {
        await dialog.getByLabel('Your note (only you see it)').fill(mine.note);
      }
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByRole('button', { name: 'Overwrite' }).click();
      // All it says: 'Note saved', not 'Marked as confirmed; note saved'.
      await expect(newestToast(page), what).toHaveText(said);
      await expect(dialog).toHaveCount(0);
      expect(await stored(name), what).toEqual(after);
    }
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});
