import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import {
  editDialog,
  failWrites,
  languageGroup,
  openEditor,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import { expectNoAxeViolationsDesktopAndPhone } from './support/axe.ts';
import { adminClient } from './support/stack.ts';

// These tests change about cards and wait for the rebuilt site, so they run in the publish project
// (one at a time); each puts back what it changed.

type About = { id: string; section_key: string; language: string; title: string; emoji: string };

/** The English and Spanish rows of the about card with the given English title. */
async function aboutCard(englishTitle: string): Promise<{ en: About; es: About }> {
  const admin = await adminClient();
  const { data, error } = await admin.from('about_sections').select('*');
  if (error) throw new Error(error.message);
  const rows = data as About[];
  const en = rows.find((r) => r.language === 'en' && r.title === englishTitle)!;
  return { en, es: rows.find((r) => r.language === 'es' && r.section_key === en.section_key)! };
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openAbout(page: Page, title: string) {
  await openEditor(page, '/admin/about');
  await card(page, title).getByRole('button', { name: /^Edit/ }).click();
  await expect(editDialog(page).getByRole('heading', { name: 'Edit About Card' })).toBeVisible();
}

/** The about cards of the public page at `path`. */
async function publicCards(page: Page, path: string) {
  await page.goto(path);
  return page.locator(`#${sectionIds.whyUs} li`);
}

test('editing an about card in both languages saves both and publishes them to / and /es/', async ({
  page,
}) => {
  const { en, es } = await aboutCard('We Come to You');
  const admin = await adminClient();
  try {
    await openAbout(page, en.title);
    await languageGroup(page, 'English').getByLabel('Title').fill('We Drive to You (e2e)');
    await languageGroup(page, 'Spanish').getByLabel('Title').fill('Vamos a su casa (e2e)');
    await editDialog(page).getByLabel('Emoji').fill('🚙');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Section updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);

    await page.reload();
    const saved = card(page, 'We Drive to You (e2e)');
    await expect(saved).toContainText('Vamos a su casa (e2e)');
    await expect(saved).toContainText('🚙');

    await waitForPublish(page);
    const english = await publicCards(page, '/');
    await expect(english.filter({ hasText: 'We Drive to You (e2e)' })).toHaveCount(1);
    const spanish = await publicCards(page, '/es/');
    await expect(spanish.filter({ hasText: 'Vamos a su casa (e2e)' })).toHaveCount(1);
  } finally {
    await admin.from('about_sections').update({ title: en.title, emoji: en.emoji }).eq('id', en.id);
    await admin.from('about_sections').update({ title: es.title, emoji: es.emoji }).eq('id', es.id);
  }
});

test('a failed save shows the failure toast and keeps what was typed', async ({ page }) => {
  const { es } = await aboutCard('Licensed and Insured');
  await openAbout(page, 'Licensed and Insured');
  await failWrites(page, 'about_sections');
  const description = languageGroup(page, 'Spanish').getByLabel('Description');
  await description.fill('Una descripción que sobrevive a un fallo');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating section')).toContainText(
    'Could not reach the server',
  );
  await expect(description).toHaveValue('Una descripción que sobrevive a un fallo');
  expect((await aboutCard('Licensed and Insured')).es.title).toBe(es.title);
});

test('the About Section page with its dialog open has no WCAG 2 A/AA violations', async ({
  page,
}) => {
  await openAbout(page, 'Reviewed by Real Customers');
  await expectNoAxeViolationsDesktopAndPhone(page);
});
