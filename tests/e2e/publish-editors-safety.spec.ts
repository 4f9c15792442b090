import {
  devices,
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
} from './support/test.ts';
import { newAdmin, signInThroughForm, signOutInAnotherTab, storageKey } from './support/auth.ts';
import {
  editDialog,
  holdRequests,
  languageGroup,
  openEditor,
  toastWith,
} from './support/editors.ts';
import { statusPill } from './support/publish-status.ts';
import {
  adminClient,
  databaseRevision,
  serviceClient,
  waitForSiteRevision,
} from './support/stack.ts';

// "Nothing lost": conflicts, Undo, the unsaved-changes guard, Copy from English and a refused
// write, on the real stack. Each test puts back what it changed.

type Box = { x: number; y: number; width: number; height: number };
type Faq = { id: string; faq_key: string; language: string; question: string; answer: string };

async function firstFaq(): Promise<{ en: Faq; es: Faq }> {
  const admin = await adminClient();
  const { data, error } = await admin.from('faq_items').select('*').order('display_order');
  if (error) throw new Error(error.message);
  const rows = data as Faq[];
  const en = rows.find((r) => r.language === 'en')!;
  return { en, es: rows.find((r) => r.language === 'es' && r.faq_key === en.faq_key)! };
}

/** The FAQ's question and answer in each language, as stored now. */
async function storedTexts(faq: { en: Faq; es: Faq }): Promise<Record<'en' | 'es', string[]>> {
  const admin = await adminClient();
  const { data, error } = await admin
    .from('faq_items')
    .select('id, question, answer')
    .in('id', [faq.en.id, faq.es.id]);
  if (error) throw new Error(error.message);
  const texts = (id: string) => {
    const row = (data as Faq[]).find((stored) => stored.id === id)!;
    return [row.question, row.answer];
  };
  return { en: texts(faq.en.id), es: texts(faq.es.id) };
}

