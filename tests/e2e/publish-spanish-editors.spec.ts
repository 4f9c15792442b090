import { expect, test, type Page } from './support/test.ts';
import { signInAs } from './support/auth.ts';
import { holdRequests, tabTo } from './support/editors.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';
import { adminClient, e2eAdmin } from './support/stack.ts';

// The editor framework in Spanish (docs/architecture.md#admin-language), on the FAQ editor: its
// validation message, toasts, history, delete question, Recently deleted and unsaved-changes
// question. The leak scans cover what the framework draws (the dialog's own texts, the card, the
// confirmations); the FAQ page's own labels are the FAQ page's. It writes FAQs (and publishes
// them), so it runs in the publish project, and removes the FAQ it added.

const key = `e2e-spanish-${Date.now()}`;
const question = { en: 'Pets on board? (e2e)', es: '¿Mascotas a bordo? (e2e)' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
});

/** Adds an FAQ in both languages at the end of the list. */
async function addFaq(): Promise<void> {
  const admin = await adminClient();
  const { data } = await admin
    .from('faq_items')
    .select('display_order')
    .order('display_order', { ascending: false })
    .limit(1);
  const order = (data?.[0]?.display_order ?? 0) + 1;
  const { error } = await admin.from('faq_items').insert(
    (['en', 'es'] as const).map((language) => ({
      faq_key: key,
      language,
      question: question[language],
      answer: language === 'en' ? 'Yes, in a carrier. (e2e)' : 'Sí, en transportín. (e2e)',
      display_order: order,
      is_active: true,
    })),
  );
  if (error) throw new Error(error.message);
}

async function removeFaq(): Promise<void> {
  const admin = await adminClient();
  await admin.from('faq_items').delete().eq('faq_key', key);
}

async function openFaqs(page: Page): Promise<void> {
  await signInAs(page, e2eAdmin);
  await page.goto('/admin/faqs');
  await expect(card(page)).toBeVisible();
}

// The Spanish admin names an entry by its Spanish version.
const card = (page: Page) => page.getByRole('region', { name: question.es });
const dialog = (page: Page) => page.getByRole('dialog');
const group = (page: Page, name: 'Inglés' | 'Español') => dialog(page).getByRole('group', { name });

