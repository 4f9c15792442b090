import { expect, test, type Page } from './support/test.ts';
import { samplePhoto } from '../../scripts/lib/sample-photo.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import {
  editDialog,
  languageGroup,
  openEditor,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import {
  gridItems,
  imageNamed,
  imagesNamed,
  keepHeroPhotos,
  openLibrary,
  removeImages,
  uploadThroughLibrary,
  type LibraryImage,
} from './support/images.ts';
import { adminClient } from './support/stack.ts';

// Library images on the public pages: chosen in the editors or uploaded as 'testimonials', they
// appear on the next build of / and /es/. Each test puts back what it changed.

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

const made: LibraryImage[] = [];
test.afterEach(async ({ page }) => {
  await removeImages(made.splice(0));
  await waitForPublish(page);
});

/** The file name part of a storage URL without its extension: Astro names its outputs after it. */
const stem = (image: LibraryImage) =>
  image.key
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');

/** Checks that `picture` offers `image` as AVIF and WebP, with width and height on its <img>. */
async function expectOptimised(
  page: Page,
  picture: ReturnType<Page['locator']>,
  image: LibraryImage,
) {
  const avif = await picture.locator('source[type="image/avif"]').getAttribute('srcset');
  const webp = await picture.locator('source[type="image/webp"]').getAttribute('srcset');
  expect(avif).toContain(`/_astro/${stem(image)}`);
  expect(webp).toContain(`/_astro/${stem(image)}`);
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  const first = avif!.split(',')[0]!.trim().split(' ')[0]!;
  const response = await page.request.get(first);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');
  return avif!;
}

test('a photo uploaded once in the hero dialog is the hero of the rebuilt / and /es/, as AVIF and WebP, preloaded', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const putBack = await keepHeroPhotos();
  const name = unique('hero-photo');
  try {
    await openEditor(page, '/admin/hero');
    await page.getByRole('button', { name: 'Edit hero content (ES)' }).click();
    // One photo for both languages, below the texts written per language.
    await expect(editDialog(page)).toContainText(
      'The photo is the same in both languages; the texts are written per language.',
    );
    await expect(editDialog(page).getByRole('group', { name: 'Background image' })).toHaveCount(1);
    for (const language of ['English', 'Spanish'] as const) {
      await expect(
        languageGroup(page, language).getByRole('group', { name: 'Background image' }),
      ).toHaveCount(0);
    }
    const slot = editDialog(page)
      .getByRole('group', { name: 'Both languages' })
      .getByRole('group', { name: 'Background image' });
    await slot.getByRole('button', { name: 'Upload new image' }).click();
    await slot.getByLabel('Choose a photo').setInputFiles({
      name: `${name}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await samplePhoto(page, { width: 2400, height: 1600, grain: 6 }),
    });
    // Described before it is stored: the hero suggests nothing, and the English text is required.
    const details = slot.getByRole('group', { name: 'Describe the photo' });
    const english = details.getByLabel('Alt text', { exact: true });
    await expect(english).toHaveValue('');
    await details.getByRole('button', { name: 'Upload photo' }).click();
    await expect(english).toHaveAccessibleDescription(/This field is required/);
    expect(await imagesNamed(name)).toHaveLength(0);
    await english.fill(`Shiny car at dusk (${name})`);
    await details.getByRole('button', { name: 'Upload photo' }).click();
    await expect(toastWith(page, 'Image uploaded successfully')).toBeVisible();
    const image = await imageNamed(name);
    made.push(image);
    expect(image.category).toBe('hero');
    expect([image.alt_text, image.alt_text_es]).toEqual([`Shiny car at dusk (${name})`, null]);
    // Named by its description, not its storage key.
    await expect(slot).toContainText(`Chosen: Shiny car at dusk (${name})`);
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Hero content updated successfully')).toBeVisible();

    await waitForPublish(page);
    for (const path of ['/', '/es/']) {
      await page.goto(path);
      const picture = page.locator(`#${sectionIds.home} picture`);
      const avif = await expectOptimised(page, picture, image);
      await expect(picture.locator('img')).toHaveAttribute('fetchpriority', 'high');
      // A background under the hero's texts: decorative, whatever its description.
      await expect(picture.locator('img')).toHaveAttribute('alt', '');
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute('imagesrcset', avif);
      await expect(preload).toHaveAttribute('type', 'image/avif');
    }

    // Opened again, the dialog names the image by its description.
    await openEditor(page, '/admin/hero');
    await page.getByRole('button', { name: 'Edit hero content (EN)' }).click();
    await expect(editDialog(page).getByRole('group', { name: 'Background image' })).toContainText(
      `Chosen: Shiny car at dusk (${name})`,
    );
  } finally {
    await putBack();
  }
});

