import { expect, test } from './support/test.ts';
import { openLibrary, uploadBox } from './support/images.ts';

// The library's upload category as an owner's trial met it: it starts on General, which was the
// last choice, so the keyboard's Down arrow could not reach Testimonials from it; and a photo
// uploaded while the library showed Testimonials went into General, out of the reviews carousel
// (docs/product.md#image-library). Read-only: nothing is uploaded (publish-images.spec.ts uploads).

test('the upload category starts on General, first, and moves to the category the library is filtered on', async ({
  page,
}) => {
  await openLibrary(page);
  const category = uploadBox(page).getByLabel('Category', { exact: true });
  await expect(category).toHaveValue('general');
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await expect(category).toHaveValue('hero');

  await page.getByLabel('Filter by category').selectOption('testimonials');
  await expect(category).toHaveValue('testimonials');
  // The upload box says where a Testimonials photo is shown.
  await expect(uploadBox(page)).toContainText('reviews carousel');

  // Back to every category, the owner's last choice stays: nothing says where they mean to upload.
  await page.getByLabel('Filter by category').selectOption({ label: 'All Categories' });
  await expect(category).toHaveValue('testimonials');
  await page.getByLabel('Filter by category').selectOption('about');
  await expect(category).toHaveValue('about');
});
