import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import {
  editDialog,
  failWrites,
  holdRequests,
  languageGroup,
  openEditor,
  toastWith,
} from './support/editors.ts';
import { adminClient, databaseRevision, waitForSiteRevision } from './support/stack.ts';

// These tests change FAQs and wait for the rebuilt site, so they run in the publish project (one
// at a time); each puts back what it changed or removes what it added.

type Faq = { id: string; faq_key: string; language: string; question: string; answer: string };

async function faqRows(): Promise<Faq[]> {
  const admin = await adminClient();
  const { data, error } = await admin
    .from('faq_items')
    .select('*')
    .order('display_order')
    .order('language');
  if (error) throw new Error(error.message);
  return data as Faq[];
}

/** The questions the public page in `path` shows, in order, after the site caught up. */
async function publicQuestions(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page
    .locator(`#${sectionIds.faq} summary`)
    .allTextContents()
    .then((all) => all.map((q) => q.trim()));
}

async function waitForPublish(page: Page) {
  await waitForSiteRevision(page.request, await databaseRevision(await adminClient()));
}

/** The FAQ card whose English question is `question`. */
const card = (page: Page, question: string) => page.getByRole('region', { name: question });

test('editing an FAQ in both languages saves both and publishes them to / and /es/', async ({
  page,
}) => {
  const rows = await faqRows();
  const en = rows.find((r) => r.language === 'en')!;
  const es = rows.find((r) => r.language === 'es' && r.faq_key === en.faq_key)!;
  const admin = await adminClient();
  try {
    await openEditor(page, '/admin/faqs');
    await card(page, en.question).getByRole('button', { name: /^Edit/ }).click();
    await expect(editDialog(page).getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();
    await languageGroup(page, 'English').getByLabel('Question').fill('Do you bring water? (e2e)');
    await languageGroup(page, 'Spanish').getByLabel('Question').fill('¿Traen agua? (e2e)');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);

    await page.reload();
    await expect(card(page, 'Do you bring water? (e2e)')).toContainText('¿Traen agua? (e2e)');

    await waitForPublish(page);
    expect(await publicQuestions(page, '/')).toContain('Do you bring water? (e2e)');
    expect(await publicQuestions(page, '/es/')).toContain('¿Traen agua? (e2e)');
  } finally {
    await admin.from('faq_items').update({ question: en.question }).eq('id', en.id);
    await admin.from('faq_items').update({ question: es.question }).eq('id', es.id);
  }
});

test('a failed save shows the failure toast and keeps the dialog with what was typed', async ({
  page,
}) => {
  const en = (await faqRows()).find((r) => r.language === 'en');
  await openEditor(page, '/admin/faqs');
  await card(page, en!.question).getByRole('button', { name: /^Edit/ }).click();
  await failWrites(page, 'faq_items');
  const answer = languageGroup(page, 'English').getByLabel('Answer');
  await answer.fill('An answer that must survive a failed save');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating FAQ')).toContainText('Could not reach the server');
  await expect(answer).toHaveValue('An answer that must survive a failed save');
  await expect(editDialog(page).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect((await faqRows()).find((r) => r.id === en!.id)!.answer).toBe(en!.answer);
});

test('an empty required field is refused at the field, and nothing is saved', async ({ page }) => {
  const en = (await faqRows()).find((r) => r.language === 'en');
  await openEditor(page, '/admin/faqs');
  await card(page, en!.question).getByRole('button', { name: /^Edit/ }).click();
  const question = languageGroup(page, 'Spanish').getByLabel('Question');
  await question.fill('   ');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  await expect(question).toHaveAccessibleDescription('This field is required.');
});

test('an FAQ is added, moved up and deleted, and the public pages follow in both languages', async ({
  page,
}) => {
  await openEditor(page, '/admin/faqs');
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await languageGroup(page, 'English').getByLabel('Question').fill('Is there an e2e question?');
  await languageGroup(page, 'English').getByLabel('Answer').fill('Yes, added by a test.');
  await languageGroup(page, 'Spanish').getByLabel('Question').fill('¿Hay una pregunta e2e?');
  await languageGroup(page, 'Spanish').getByLabel('Answer').fill('Sí, la añadió una prueba.');
  await editDialog(page).getByRole('button', { name: 'Add FAQ' }).click();
  await expect(toastWith(page, 'FAQ added successfully')).toBeVisible();
  const added = card(page, 'Is there an e2e question?');
  await expect(added).toBeVisible();
  await expect(page.locator('#main ol > li').last()).toContainText('Is there an e2e question?');

  // Move up waits while the list is written but keeps the focus: on it after a cut-off move, and
  // on the moved entry's Move up after the move.
  const up = added.getByRole('button', { name: /Move .* up/ });
  await up.focus();
  const cutOff = await holdRequests(page, '**/rest/v1/faq_items**', 'PATCH', true);
  await page.keyboard.press('Enter');
  await expect(up).toHaveAttribute('aria-disabled', 'true');
  await expect(up).toBeFocused();
  cutOff();
  await expect(toastWith(page, 'Error reordering')).toBeVisible();
  await expect(up).not.toHaveAttribute('aria-disabled');
  await expect(page.locator('#main ol > li').last()).toContainText('Is there an e2e question?');
  await expect(up).toBeFocused();
  await page.unrouteAll({ behavior: 'wait' });

  const held = await holdRequests(page, '**/rest/v1/faq_items**', 'PATCH');
  await page.keyboard.press('Enter');
  await expect(up).toHaveAttribute('aria-disabled', 'true');
  await expect(up).toBeFocused();
  held();
  await expect(page.locator('#main ol > li').nth(-2)).toContainText('Is there an e2e question?');
  await expect(up).toBeFocused();

  await waitForPublish(page);
  const en = await publicQuestions(page, '/');
  const es = await publicQuestions(page, '/es/');
  expect(en.at(-2)).toBe('Is there an e2e question?');
  expect(es.at(-2)).toBe('¿Hay una pregunta e2e?');

  await openEditor(page, '/admin/faqs');
  await card(page, 'Is there an e2e question?')
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this FAQ?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'FAQ deleted successfully')).toBeVisible();
  await expect(card(page, 'Is there an e2e question?')).toHaveCount(0);
  await waitForPublish(page);
  expect(await publicQuestions(page, '/')).not.toContain('Is there an e2e question?');
  expect(await publicQuestions(page, '/es/')).not.toContain('¿Hay una pregunta e2e?');
  expect(await publicQuestions(page, '/')).toEqual(
    en.filter((q) => q !== 'Is there an e2e question?'),
  );
});
