import { expect, test } from './support/test.ts';
import { samplePhoto } from '../../scripts/lib/sample-photo.ts';
import { toastWith } from './support/editors.ts';
import {
  exifSegment,
  jpegFacts,
  pngFacts,
  withPngMetadata,
  withSegments,
  xmpSegment,
} from './support/image-metadata.ts';
import {
  gridItems,
  imageNamed,
  imagesNamed,
  isGone,
  openLibrary,
  paintedPng,
  removeImages,
  served,
  uploadBox,
  type LibraryImage,
} from './support/images.ts';

// The image library on the real stack: files made here, uploaded through the page, read back from
// storage. Each test removes the images it made.

const made: LibraryImage[] = [];
test.afterEach(async () => {
  await removeImages(made.splice(0));
});

/** A name no other test or run uses, for the file and so for its first alt text. */
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

const refusals = [
  {
    name: 'notes.png',
    mimeType: 'image/png',
    text: 'a text file named .png',
    description: 'Please upload an image file',
  },
  {
    name: 'notes.txt',
    mimeType: 'text/plain',
    text: 'a text file',
    description: 'Please upload an image file',
  },
  {
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    text: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    description: 'Please upload a JPG, PNG, WEBP, AVIF or GIF image',
  },
];

for (const file of refusals) {
  test(`${file.name} (${file.mimeType}) is refused with 'Invalid file type' before any request`, async ({
    page,
  }) => {
    await openLibrary(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/site-images/')) requests.push(request.url());
    });
    await uploadBox(page)
      .getByLabel('Choose a photo')
      .setInputFiles({ ...file, buffer: Buffer.from(file.text) });
    await expect(toastWith(page, 'Invalid file type')).toContainText(file.description);
    await expect(uploadBox(page).getByText('Max 5MB. JPG, PNG, WEBP supported.')).toBeVisible();
    await expect(uploadBox(page).getByLabel('Choose a photo')).toBeEnabled();
    expect(requests).toEqual([]);
    expect(await imagesNamed('notes')).toEqual([]);
    expect(await imagesNamed('logo')).toEqual([]);
  });
}

test('a good PNG uploads with the input waiting (keeping focus) and progress shown, and appears first under its file name, with no alt text yet', async ({
  page,
}) => {
  await openLibrary(page);
  const name = unique('shiny-sedan');
  const png = withPngMetadata(await paintedPng(page, 80, 40));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/storage/v1/object/site-images/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await uploadBox(page).getByLabel('Category', { exact: true }).selectOption('services');
  const input = uploadBox(page).getByLabel('Choose a photo');
  // Named by what it shows (WCAG 2.5.3: a voice user says the words on the button), then its label.
  await expect(input).toHaveAccessibleName('Choose a photo Image file');
  // Picked from the keyboard: the input has focus, and keeps it through the upload.
  await input.focus();
  await input.setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
  await expect(input).toBeDisabled();
  await expect(input).toBeFocused();
  await expect(uploadBox(page).getByRole('status')).toContainText('Uploading...');
  await expect(uploadBox(page).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expect(toastWith(page, 'Image uploaded successfully')).toBeVisible();
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();

  const image = await imageNamed(name);
  made.push(image);
  // A file name describes nothing: the owner writes the alt text.
  expect(image).toMatchObject({ file_name: `${name}.png`, alt_text: null, category: 'services' });
  expect(image.key).toMatch(/^services\/[a-z0-9]+-\d{13}\.png$/);
  await expect(gridItems(page).first()).toContainText(name);
  await expect(gridItems(page).first()).toContainText('Services');

  // Re-encoded on the way: no eXIf or tEXt chunk (GPS, camera) reached storage.
  const stored = await served(page, image.url);
  expect(stored.type).toBe('image/png');
  expect(pngFacts(stored.body)).toEqual({
    width: 80,
    height: 40,
    chunks: ['IHDR', 'IDAT', 'IEND'],
    gps: false,
    camera: false,
  });
});

test('"Resize and upload" stores a 6 MB phone photo under 5 MB, right way up and without its GPS position', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLibrary(page);
  const name = unique('driveway-photo');
  // A 4032 × 3024 photo taken with the phone turned (EXIF orientation 6: shown 3024 × 4032).
  const photo = withSegments(
    await samplePhoto(page, { grain: 24, quality: 0.95 }),
    exifSegment(6),
    xmpSegment(),
  );
  expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
  expect(jpegFacts(photo)).toMatchObject({ exif: true, xmp: true, gps: true, camera: true });

  await uploadBox(page)
    .getByLabel('Choose a photo')
    .setInputFiles({
      name: `${name}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
  await expect(toastWith(page, 'File too large')).toContainText('Maximum file size is 5MB');
  expect(await imagesNamed(name)).toEqual([]);
  await uploadBox(page).getByRole('button', { name: 'Resize and upload' }).click();
  await expect(toastWith(page, 'Image uploaded successfully')).toBeVisible({ timeout: 60_000 });

  const image = await imageNamed(name);
  made.push(image);
  const stored = await served(page, image.url);
  expect(stored.type).toBe('image/jpeg');
  expect(stored.body.length).toBeLessThanOrEqual(5 * 1024 * 1024);
  expect(jpegFacts(stored.body)).toEqual({
    width: 1920,
    height: 2560,
    exif: false,
    xmp: false,
    gps: false,
    camera: false,
  });
});

test('a small phone photo is stored right way up without its location or camera', async ({
  page,
}) => {
  await openLibrary(page);
  const name = unique('small-photo');
  const photo = withSegments(
    await samplePhoto(page, { width: 400, height: 300, grain: 4 }),
    exifSegment(6),
    xmpSegment(),
  );
  await uploadBox(page)
    .getByLabel('Choose a photo')
    .setInputFiles({
      name: `${name}.jpeg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
  await expect(toastWith(page, 'Image uploaded successfully')).toBeVisible();
  const image = await imageNamed(name);
  made.push(image);
  expect(image.key).toMatch(/^general\/[a-z0-9]+-\d{13}\.jpg$/);
  expect(jpegFacts((await served(page, image.url)).body)).toEqual({
    width: 300,
    height: 400,
    exif: false,
    xmp: false,
    gps: false,
    camera: false,
  });
});

test('when the images row cannot be written, the stored file is removed again', async ({
  page,
}) => {
  await openLibrary(page);
  const name = unique('orphan');
  const stored: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/object/site-images/')) {
      stored.push(request.url().replace('/object/site-images/', '/object/public/site-images/'));
    }
  });
  await page.route('**/rest/v1/images**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'PGRST000', message: 'The database is not answering' }),
        })
      : route.continue(),
  );
  await uploadBox(page)
    .getByLabel('Choose a photo')
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: await paintedPng(page) });
  await expect(toastWith(page, 'Upload failed')).toContainText('The database is not answering');
  expect(stored).toHaveLength(1);
  expect(await isGone(page, stored[0]!)).toBe(true);
  expect(await imagesNamed(name)).toEqual([]);
});
