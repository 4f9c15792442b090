import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import {
  editDialog,
  expectFocusedInSight,
  failWrites,
  languageGroup,
  openEditor,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import { expectNoAxeViolationsDesktopAndPhone } from './support/axe.ts';
import { adminClient } from './support/stack.ts';

// These tests change testimonials and wait for the rebuilt site, so they run in the publish
// project (one at a time); each puts back what it changed or removes what it added.

type Review = {
  id: string;
  testimonial_key: string;
  language: string;
  author_name: string;
  content: string;
  rating: number;
};

/** The English and Spanish rows of the testimonial by `author`. */
async function review(author: string): Promise<{ en: Review; es: Review }> {
  const admin = await adminClient();
  const { data, error } = await admin.from('testimonials').select('*').eq('author_name', author);
  if (error) throw new Error(error.message);
  const rows = data as Review[];
  return { en: rows.find((r) => r.language === 'en')!, es: rows.find((r) => r.language === 'es')! };
}

const card = (page: Page, author: string) =>
  page.getByRole('region', { name: author, exact: true });

async function openReview(page: Page, author: string) {
  await openEditor(page, '/admin/testimonials');
  await card(page, author).getByRole('button', { name: /^Edit/ }).click();
  await expect(editDialog(page).getByRole('heading', { name: 'Edit Testimonial' })).toBeVisible();
}

/** The reviews of the public page at `path`, in order. */
async function publicReviews(page: Page, path: string) {
  await page.goto(path);
  return page.locator(`#${sectionIds.reviews} figure`);
}

const authors = async (page: Page, path: string) =>
  (await publicReviews(page, path)).locator('figcaption').allTextContents();

test('editing a review in both languages and its stars by keyboard publishes them to / and /es/', async ({
  page,
}) => {
  const { en, es } = await review('James T.');
  const admin = await adminClient();
  try {
    await openReview(page, en.author_name);
    await languageGroup(page, 'English').getByLabel('Content').fill('Spotless minivan. (e2e)');
    await languageGroup(page, 'Spanish').getByLabel('Content').fill('Minivan impecable. (e2e)');
    const rating = editDialog(page).getByRole('group', { name: 'Rating' });
    await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await rating.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Testimonial updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);

    await page.reload();
    const saved = card(page, en.author_name);
    await expect(saved).toContainText('Spotless minivan. (e2e)');
    await expect(saved).toContainText('Minivan impecable. (e2e)');
    await expect(saved.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();

    await waitForPublish(page);
    const english = (await publicReviews(page, '/')).filter({ hasText: 'Spotless minivan. (e2e)' });
    await expect(english.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    const spanish = (await publicReviews(page, '/es/')).filter({
      hasText: 'Minivan impecable. (e2e)',
    });
    await expect(spanish.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
  } finally {
    await admin.from('testimonials').update({ content: en.content, rating: 5 }).eq('id', en.id);
    await admin.from('testimonials').update({ content: es.content, rating: 5 }).eq('id', es.id);
  }
});

test('a failed save shows the failure toast and keeps what was typed', async ({ page }) => {
  await openReview(page, 'Maria G.');
  await failWrites(page, 'testimonials');
  const content = languageGroup(page, 'English').getByLabel('Content');
  await content.fill('A review that must survive a failed save');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating testimonial')).toContainText(
    'Could not reach the server',
  );
  await expect(content).toHaveValue('A review that must survive a failed save');
});

test('a testimonial is added, moved up and deleted, and the public pages follow in both languages', async ({
  page,
}) => {
  const before = await authors(page, '/');
  await openEditor(page, '/admin/testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await editDialog(page).getByLabel('Author name').fill('Erin E.');
  const rating = editDialog(page).getByRole('group', { name: 'Rating' });
  await rating.locator('label', { has: page.getByRole('radio', { name: '3 stars' }) }).click();
  await expect(rating.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await languageGroup(page, 'English').getByLabel('Content').fill('Added by a test.');
  await languageGroup(page, 'Spanish').getByLabel('Content').fill('La añadió una prueba.');
  await editDialog(page).getByRole('button', { name: 'Add testimonial' }).click();
  await expect(toastWith(page, 'Testimonial added successfully')).toBeVisible();
  const added = card(page, 'Erin E.');
  await expect(page.locator('#main ol > li').last()).toContainText('Erin E.');
  await expect(added.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();

  const up = added.getByRole('button', { name: /Move .* up/ });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main ol > li').nth(-2)).toContainText('Erin E.');
  await expect(up).toBeFocused();

  await waitForPublish(page);
  const english = await publicReviews(page, '/');
  await expect(english.nth(-2)).toContainText('Added by a test.');
  const spanish = await publicReviews(page, '/es/');
  await expect(spanish.nth(-2)).toContainText('La añadió una prueba.');
  await expect(spanish.nth(-2).getByRole('img', { name: '3 de 5 estrellas' })).toBeVisible();

  await openEditor(page, '/admin/testimonials');
  await card(page, 'Erin E.')
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this testimonial?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Testimonial deleted successfully')).toBeVisible();
  await expect(card(page, 'Erin E.')).toHaveCount(0);
  await waitForPublish(page);
  expect(await authors(page, '/')).toEqual(before);
  const spanishAfter = await publicReviews(page, '/es/');
  await expect(spanishAfter).toHaveCount(before.length);
  await expect(spanishAfter.filter({ hasText: 'La añadió una prueba.' })).toHaveCount(0);
  expect((await review('Erin E.')).en).toBeUndefined();
});

test('a review written in Spanish only, English left for later, is listed with its Spanish text, counted under "Needs English" and live on /es/ only', async ({
  page,
}) => {
  const author = `Rosa M. ${Date.now()}`;
  const spanishText = 'Excelente servicio, muy puntual. (e2e)';
  const admin = await adminClient();
  try {
    await openEditor(page, '/admin/testimonials');
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    await editDialog(page).getByLabel('Author name').fill(author);
    await languageGroup(page, 'Spanish').getByLabel('Content').fill(spanishText);
    await languageGroup(page, 'English')
      .getByRole('button', { name: 'Write English later' })
      .click();
    await expect(languageGroup(page, 'English')).toContainText('There is no English version yet');
    // One language stays: Spanish can no longer be left for later too.
    await expect(
      languageGroup(page, 'Spanish').getByRole('button', { name: 'Write Spanish later' }),
    ).toHaveCount(0);
    await editDialog(page).getByRole('button', { name: 'Add testimonial' }).click();
    await expect(toastWith(page, 'Testimonial added successfully')).toBeVisible();
    const added = card(page, author);
    await expect(added).toContainText(spanishText);
    await expect(added).toContainText('Needs English');
    const { data: rows } = await admin
      .from('testimonials')
      .select('language')
      .eq('author_name', author);
    expect(rows!.map((row) => row.language)).toEqual(['es']);

    // Opened again, English is the missing version, to copy from Spanish or start empty.
    await added.getByRole('button', { name: /^Edit/ }).click();
    const english = languageGroup(page, 'English');
    await expect(english).toContainText('There is no English version yet');
    await expect(english.getByRole('button', { name: 'Copy from Spanish' })).toBeVisible();
    await expect(english.getByRole('button', { name: 'Start empty' })).toBeVisible();
    await editDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(editDialog(page)).toHaveCount(0);

    await page.goto('/admin');
    await expect(page.getByRole('region', { name: 'Needs English' })).toContainText(
      'Testimonials (1)',
    );
    await expect(page.getByRole('region', { name: 'Testimonials', exact: true })).toContainText(
      '1 missing in English',
    );

    await waitForPublish(page);
    await expect((await publicReviews(page, '/es/')).filter({ hasText: spanishText })).toHaveCount(
      1,
    );
    const englishPage = await publicReviews(page, '/');
    await expect(englishPage.first()).toBeVisible();
    await expect(englishPage.filter({ hasText: author })).toHaveCount(0);
  } finally {
    await admin.from('testimonials').delete().eq('author_name', author);
  }
});

test('the Testimonials page with its dialog open has no WCAG 2 A/AA violations', async ({
  page,
}) => {
  await openReview(page, 'Carlos R.');
  await editDialog(page).getByRole('radio', { name: '5 stars' }).focus();
  await expectNoAxeViolationsDesktopAndPhone(page);
});

// From owners' trials: a new review went to the end of the list, below a phone's screen, and
// nothing showed it had been added but the toast; then the page scrolled to it while focus went
// back to Add, 508 px above the screen (docs/product.md#editors).
for (const [screen, viewport] of [
  ['on a laptop', { width: 1280, height: 720 }],
  ['on a 390 × 844 phone', { width: 390, height: 844 }],
] as const) {
  test.describe(screen, () => {
    test.use({ viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });

    test('a new testimonial added by keyboard is brought into view once saved, with focus on its Edit', async ({
      page,
    }) => {
      const admin = await adminClient();
      try {
        await openEditor(page, '/admin/testimonials');
        const add = page.getByRole('button', { name: 'Add Testimonial' });
        await add.focus();
        await page.keyboard.press('Enter');
        await editDialog(page).getByLabel('Author name').fill('Pia Keys');
        await languageGroup(page, 'English').getByLabel('Content').fill('Added by keyboard.');
        await languageGroup(page, 'Spanish').getByLabel('Content').fill('Añadida con el teclado.');
        await editDialog(page).getByRole('button', { name: 'Add testimonial' }).focus();
        await page.keyboard.press('Enter');
        await expect(toastWith(page, 'Testimonial added successfully')).toBeVisible();
        await expect(editDialog(page)).toHaveCount(0);
        const added = card(page, 'Pia Keys');
        await expect(page.locator('#main ol > li').last()).toContainText('Pia Keys');
        await expectFocusedInSight(page, added.getByRole('button', { name: /^Edit/ }));
        await expect(added.getByText('Added by keyboard.')).toBeInViewport({ ratio: 1 });
      } finally {
        await admin.from('testimonials').delete().eq('author_name', 'Pia Keys');
      }
    });
  });
}