/** Puts the FAQ's questions and answers back as `firstFaq` found them. */
async function putBackTexts(faq: { en: Faq; es: Faq }): Promise<void> {
  const admin = await adminClient();
  for (const row of [faq.en, faq.es]) {
    await admin
      .from('faq_items')
      .update({ question: row.question, answer: row.answer })
      .eq('id', row.id);
  }
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

async function openFaq(page: Page, question: string) {
  await openEditor(page, '/admin/faqs');
  await card(page, question).getByRole('button', { name: /^Edit/ }).click();
  await expect(editDialog(page).getByRole('heading')).toBeVisible();
}

/**
 * Opens `en`'s FAQ, saves `theirs` ([row, texts]) meanwhile as another tab would, types the
 * owner's `texts` ([language, label, text]) and saves: the dialog's conflict notice.
 */
async function saveOverAChange(
  page: Page,
  en: Faq,
  theirs: [Faq, Partial<Pick<Faq, 'question' | 'answer'>>][],
  texts: ['English' | 'Spanish', 'Question' | 'Answer', string][],
) {
  await openFaq(page, en.question);
  const admin = await adminClient();
  for (const [row, change] of theirs) {
    const { error } = await admin.from('faq_items').update(change).eq('id', row.id);
    if (error) throw new Error(error.message);
  }
  for (const [language, label, text] of texts) {
    await languageGroup(page, language).getByLabel(label).fill(text);
  }
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  return editDialog(page).getByRole('alert');
}

test('a save over a change made elsewhere is refused, and "Load their version" shows theirs', async ({
  page,
}) => {
  const { en, es } = await firstFaq();
  const admin = await adminClient();
  try {
    const notice = await saveOverAChange(
      page,
      en,
      [[es, { question: '¿Su versión?' }]],
      [
        ['English', 'Question', 'My English question'],
        ['Spanish', 'Question', '¿Mi versión?'],
      ],
    );
    await expect(notice).toContainText('changed by someone else');
    // The notice says it, with no toast over it (docs/product.md#messages).
    await expect(toastWith(page, 'Error updating FAQ')).toHaveCount(0);
    const { data } = await admin.from('faq_items').select('id, question').in('id', [en.id, es.id]);
    expect(Object.fromEntries(data!.map((r) => [r.id, r.question]))).toEqual({
      [en.id]: en.question,
      [es.id]: '¿Su versión?',
    });

    await notice.getByRole('button', { name: 'Load their version' }).click();
    // The notice is gone: focus goes to the first field, not the page's start.
    await expect(languageGroup(page, 'English').getByLabel('Question')).toBeFocused();
    await expect(languageGroup(page, 'Spanish').getByLabel('Question')).toHaveValue('¿Su versión?');
    await expect(languageGroup(page, 'English').getByLabel('Question')).toHaveValue(en.question);

    // Against their version as the new baseline, the next save goes through.
    await languageGroup(page, 'Spanish').getByLabel('Question').fill('¿Mi versión final?');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
  } finally {
    await admin.from('faq_items').update({ question: es.question }).eq('id', es.id);
    await admin.from('faq_items').update({ question: en.question }).eq('id', en.id);
  }
});

// An owner's trial: 'Load their version' replaced the form and what the owner had typed was lost.
// Each text field typed differently keeps the owner's text under it, with 'Use mine'
// (docs/product.md#editors).
test('after "Load their version" each field typed differently offers the owner\'s text back, and "Use mine" saves it', async ({
  page,
}) => {
  const { en, es } = await firstFaq();
  try {
    // Elsewhere, meanwhile: a new Spanish question and a new English answer.
    const notice = await saveOverAChange(
      page,
      en,
      [
        [es, { question: '¿Su versión?' }],
        [en, { answer: 'Their answer.' }],
      ],
      [
        ['English', 'Question', 'My English question'],
        ['English', 'Answer', 'My answer.'],
        ['Spanish', 'Question', '¿Mi versión?'],
      ],
    );
    const english = languageGroup(page, 'English');
    const spanish = languageGroup(page, 'Spanish');
    await expect(notice).toContainText('what you typed stays under each text field');

    await notice.getByRole('button', { name: 'Load their version' }).click();
    await expect(english.getByLabel('Question')).toBeFocused();
    await expect(english.getByLabel('Question')).toHaveValue(en.question);
    await expect(english.getByLabel('Answer')).toHaveValue('Their answer.');
    await expect(spanish.getByLabel('Question')).toHaveValue('¿Su versión?');
    // Under each field typed differently, the owner's text; the field is described by it.
    await expect(english.getByLabel('Question')).toHaveAccessibleDescription(
      'Your text: My English question',
    );
    await expect(english.getByLabel('Answer')).toHaveAccessibleDescription('Your text: My answer.');
    await expect(spanish.getByLabel('Question')).toHaveAccessibleDescription(
      'Your text: ¿Mi versión?',
    );
    // Not typed, nothing to offer.
    await expect(spanish.getByText('Your text:')).toHaveCount(1);
    await expect(spanish.getByLabel('Answer')).toHaveAccessibleDescription('');

    // By the keyboard: 'Use mine' puts the text back, and focus goes to the field it filled.
    const useMine = spanish.getByRole('button', { name: 'Use mine for “Question”' });
    await useMine.focus();
    await page.keyboard.press('Enter');
    await expect(spanish.getByLabel('Question')).toHaveValue('¿Mi versión?');
    await expect(spanish.getByLabel('Question')).toBeFocused();
    await expect(useMine).toHaveCount(0);
    await expect(spanish.getByText('Your text:')).toHaveCount(0);
    await english.getByRole('button', { name: 'Use mine for “Question”' }).click();
    await expect(english.getByLabel('Question')).toHaveValue('My English question');
    // Their answer is kept: its own offer stays until the dialog closes.
    await expect(english.getByRole('button', { name: 'Use mine for “Answer”' })).toBeVisible();

    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
    expect(await storedTexts({ en, es })).toEqual({
      en: ['My English question', 'Their answer.'],
      es: ['¿Mi versión?', es.answer],
    });
  } finally {
    await putBackTexts({ en, es });
  }
});

// An owner's trial (keyboard only): after 'Load their version' the form equals the saved entry, so
// Escape closed the dialog at once and the texts offered under the fields, the owner's typing,
// were gone without a word. They count as unsaved changes: closing asks first.
test('after "Load their version", closing asks before the texts offered back are discarded', async ({
  page,
}) => {
  const { en, es } = await firstFaq();
  try {
    const notice = await saveOverAChange(
      page,
      en,
      [[en, { answer: 'Their answer.' }]],
      [['English', 'Answer', 'My answer, typed with care.']],
    );
    const english = languageGroup(page, 'English');
    await notice.getByRole('button', { name: 'Load their version' }).click();
    await expect(english.getByLabel('Answer')).toHaveValue('Their answer.');
    await expect(english.getByLabel('Question')).toBeFocused();

    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(ask.getByRole('heading')).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).press('Enter');
    await expect(ask).toHaveCount(0);
    await expect(english.getByLabel('Question')).toBeFocused();
    await expect(english.getByLabel('Answer')).toHaveAccessibleDescription(
      'Your text: My answer, typed with care.',
    );

    // Discarded on purpose, the dialog closes and focus is back on the entry's Edit.
    await editDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await storedTexts({ en, es })).en).toEqual([en.question, 'Their answer.']);
  } finally {
    await putBackTexts({ en, es });
  }
});