test('the package dialog picks one photo from the services images, and the rebuilt / and /es/ both show it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await adminClient();
  const { data: silver } = await admin
    .from('service_packages')
    .select('id, title, language, image_url')
    .eq('package_type', 'silver');
  const english = silver!.find((row) => row.language === 'en')!;
  const spanish = silver!.find((row) => row.language === 'es')!;
  await openLibrary(page);
  const name = unique('silver-photo');
  const image = await uploadThroughLibrary(page, name, 'services');
  made.push(image);
  try {
    await openEditor(page, '/admin/packages');
    await page.getByRole('button', { name: `Edit “${english.title}”` }).click();
    // One photo for both languages, beside the prices.
    const slot = editDialog(page).getByRole('group', { name: 'Photo' });
    await slot.getByRole('button', { name: 'Choose from library' }).click();
    await slot.getByLabel('Filter by category').selectOption('services');
    await slot.getByRole('radio', { name }).check();
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Package updated successfully')).toBeVisible();

    await waitForPublish(page);
    for (const [path, title] of [
      ['/', english.title],
      ['/es/', spanish.title],
    ] as const) {
      await page.goto(path);
      const card = page.locator(`#${sectionIds.services} article`).filter({ hasText: title });
      await expectOptimised(page, card.locator('picture'), image);
      await expect(card.locator('picture img')).toHaveAttribute('loading', 'lazy');
    }
  } finally {
    for (const row of silver ?? []) {
      await admin.from('service_packages').update({ image_url: row.image_url }).eq('id', row.id);
    }
  }
});

test("three 'testimonials' photos replace the carousel artwork on / and /es/, in the owner's order", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await adminClient();
  await openLibrary(page);
  const tag = unique('review');
  const colours = ['#b91c1c', '#15803d', '#1d4ed8'];
  for (const [index, colour] of colours.entries()) {
    made.push(await uploadThroughLibrary(page, `${tag}-${index}`, 'testimonials', colour));
  }
  // Uploaded, they wait for alt text in both languages, off the carousel.
  await expect(
    gridItems(page)
      .filter({ hasText: `${tag}-0` })
      .getByText('Not shown: needs alt text'),
  ).toBeVisible();
  // The owner's order (the second upload first, then the third, then the first) and alt texts.
  for (const [position, index] of [1, 2, 0].entries()) {
    await admin
      .from('images')
      .update({
        display_order: position + 1,
        alt_text: `Review ${tag}-${index}`,
        alt_text_es: `Reseña ${tag}-${index}`,
      })
      .eq('id', made[index]!.id);
  }
  await waitForPublish(page);

  for (const [path, prefix] of [
    ['/', 'Review'],
    ['/es/', 'Reseña'],
  ] as const) {
    await page.goto(path);
    const photos = page.locator('reviews-carousel [data-slides] img');
    await expect(photos).toHaveCount(3);
    expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
      [1, 2, 0].map((index) => `${prefix} ${tag}-${index}`),
    );
    expect(
      await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading'))),
    ).toEqual(['eager', 'lazy', 'lazy']);
    await expect(page.locator('reviews-carousel img[src^="/images/work-"]')).toHaveCount(0);
    await expect(page.locator('reviews-carousel [data-go]')).toHaveCount(3);
  }

  await removeImages(made.splice(0));
  await waitForPublish(page);
  await page.goto('/');
  await expect(page.locator('reviews-carousel img[src^="/images/work-"]')).toHaveCount(3);
});