test('the FAQ editor speaks Spanish: card, validation, save toast, history and unsaved changes', async ({
  page,
}) => {
  await addFaq();
  try {
    await openFaqs(page);
    await expect(card(page).getByText('Activo')).toHaveCount(2);
    await expectNoEnglish(page, card(page));

    await card(page)
      .getByRole('button', { name: /^Editar/ })
      .click();
    await expect(group(page, 'Inglés')).toBeVisible();
    const spanishQuestion = group(page, 'Español').getByRole('textbox').first();
    await spanishQuestion.fill('   ');
    await dialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(spanishQuestion).toHaveAttribute('aria-invalid', 'true');
    await expect(spanishQuestion).toHaveAccessibleDescription('Este campo es obligatorio.');
    await expect(group(page, 'Español').getByText('Este campo es obligatorio.')).toBeVisible();
    for (const part of [
      group(page, 'Español').getByText('Este campo es obligatorio.'),
      dialog(page).getByRole('button', { name: 'Guardar cambios' }),
      dialog(page).getByRole('button', { name: 'Cancelar' }),
      dialog(page).getByRole('button', { name: 'Historial' }),
    ]) {
      await expectNoEnglish(page, part);
    }

    // Typed changes are guarded by a Spanish question.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: '¿Descartar los cambios sin guardar?' });
    await expect(discard.getByRole('button', { name: 'Descartar cambios' })).toBeVisible();
    await expectNoEnglish(page, discard);
    await discard.getByRole('button', { name: 'Seguir editando' }).click();

    const renamed = '¿Se admiten mascotas a bordo? (e2e)';
    await spanishQuestion.fill(renamed);
    await dialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    const saved = page.getByText('La pregunta frecuente se actualizó correctamente');
    await expect(saved).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    // The History view: who, when (Spanish date, ET) and what changed, all in Spanish. The card
    // is named by its Spanish question, the one just saved.
    await page
      .getByRole('region', { name: renamed })
      .getByRole('button', { name: /^Editar/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Historial' }).click();
    const versions = dialog(page).getByRole('list', { name: 'Versiones' });
    const latest = versions.getByRole('listitem').first();
    await expect(latest.getByRole('heading')).toHaveText(`Editada por ${e2eAdmin.email}`);
    await expect(latest.locator('time')).toHaveText(
      /^\d{1,2}\s[a-z]{3,4}\.?\s\d{4},\s\d{1,2}:\d{2}\s[ap]\.\sm\.\sET$/,
    );
    await expect(latest.getByRole('term')).toHaveText('Español · Pregunta');
    await expect(latest.getByText('Versión actual')).toBeVisible();
    await expectNoEnglish(page, dialog(page));
    await dialog(page).getByRole('button', { name: 'Volver a editar' }).click();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog(page)).toHaveCount(0);
  } finally {
    await removeFaq();
  }
});

test('after "Load their version" in the Spanish admin, the typed text is offered back in Spanish', async ({
  page,
}) => {
  await addFaq();
  try {
    await openFaqs(page);
    await card(page)
      .getByRole('button', { name: /^Editar/ })
      .click();
    const spanishQuestion = group(page, 'Español').getByLabel('Pregunta');
    // Elsewhere, meanwhile: a new Spanish question.
    const admin = await adminClient();
    await admin
      .from('faq_items')
      .update({ question: '¿Su pregunta? (e2e)' })
      .eq('faq_key', key)
      .eq('language', 'es');
    await spanishQuestion.fill('¿Mi pregunta? (e2e)');
    await dialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    const notice = dialog(page).getByRole('alert');
    await expect(notice).toContainText('lo que usted escribió queda bajo cada campo de texto');
    await expectNoEnglish(page, notice);

    await notice.getByRole('button', { name: 'Cargar la otra versión' }).click();
    await expect(spanishQuestion).toHaveValue('¿Su pregunta? (e2e)');
    await expect(spanishQuestion).toHaveAccessibleDescription('Su texto: ¿Mi pregunta? (e2e)');
    await expectNoEnglish(page, dialog(page));
    await group(page, 'Español').getByRole('button', { name: 'Usar el mío en «Pregunta»' }).click();
    await expect(spanishQuestion).toHaveValue('¿Mi pregunta? (e2e)');
    await expect(spanishQuestion).toBeFocused();
  } finally {
    await removeFaq();
  }
});

test('deleting an FAQ asks in Spanish, and Recently deleted brings it back', async ({ page }) => {
  await addFaq();
  try {
    await openFaqs(page);
    await card(page)
      .getByRole('button', { name: /^Eliminar/ })
      .focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta pregunta frecuente?' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(confirm).toContainText(
      `«${question.es}» se quitará de la página en inglés y la página en español.`,
    );
    await expectNoEnglish(page, confirm);
    // By the keyboard, each write held on its way: the pressed button keeps the focus meanwhile.
    let release = await holdRequests(page, '**/rest/v1/faq_items**', 'DELETE');
    await tabTo(page, confirm.getByRole('button', { name: 'Eliminar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Eliminando...' })).toBeFocused();
    release();
    await expect(page.getByText('La pregunta frecuente se eliminó correctamente')).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    // It was the last: the FAQ before it, now the last, has the focus.
    await expect(page.getByRole('button', { name: /^Editar «/ }).last()).toBeFocused();

    const deleted = page.getByRole('region', { name: 'Eliminados recientemente' });
    const item = deleted.getByRole('listitem').filter({ hasText: question.es });
    await expect(item).toContainText(/Se eliminó el \d{1,2}\s[a-z]{3,4}\.?\s\d{4},\s.*\sET por /);
    await expectNoEnglish(page, deleted);
    release = await holdRequests(page, '**/rest/v1/rpc/restore_deleted', 'POST');
    await item.getByRole('button', { name: /^Restaurar/ }).focus();
    await page.keyboard.press('Enter');
    await expect(item.getByRole('button', { name: /^Restaurando\.\.\./ })).toBeFocused();
    release();
    await expect(page.getByText(`Se restauró «${question.es}»`)).toBeVisible();
    await expect(card(page)).toBeVisible();
    // It left Recently deleted with its Restaurar: the restored FAQ's Editar has the focus.
    await expect(card(page).getByRole('button', { name: `Editar «${question.es}»` })).toBeFocused();

    // The Overview's Recent changes names it in Spanish too, as written in Spanish.
    await page.goto('/admin');
    const deletion = page
      .getByRole('region', { name: 'Cambios recientes' })
      .getByRole('listitem')
      .filter({ hasText: 'eliminó la pregunta frecuente' })
      .filter({ hasText: question.es });
    await expect(deletion).toHaveCount(1);
    await expect(deletion.locator('[lang="es"]')).toHaveText(question.es);
  } finally {
    await removeFaq();
  }
});