// An owner's trial: a field emptied showed 'Your text: —', which could have been a dash typed.
// The Expenses page's dialog is an editor's too, and loads no History texts.
test('a field the owner emptied is offered back as "(empty)" in words, in English and in Spanish', async ({
  page,
}) => {
  const admin = await adminClient();
  const name = 'Van insurance (e2e)';
  const { data, error } = await admin
    .from('expenses')
    .insert({ name, vendor: 'GEICO', amount: 189.5, frequency: 'monthly' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const { id } = data;
  const words = {
    en: {
      edit: `Edit “${name}”`,
      vendor: 'Vendor (optional)',
      save: 'Save Changes',
      load: 'Load their version',
      empty: 'Your text: (empty)',
      cancel: 'Cancel',
    },
    es: {
      edit: `Editar «${name}»`,
      vendor: 'Proveedor (opcional)',
      save: 'Guardar cambios',
      load: 'Cargar la otra versión',
      empty: 'Su texto: (vacío)',
      cancel: 'Cancelar',
    },
  };
  try {
    await openEditor(page, '/admin/expenses');
    for (const lang of ['en', 'es'] as const) {
      const text = words[lang];
      if (lang === 'es') {
        await page.evaluate(() => localStorage.setItem('admin-language', 'es'));
        await page.reload();
      }
      await page.getByRole('button', { name: text.edit }).first().click();
      const vendor = editDialog(page).getByLabel(text.vendor);
      await expect(vendor).toHaveValue(lang === 'en' ? 'GEICO' : 'Their vendor (en)');
      // Elsewhere, meanwhile: a new vendor; here the owner empties it.
      await admin
        .from('expenses')
        .update({ vendor: `Their vendor (${lang})` })
        .eq('id', id);
      await vendor.fill('');
      await editDialog(page).getByRole('button', { name: text.save }).click();
      await editDialog(page).getByRole('alert').getByRole('button', { name: text.load }).click();
      await expect(vendor).toHaveValue(`Their vendor (${lang})`);
      // What the owner typed there was nothing: said in words, muted and in italics, as the
      // History says an empty value, never a dash the owner could have typed.
      await expect(vendor).toHaveAccessibleDescription(text.empty);
      const empty = editDialog(page).getByText(text.empty.split(': ')[1]!, { exact: true });
      await expect(empty).toHaveCSS('font-style', 'italic');
      await expect(editDialog(page)).not.toContainText('—');
      await editDialog(page).getByRole('button', { name: text.cancel }).click();
      await expect(editDialog(page)).toHaveCount(0);
    }
  } finally {
    await admin.from('expenses').delete().eq('id', id);
  }
});

test('an Edit opened again before the list is read after a save starts from that save, and saves without a conflict', async ({
  page,
}) => {
  // From a trial: a quick owner's second save of the same entry was refused as 'changed by someone
  // else' (their own first save) when the dialog opened before the list's reread had answered.
  const { en, es } = await firstFaq();
  const admin = await adminClient();
  try {
    await openFaq(page, en.question);
    await languageGroup(page, 'English').getByLabel('Answer').fill('First answer.');
    // The list's reread after the save is held, as on a slow phone connection.
    const release = await holdRequests(page, '**/rest/v1/faq_items**', 'GET');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog(page)).toHaveCount(0);
    await card(page, en.question).getByRole('button', { name: /^Edit/ }).click();
    const answer = languageGroup(page, 'English').getByLabel('Answer');
    await expect(answer).toHaveValue('First answer.');
    release();
    await answer.fill('Second answer.');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog(page)).toHaveCount(0);
    const { data } = await admin.from('faq_items').select('answer').eq('id', en.id).single();
    expect(data!.answer).toBe('Second answer.');
  } finally {
    await admin.from('faq_items').update({ answer: en.answer }).eq('id', en.id);
    await admin.from('faq_items').update({ answer: es.answer }).eq('id', es.id);
  }
});

