import { expect, test, type Page } from './support/test.ts';
import { editDialog, openEditor, toastWith, waitForPublish } from './support/editors.ts';
import { keepHeroPhotos, paintedPng, removeImages, type LibraryImage } from './support/images.ts';
import { adminClient } from './support/stack.ts';

// A changed photo in an editor's History: a small thumbnail and the name the image was uploaded
// under, never its storage address, and an image deleted from the library since reads as deleted
// (docs/product.md#history-and-recovery). On a phone nothing in the History scrolls sideways.
// The hero's photo is saved twice, so it runs in the publish project; it puts the photo back.

const words = {
  en: {
    edit: 'Edit hero content (EN)',
    library: 'Choose from library',
    save: 'Save Changes',
    saved: 'Hero content updated successfully',
    history: 'History',
    versions: 'Versions',
    deleted: '(deleted)',
  },
  es: {
    edit: 'Editar la portada (EN)',
    library: 'Elegir de la biblioteca',
    save: 'Guardar cambios',
    saved: 'se actualizó correctamente',
    history: 'Historial',
    versions: 'Versiones',
    deleted: '(eliminada)',
  },
} as const;

/** Stores a painted PNG as a hero image of the library, as `file_name` with `alt` texts. */
async function libraryImage(
  page: Page,
  key: string,
  fileName: string,
  alt: { en: string; es: string } | null,
): Promise<LibraryImage> {
  const admin = await adminClient();
  const storage = admin.storage.from('site-images');
  const png = await paintedPng(page, 64, 48);
  expect((await storage.upload(key, png, { contentType: 'image/png' })).error).toBeNull();
  const { data, error } = await admin
    .from('images')
    .insert({
      url: storage.getPublicUrl(key).data.publicUrl,
      key,
      category: 'hero',
      file_name: fileName,
      alt_text: alt?.en ?? null,
      alt_text_es: alt?.es ?? null,
    })
    .select('*')
    .single();
  expect(error).toBeNull();
  return data as LibraryImage;
}

/** Picks `image` as the hero's photo from the library in its dialog, and saves. */
async function chooseHeroPhoto(page: Page, language: 'en' | 'es', image: LibraryImage) {
  const t = words[language];
  await page.getByRole('button', { name: t.edit }).click();
  await editDialog(page).getByRole('button', { name: t.library }).click();
  await editDialog(page).locator(`input[type="radio"][value="${image.url}"]`).check();
  await editDialog(page).getByRole('button', { name: t.save }).click();
  await expect(toastWith(page, t.saved).last()).toBeVisible();
  await expect(editDialog(page)).toHaveCount(0);
}

for (const language of ['en', 'es'] as const) {
  test(`the hero's History names its photos by file name with a thumbnail, a deleted one as deleted, and never scrolls sideways on a phone (${language})`, async ({
    page,
  }) => {
    test.slow();
    const t = words[language];
    const putBack = await keepHeroPhotos();
    const tag = `history-photo-${language}-${Date.now()}`;
    const gone = await libraryImage(page, `hero/${tag}-gone.png`, `${tag}-first.png`, null);
    const kept = await libraryImage(page, `hero/${tag}-kept.png`, `${tag}-second.png`, {
      en: `Red car ${tag}`,
      es: `Coche rojo ${tag}`,
    });
    // A subtitle of one long word, as a pasted link would be: it must wrap in its card too.
    const admin = await adminClient();
    const { data: english } = await admin
      .from('hero_content')
      .select('id, subtitle')
      .eq('language', 'en')
      .single();
    const longWord = `Showroom${'Shine'.repeat(16)}`;
    try {
      await admin.from('hero_content').update({ subtitle: longWord }).eq('id', english!.id);
      await page.setViewportSize({ width: 390, height: 844 });
      if (language === 'es') {
        await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
      }
      // Each change from a freshly read page: the second dialog must hold the first one's save.
      for (const image of [gone, kept]) {
        await openEditor(page, '/admin/hero');
        await chooseHeroPhoto(page, language, image);
      }
      // The first photo leaves the library: its file and its row.
      await removeImages([gone]);

      await page.getByRole('button', { name: t.edit }).click();
      await editDialog(page).getByRole('button', { name: t.history }).click();
      const list = editDialog(page).getByRole('list', { name: t.versions });
      const versions = list.getByRole('listitem');
      await expect(versions.first()).toContainText(`${tag}-second.png`);
      // The kept photo: its thumbnail, described in the admin's language, and its upload name.
      const thumbnail = versions.first().locator(`img[src="${kept.url}"]`);
      await expect(thumbnail).toHaveAttribute(
        'alt',
        language === 'es' ? `Coche rojo ${tag}` : `Red car ${tag}`,
      );
      await expect(thumbnail).toHaveAttribute('loading', 'lazy');
      // The deleted one: the name of its file and that it is deleted, and no broken image.
      for (const version of [versions.nth(0), versions.nth(1)]) {
        await expect(version).toContainText(`${tag}-gone.png ${t.deleted}`);
      }
      await expect(list.locator(`img[src="${gone.url}"]`)).toHaveCount(0);
      await expect(list).not.toContainText(/https?:\/\//);
      await expect(list).not.toContainText('site-images');
      await expect(list).toContainText(longWord);
      // Every long value wraps inside its card: the list never scrolls sideways on a phone.
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(scrollWidth, `at ${width} px`).toBeLessThanOrEqual(clientWidth);
      }
    } finally {
      await admin
        .from('hero_content')
        .update({ subtitle: english!.subtitle })
        .eq('id', english!.id);
      await putBack();
      await removeImages([gone, kept]);
      await waitForPublish(page);
    }
  });
}
