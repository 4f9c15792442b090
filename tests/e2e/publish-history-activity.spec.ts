import { expect, test, type Page } from './support/test.ts';
import { editDialog, languageGroup, openEditor, toastWith } from './support/editors.ts';
import { adminClient } from './support/stack.ts';

// Saves an FAQ and watches the Overview until the rebuilt site is live, so it runs in the publish
// project (one file at a time); it puts the question back.

type Faq = { id: string; faq_key: string; language: string; question: string };

async function firstFaq(): Promise<{ en: Faq; es: Faq }> {
  const { data, error } = await (
    await adminClient()
  )
    .from('faq_items')
    .select('id, faq_key, language, question')
    .order('display_order')
    .order('language');
  if (error) throw new Error(error.message);
  const rows = data as Faq[];
  const en = rows.find((row) => row.language === 'en')!;
  return { en, es: rows.find((row) => row.faq_key === en.faq_key && row.language === 'es')! };
}

const activity = (page: Page) => page.getByRole('region', { name: 'Recent changes' });

test('the Overview lists a just-saved change as Publishing… and then Live, without a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { en, es } = await firstFaq();
  const question = `Do you detail boats? (${Date.now()})`;
  try {
    await openEditor(page, '/admin/faqs');
    await page
      .getByRole('region', { name: en.question })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await languageGroup(page, 'English').getByLabel('Question').fill(question);
    await languageGroup(page, 'Spanish').getByLabel('Question').fill(`¿Lanchas? ${question}`);
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'FAQ updated successfully')).toBeVisible();

    await page.getByRole('link', { name: 'Overview' }).click();
    // A mark on this document: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const change = activity(page).getByRole('listitem').first();
    await expect(change).toContainText(
      `e2e-admin@example.com edited the FAQ “${question}” (English, Spanish)`,
    );
    await expect(change).toContainText('Publishing…');
    await expect(change).toContainText('Live', { timeout: 150_000 });
    await expect(change).not.toContainText('Publishing…');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    const admin = await adminClient();
    await admin.from('faq_items').update({ question: en.question }).eq('id', en.id);
    await admin.from('faq_items').update({ question: es.question }).eq('id', es.id);
  }
});