test('"Overwrite" replaces the other version with what was typed', async ({ page }) => {
  const { en, es } = await firstFaq();
  const admin = await adminClient();
  try {
    await openFaq(page, en.question);
    await admin.from('faq_items').update({ answer: 'Su respuesta.' }).eq('id', es.id);
    await languageGroup(page, 'Spanish').getByLabel('Answer').fill('Mi respuesta.');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    // The overwriting save is held on its way: the notice is gone, focus is on Save meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/faq_items**', async (route) => {
      if (route.request().method() === 'PATCH') await held;
      return route.fallback();
    });
    await editDialog(page).getByRole('button', { name: 'Overwrite' }).click();
    await expect(editDialog(page).getByRole('button', { name: 'Saving...' })).toBeFocused();
    release();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
    // Closed, the dialog gives focus back to the Edit button that opened it.
    await expect(
      card(page, en.question).getByRole('button', { name: `Edit “${en.question}”` }),
    ).toBeFocused();
    const { data } = await admin.from('faq_items').select('answer').eq('id', es.id).single();
    expect(data!.answer).toBe('Mi respuesta.');
  } finally {
    await admin.from('faq_items').update({ answer: es.answer }).eq('id', es.id);
  }
});

test('"Overwrite" writes what was typed over their version and keeps their other changes', async ({
  page,
}) => {
  const { en, es } = await firstFaq();
  const admin = await adminClient();
  // A short window: the form scrolls, and the notice at its end must come into view.
  await page.setViewportSize({ width: 1280, height: 480 });
  try {
    await openFaq(page, en.question);
    // Elsewhere, meanwhile: a new English answer and a new Spanish question.
    await admin.from('faq_items').update({ answer: 'Their English answer.' }).eq('id', en.id);
    await admin.from('faq_items').update({ question: '¿Su pregunta?' }).eq('id', es.id);
    await languageGroup(page, 'English').getByLabel('Question').fill('My English question?');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    // Both languages changed elsewhere: the notice names the entry.
    const notice = editDialog(page).getByRole('alert');
    await expect(notice).toContainText('This entry was changed by someone else');
    await expect(notice).toBeInViewport();
    await notice.getByRole('button', { name: 'Overwrite' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
    expect(await storedTexts({ en, es })).toEqual({
      en: ['My English question?', 'Their English answer.'],
      es: ['¿Su pregunta?', es.answer],
    });
  } finally {
    await putBackTexts({ en, es });
  }
});

test('another tab saving only the English makes one "Overwrite" save the whole entry', async ({
  page,
}) => {
  const { en, es } = await firstFaq();
  const admin = await adminClient();
  const tabB = await page.context().newPage();
  try {
    await openFaq(page, en.question);
    await openFaq(tabB, en.question);
    await languageGroup(tabB, 'English').getByLabel('Question').fill('Tab B question?');
    await editDialog(tabB).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(tabB, 'FAQ updated successfully')).toBeVisible();
    await tabB.close();

    await languageGroup(page, 'English').getByLabel('Question').fill('Tab A question?');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    const notice = editDialog(page).getByRole('alert');
    await expect(notice).toContainText('The English version was changed by someone else');
    await notice.getByRole('button', { name: 'Overwrite' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);
    const { data } = await admin.from('faq_items').select('id, question').in('id', [en.id, es.id]);
    expect(Object.fromEntries(data!.map((r) => [r.id, r.question]))).toEqual({
      [en.id]: 'Tab A question?',
      [es.id]: es.question,
    });
  } finally {
    await admin.from('faq_items').update({ question: en.question }).eq('id', en.id);
  }
});

test('when the English write fails, the Spanish is saved, the toast says which, and the English stays typed', async ({
  page,
}) => {
  const { en, es } = await firstFaq();
  const admin = await adminClient();
  try {
    await openFaq(page, en.question);
    // The English row's write is cut off, as a dropped connection would; the rest goes through.
    await page.route(
      (url) =>
        url.pathname.endsWith('/rest/v1/faq_items') && url.searchParams.get('id') === `eq.${en.id}`,
      (route) =>
        route.request().method() === 'PATCH'
          ? route.abort('internetdisconnected')
          : route.fallback(),
    );
    await languageGroup(page, 'English').getByLabel('Question').fill('Unsent English?');
    await languageGroup(page, 'Spanish').getByLabel('Question').fill('¿Español guardado?');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();

    const failure = toastWith(page, 'Error updating FAQ');
    await expect(failure).toContainText('The English version was not saved');
    await expect(failure).toContainText('(Spanish saved.)');
    await expect(languageGroup(page, 'English').getByLabel('Question')).toHaveValue(
      'Unsent English?',
    );
    const { data } = await admin.from('faq_items').select('id, question').in('id', [en.id, es.id]);
    expect(Object.fromEntries(data!.map((r) => [r.id, r.question]))).toEqual({
      [en.id]: en.question,
      [es.id]: '¿Español guardado?',
    });

    // Back online, Save sends the English against the saved Spanish as the new baseline.
    await page.unrouteAll();
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
    const { data: now } = await admin
      .from('faq_items')
      .select('id, question')
      .in('id', [en.id, es.id]);
    expect(Object.fromEntries(now!.map((r) => [r.id, r.question]))).toEqual({
      [en.id]: 'Unsent English?',
      [es.id]: '¿Español guardado?',
    });
  } finally {
    await admin.from('faq_items').update({ question: en.question }).eq('id', en.id);
    await admin.from('faq_items').update({ question: es.question }).eq('id', es.id);
  }
});

test('Undo after a save puts the previous text back on the public page', async ({ page }) => {
  const admin = await adminClient();
  const { data: hero } = await admin.from('hero_content').select('*').eq('language', 'en').single();
  const original = hero!.title as string;
  try {
    await openEditor(page, '/admin/hero');
    await page.getByRole('button', { name: 'Edit hero content (EN)' }).click();
    await languageGroup(page, 'English')
      .getByLabel('Title', { exact: true })
      .fill('A title to undo');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Hero content updated successfully')
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(toastWith(page, 'Change undone')).toBeVisible();
    await expect(page.getByRole('region', { name: 'English hero' })).toContainText(original);
    // The Undo button is gone with its toast: focus is back on the Edit button used.
    await expect(page.getByRole('button', { name: 'Edit hero content (EN)' })).toBeFocused();

    await waitForSiteRevision(page.request, await databaseRevision(admin));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
  } finally {
    await admin.from('hero_content').update({ title: original }).eq('id', hero!.id);
  }
});

test('by the keyboard, Undo puts focus on the Edit button, and it stays there once the toast has gone', async ({
  page,
}) => {
  const { en } = await firstFaq();
  const admin = await adminClient();
  try {
    await openFaq(page, en.question);
    await languageGroup(page, 'English').getByLabel('Answer').fill('An answer to undo');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    const edit = card(page, en.question).getByRole('button', { name: /^Edit/ });
    await expect(edit).toBeFocused();
    // Tab on from the Edit button, past the rest of the list, to the toast's Undo.
    const undo = toastWith(page, 'FAQ updated successfully').getByRole('button', {
      name: 'Undo',
    });
    for (
      let tabs = 0;
      tabs < 60 && !(await undo.evaluate((b) => b === document.activeElement));
      tabs++
    )
      await page.keyboard.press('Tab');
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Change undone')).toBeVisible();
    await expect(edit).toBeFocused();
    // The toast goes a few seconds later; focus does not go with it to where Tab came from.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expect(edit).toBeFocused();
  } finally {
    await admin.from('faq_items').update({ answer: en.answer }).eq('id', en.id);
    await waitForSiteRevision(page.request, await databaseRevision(admin));
  }
});

/** Rows of text `locator` occupies on screen (1: nothing wraps). */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const device of ['a laptop', 'a 390 × 664 phone'] as const) {
  test(`on ${device}, a save's toast sits clear of the publish status, its Undo is one line, and Undo's outcome replaces it`, async ({
    page: laptop,
    browser,
    baseURL,
  }) => {
    const phone = device !== 'a laptop';
    const page = phone
      ? await (
          await browser.newContext({
            ...devices['Pixel 7'],
            viewport: { width: 390, height: 664 },
            baseURL,
          })
        ).newPage()
      : laptop;
    // Without the slide-in, the toast is measured where it rests.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const admin = await adminClient();
    const { data: hero } = await admin
      .from('hero_content')
      .select('*')
      .eq('language', 'en')
      .single();
    const original = hero!.title as string;
    try {
      await openEditor(page, '/admin/hero');
      await page.getByRole('button', { name: 'Edit hero content (EN)' }).click();
      await languageGroup(page, 'English')
        .getByLabel('Title', { exact: true })
        .fill(`A title to undo on ${device}`);
      await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
      const saved = toastWith(page, 'Hero content updated successfully');
      const undo = saved.getByRole('button', { name: 'Undo' });
      await expect(undo).toBeVisible();
      expect(await linesOf(undo)).toBe(1);
      const status = (await statusPill(page).boundingBox())!;
      expect(overlap((await saved.boundingBox())!, status)).toBe(false);

      // The answer takes the saved toast's place: one toast, not two stacked.
      await undo.click();
      await expect(toastWith(page, 'Change undone')).toBeVisible();
      await expect(saved).toHaveCount(0);
      await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'English hero' })).toContainText(original);
    } finally {
      await admin.from('hero_content').update({ title: original }).eq('id', hero!.id);
      await waitForSiteRevision(page.request, await databaseRevision(admin));
      if (phone) await page.context().close();
    }
  });
}

