import { expect, test, type Locator, type Page } from './support/test.ts';
import { editDialog, languageGroup, openEditor } from './support/editors.ts';

// A package's title typed anew names where the old title is still written in that language: the
// seed says 'Gold' / 'Oro' in Platinum's features, one review and one FAQ answer. Read-only: a new
// title is typed, never saved.

/** Opens the Gold package's dialog in the admin's current language. */
async function openGold(page: Page, button: string, heading: string): Promise<Locator> {
  await openEditor(page, '/admin/packages');
  await page.getByRole('button', { name: button }).click();
  const dialog = editDialog(page);
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  return dialog;
}

test('a renamed package’s note lists where its old title is still written, with links to those editors', async ({
  page,
}) => {
  const dialog = await openGold(page, 'Edit “Gold”', 'Edit Service Package');
  await expect(dialog.getByRole('note')).toHaveCount(0);

  // The texts are read once, on the first change, not per keystroke; the packages' are the
  // page's list, not read again.
  const faqReads: string[] = [];
  const packageReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/faq_items')) faqReads.push(request.url());
    if (request.url().includes('/rest/v1/service_packages')) packageReads.push(request.url());
  });
  const english = languageGroup(page, 'English');
  await english.getByLabel('Title').pressSequentially(' Extra');
  await english.getByLabel('Title').fill('Gold Extraordinary');
  const note = english.getByRole('note');
  await expect(note).toHaveText(
    'Still written “Gold” in: Platinum’s features, 1 review, 1 FAQ answer. Those texts do not change with the title.',
  );
  await expect(note.getByRole('link', { name: '1 review' })).toHaveAttribute(
    'href',
    '/admin/testimonials',
  );
  await expect(note.getByRole('link', { name: '1 FAQ answer' })).toHaveAttribute(
    'href',
    '/admin/faqs',
  );
  // Only the renamed language says so; the Spanish title is unchanged.
  await expect(languageGroup(page, 'Spanish').getByRole('note')).toHaveCount(0);

  // Back to the saved title: no note.
  await english.getByLabel('Title').fill('Gold');
  await expect(dialog.getByRole('note')).toHaveCount(0);
  await english.getByLabel('Title').fill('Golden');
  await expect(note).toBeVisible();
  // The Spanish title's note shares that read.
  const spanish = languageGroup(page, 'Spanish');
  await spanish.getByLabel('Title').fill('Oro Extraordinario');
  await expect(spanish.getByRole('note')).toContainText('Still written “Oro” in:');
  expect(faqReads).toHaveLength(1);
  expect(packageReads).toEqual([]);
});

test('in the Spanish admin the note names the Spanish texts that still say the old title', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  const dialog = await openGold(page, 'Editar «Oro»', 'Editar paquete de servicio');
  await expect(dialog.getByRole('note')).toHaveCount(0);

  const spanish = dialog.getByRole('group', { name: 'Español' });
  await spanish.getByLabel('Título').fill('Oro Profesional Extraordinario');
  const note = spanish.getByRole('note');
  await expect(note).toHaveText(
    'Todavía dice «Oro» en: las características de Platino, 1 reseña, 1 respuesta de preguntas frecuentes. Esos textos no cambian con el título.',
  );
  await expect(note.getByRole('link', { name: '1 reseña' })).toHaveAttribute(
    'href',
    '/admin/testimonials',
  );
  await expect(dialog.getByRole('group', { name: 'Inglés' }).getByRole('note')).toHaveCount(0);

  // Only its capitals changed: the texts that say 'Oro' say 'ORO' as much, so no note.
  await spanish.getByLabel('Título').fill('ORO');
  await expect(spanish.getByRole('note')).toHaveCount(0);
});