test("one 'testimonials' photo is shown plainly on / and /es/, with or without JavaScript: no arrows, dots or '1 of 1'", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await adminClient();
  await openLibrary(page);
  const tag = unique('single');
  const photo = await uploadThroughLibrary(page, tag, 'testimonials');
  made.push(photo);
  await admin
    .from('images')
    .update({ alt_text: `Review ${tag}`, alt_text_es: `Reseña ${tag}` })
    .eq('id', photo.id);
  await waitForPublish(page);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    for (const visitor of [page, await noScript.newPage()]) {
      for (const [path, alt] of [
        ['/', `Review ${tag}`],
        ['/es/', `Reseña ${tag}`],
      ] as const) {
        await visitor.goto(path);
        const reviews = visitor.locator(`#${sectionIds.reviews}`);
        const image = reviews.getByRole('img', { name: alt, exact: true });
        await expect(image).toBeVisible();
        await expect(reviews.locator('reviews-carousel')).toHaveCount(0);
        await expect(reviews.getByRole('button')).toHaveCount(0);
        await expect(reviews.locator('[aria-roledescription], [aria-live]')).toHaveCount(0);
        await expect(reviews.getByRole('group')).toHaveCount(0);
        // The photo takes the frame's whole width, not a slide's share of a sideways row.
        const [shown, frame] = await image.evaluate((img) =>
          [img, img.closest('.rounded-3xl')!].map((box) => Math.round(box.clientWidth)),
        );
        expect(shown).toBe(frame);
      }
    }
  } finally {
    await noScript.close();
  }
});

test('an HTML file stored as image/png in the carousel is left out of the next build, which still publishes, and the admin sees why', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await adminClient();
  await openLibrary(page);
  const tag = unique('left-out');
  // Through the storage API, as hosted Supabase takes it: only the declared type is checked.
  const key = `testimonials/${tag}-fake.png`;
  const storage = admin.storage.from('site-images');
  const html = Buffer.from('<!doctype html><title>not a photo</title><p>Hello</p>');
  expect((await storage.upload(key, html, { contentType: 'image/png' })).error).toBeNull();
  const url = storage.getPublicUrl(key).data.publicUrl;
  const { data: row, error } = await admin
    .from('images')
    .insert({
      url,
      key,
      category: 'testimonials',
      alt_text: `Review ${tag}-fake`,
      alt_text_es: `Reseña ${tag}-fake`,
      display_order: -1,
    })
    .select('*')
    .single();
  expect(error).toBeNull();
  made.push(row as LibraryImage);
  // The library, open since before, names the file once the build that left it out is live,
  // without a reload: the owner's upload makes the header follow the publish.
  const good = await uploadThroughLibrary(page, `${tag}-good`, 'testimonials');
  made.push(good);
  await expect(page.getByRole('region', { name: 'Photos left out of the site' })).toContainText(
    `${tag}-fake.png`,
    { timeout: 60_000 },
  );
  await admin
    .from('images')
    .update({ alt_text: `Review ${tag}-good`, alt_text_es: `Reseña ${tag}-good` })
    .eq('id', good.id);
  await waitForPublish(page);

  for (const [path, prefix] of [
    ['/', 'Review'],
    ['/es/', 'Reseña'],
  ] as const) {
    await page.goto(path);
    // The good photo alone is shown plainly, not as a carousel of one.
    const alts = await page
      .locator(`#${sectionIds.reviews} img`)
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(alts).toContain(`${prefix} ${tag}-good`);
    expect(alts).not.toContain(`${prefix} ${tag}-fake`);
  }
  const build = (await (await page.request.get('/build.json')).json()) as {
    leftOutPhotos: unknown[];
  };
  expect(build.leftOutPhotos).toContainEqual(
    expect.objectContaining({ url, place: 'carousel', problem: 'not-an-image' }),
  );

  await openEditor(page, '/admin');
  const notice = page.getByRole('region', { name: 'Photos left out of the site' });
  await expect(notice).toContainText(`${tag}-fake.png (Reviews carousel)`);
  await expect(notice).toContainText('the file is not an image the site can show');
  await notice.getByRole('link', { name: 'Open the image library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Image Library' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photos left out of the site' })).toContainText(
    `${tag}-fake.png`,
  );
});