test('closing a dialog with unsaved changes asks first, and keeps them on "Keep editing"', async ({
  page,
}) => {
  const { en } = await firstFaq();
  await openFaq(page, en.question);
  // Unchanged, it closes at once.
  await page.keyboard.press('Escape');
  await expect(editDialog(page)).toHaveCount(0);

  await card(page, en.question).getByRole('button', { name: /^Edit/ }).click();
  const question = languageGroup(page, 'English').getByLabel('Question');
  await question.fill('Typed but not saved');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(question).toHaveValue('Typed but not saved');

  await editDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await firstFaq()).en.question).toBe(en.question);
});

test('"Copy from English" fills a deleted Spanish version back in', async ({ page }) => {
  const { en, es } = await firstFaq();
  const admin = await adminClient();
  await admin.from('faq_items').delete().eq('id', es.id);
  try {
    await openEditor(page, '/admin');
    await expect(page.getByRole('region', { name: 'Needs Spanish' })).toContainText('FAQs (1)');

    await openFaq(page, en.question);
    await expect(card(page, en.question)).toContainText('Needs Spanish');
    await editDialog(page).getByRole('button', { name: 'Copy from English' }).click();
    const question = languageGroup(page, 'Spanish').getByLabel('Question');
    await expect(question).toHaveValue(en.question);
    await question.fill(es.question);
    await languageGroup(page, 'Spanish').getByLabel('Answer').fill(es.answer);
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
    await expect(card(page, en.question)).not.toContainText('Needs Spanish');
    const { data } = await admin
      .from('faq_items')
      .select('question, answer, is_active')
      .eq('faq_key', en.faq_key)
      .eq('language', 'es')
      .single();
    expect(data).toEqual({ question: es.question, answer: es.answer, is_active: true });
  } finally {
    const { data } = await admin.from('faq_items').select('id').eq('faq_key', en.faq_key);
    if (data!.length < 2) {
      const { id: _id, ...row } = es;
      await admin.from('faq_items').insert(row as never);
    }
  }
});

test('a write the database refuses (the admin role was revoked) is a toast, and the input stays', async ({
  page,
}) => {
  const user = await newAdmin();
  const { en } = await firstFaq();
  await openEditor(page, '/admin/faqs', user);
  await card(page, en.question).getByRole('button', { name: /^Edit/ }).click();
  const service = serviceClient();
  const { data: users } = await service.auth.admin.listUsers();
  const id = users.users.find((u) => u.email === user.email)!.id;
  await service.from('user_roles').delete().eq('user_id', id);

  const answer = languageGroup(page, 'English').getByLabel('Answer');
  await answer.fill('Not allowed any more');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating FAQ')).toContainText('refused');
  await expect(answer).toHaveValue('Not allowed any more');
  expect((await firstFaq()).en.answer).toBe(en.answer);
});

/**
 * An admin of its own opens the first FAQ's dialog and types an answer, then signs out in another
 * tab of the same browser, which ends the session here too: this page says so and keeps the dialog
 * (its sign-in dialog is closed here, to sign in from the other tab).
 */
async function endSessionWithChangesOpen(page: Page, context: BrowserContext) {
  const user = await newAdmin();
  const { en } = await firstFaq();
  await openEditor(page, '/admin/faqs', user);
  await card(page, en.question).getByRole('button', { name: /^Edit/ }).click();
  const answer = languageGroup(page, 'English').getByLabel('Answer');
  await answer.fill('Typed before the session ended');
  const other = await signOutInAnotherTab(context);
  // The sign-in dialog opens over the editor's (publish-session-sign-in.spec.ts signs in there);
  // closed, the toast says the session has ended.
  const signIn = page.getByRole('dialog', { name: 'Sign in to save your changes' });
  await signIn.getByRole('button', { name: 'Cancel' }).click();
  await expect(toastWith(page, 'Your session has ended')).toBeVisible();
  return { user, en, answer, other };
}

test('a session that ends while a dialog holds changes keeps the page and the text until the owner signs in again', async ({
  context,
  page,
}) => {
  const { user, en, answer, other } = await endSessionWithChangesOpen(page, context);
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await expect(answer).toHaveValue('Typed before the session ended');
  // Signed out, the database refuses the save, which brings the sign-in dialog back (closed here
  // again); the dialog keeps what was typed.
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating FAQ')).toBeVisible();
  const signIn = page.getByRole('dialog', { name: 'Sign in to save your changes' });
  await signIn.getByRole('button', { name: 'Cancel' }).click();
  await expect(signIn).toHaveCount(0);
  await expect(answer).toHaveValue('Typed before the session ended');
  expect((await firstFaq()).en.answer).toBe(en.answer);

  // Signing in again in the other tab brings the session back here, and the save goes through.
  await other.goto('/auth');
  await signInThroughForm(other, user);
  await other.waitForURL('/admin');
  await expect(toastWith(page, 'Your session has ended')).toHaveCount(0);
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
  expect((await firstFaq()).en.answer).toBe('Typed before the session ended');

  const admin = await adminClient();
  await admin.from('faq_items').update({ answer: en.answer }).eq('id', en.id);
});

test('a sign-in in another tab brings the session back here even before this tab sees it in its storage', async ({
  context,
  page,
}) => {
  const { user, other } = await endSessionWithChangesOpen(page, context);

  // Chromium brings another tab's localStorage writes to this tab on one channel and supabase-js's
  // SIGNED_IN message (a BroadcastChannel) on another, so the message can come first. Here this
  // tab's storage keeps reading signed out until its admin check has gone out.
  await page.evaluate((key) => {
    const read = Storage.prototype.getItem;
    const lagging = window as { storageCaughtUp?: boolean };
    lagging.storageCaughtUp = false;
    Storage.prototype.getItem = function (name: string) {
      return name === key && !lagging.storageCaughtUp ? null : read.call(this, name);
    };
  }, storageKey);
  const adminCheck = page.waitForRequest((r) => r.url().includes('/rest/v1/rpc/session_access'));
  await other.goto('/auth');
  await signInThroughForm(other, user);
  await adminCheck;
  await page.evaluate(() => ((window as { storageCaughtUp?: boolean }).storageCaughtUp = true));
  await expect(toastWith(page, 'Your session has ended')).toHaveCount(0);
  await expect(editDialog(page).getByRole('heading')).toBeVisible();
});
