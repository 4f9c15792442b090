import { expect, type Locator, type Page } from './test.ts';
import { openEditor, waitForPublish } from './editors.ts';
import { adminClient } from './stack.ts';

/** An images row as the library stores it. */
export interface LibraryImage {
  id: string;
  url: string;
  key: string;
  category: string;
  file_name: string | null;
  alt_text: string | null;
  alt_text_es: string | null;
  display_order: number;
}

/** Opens /admin/images as the e2e admin, once the library has loaded. */
export async function openLibrary(page: Page): Promise<void> {
  await openEditor(page, '/admin/images');
  await expect(page.getByText('Loading images...')).toHaveCount(0);
}

/** The library's upload box (the card holding the category select and the file input). */
export const uploadBox = (page: Page): Locator =>
  page.getByRole('region', { name: 'Upload Image' });

/** The grid's cards, newest first. */
export const gridItems = (page: Page): Locator =>
  page.getByRole('list', { name: 'Images' }).getByRole('listitem');

/** A PNG that Chromium's canvas paints in `page`: `width` × `height`, one colour. */
export async function paintedPng(page: Page, width = 64, height = 48, colour = '#0369a1') {
  const base64 = await page.evaluate(
    async ({ width, height, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      // A red top-left corner tells which way up the stored image is.
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, Math.ceil(width / 4), Math.ceil(height / 4));
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!)));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    { width, height, colour },
  );
  return Buffer.from(base64, 'base64');
}

/** The library's rows whose `column` matches `value` (`eq`: equals it, `like`: a pattern). */
async function imagesWhere(
  column: 'alt_text' | 'file_name',
  operator: 'eq' | 'like',
  value: string,
): Promise<LibraryImage[]> {
  const admin = await adminClient();
  const { data, error } = await admin.from('images').select('*').filter(column, operator, value);
  if (error) throw new Error(error.message);
  return data as LibraryImage[];
}

/** The one row `find` returns, once it exists. */
async function theOne(find: () => Promise<LibraryImage[]>): Promise<LibraryImage> {
  let rows: LibraryImage[] = [];
  await expect(async () => {
    rows = await find();
    expect(rows).toHaveLength(1);
  }).toPass();
  return rows[0]!;
}

/** The library's rows whose alt text is `altText`. */
export const imagesWithAlt = (altText: string) => imagesWhere('alt_text', 'eq', altText);

/** The one row whose alt text is `altText`, once it exists. */
export const imageWithAlt = (altText: string) => theOne(() => imagesWithAlt(altText));

/** The library's rows uploaded as `name` with any extension (`name`.png, `name`.jpg…). */
export const imagesNamed = (name: string) => imagesWhere('file_name', 'like', `${name}.%`);

/** The one row uploaded as `name`, once it exists. */
export const imageNamed = (name: string) => theOne(() => imagesNamed(name));

/** Removes images (files, then rows) a test made, whatever state it left them in. */
export async function removeImages(images: Pick<LibraryImage, 'id' | 'key'>[]): Promise<void> {
  if (images.length === 0) return;
  const admin = await adminClient();
  await admin.storage.from('site-images').remove(images.map((image) => image.key));
  await admin
    .from('images')
    .delete()
    .in(
      'id',
      images.map((image) => image.id),
    );
}

/** The bytes the public URL serves, failing unless it serves them with status 200. */
export async function served(page: Page, url: string): Promise<{ type: string; body: Buffer }> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return { type: response.headers()['content-type'] ?? '', body: await response.body() };
}

/** Whether storage answers "not found" for `url` (storage says 404 in its body; HTTP 400). */
export async function isGone(page: Page, url: string): Promise<boolean> {
  const response = await page.request.get(url);
  if (response.ok()) return false;
  const body = (await response.json().catch(() => ({}))) as { statusCode?: string };
  return response.status() === 404 || body.statusCode === '404';
}

/** Uploads a painted PNG named `name` into `category` through the library page; returns its row. */
export async function uploadThroughLibrary(
  page: Page,
  name: string,
  category = 'general',
  colour = '#0369a1',
): Promise<LibraryImage> {
  await uploadBox(page).getByLabel('Category', { exact: true }).selectOption(category);
  await uploadBox(page)
    .getByLabel('Choose a photo')
    .setInputFiles({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: await paintedPng(page, 64, 48, colour),
    });
  await expect(gridItems(page).filter({ hasText: name })).toHaveCount(1);
  return imageNamed(name);
}

/** Reads the hero's photo in each language; the function returned puts them back. */
export async function keepHeroPhotos(): Promise<() => Promise<void>> {
  const admin = await adminClient();
  const { data, error } = await admin.from('hero_content').select('id, background_image_url');
  if (error) throw new Error(error.message);
  return async () => {
    for (const row of data) {
      await admin
        .from('hero_content')
        .update({ background_image_url: row.background_image_url })
        .eq('id', row.id);
    }
  };
}

/**
 * Runs `body` while the English hero shows `imageUrl` (saved and published first), then puts the
 * hero's own image back and publishes again, whatever `body` did. `body` gets the hero row's id.
 */
export async function withEnglishHeroImage(
  page: Page,
  imageUrl: string,
  body: (heroId: string) => Promise<void>,
): Promise<void> {
  const admin = await adminClient();
  const { data: heroes, error } = await admin
    .from('hero_content')
    .select('id, language, background_image_url');
  if (error) throw new Error(error.message);
  const english = heroes.find((hero) => hero.language === 'en')!;
  try {
    await admin
      .from('hero_content')
      .update({ background_image_url: imageUrl })
      .eq('id', english.id);
    await waitForPublish(page);
    await body(english.id);
  } finally {
    await admin
      .from('hero_content')
      .update({ background_image_url: english.background_image_url })
      .eq('id', english.id);
    await waitForPublish(page);
  }
}

/** The words of an editor's image slot and of a picked photo's description, per admin language. */
export const slotTexts = {
  en: {
    upload: 'Upload new image',
    file: 'Choose a photo',
    describe: 'Describe the photo',
    altEn: 'Alt text',
    altEs: 'Alt text (Spanish)',
    uploadPhoto: 'Upload photo',
  },
  es: {
    upload: 'Subir una imagen nueva',
    file: 'Elegir una foto',
    describe: 'Describa la foto',
    altEn: 'Texto alternativo (inglés)',
    altEs: 'Texto alternativo (español)',
    uploadPhoto: 'Subir la foto',
  },
} as const;

/**
 * Picks a painted PNG named `name` in an editor's image `slot` whose upload box is open, and
 * returns the description it asks for (once that has the focus): its alt text fields and button.
 */
export async function pickToDescribe(
  page: Page,
  slot: Locator,
  name: string,
  lang: 'en' | 'es' = 'en',
) {
  const texts = slotTexts[lang];
  await slot.getByLabel(texts.file).setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: await paintedPng(page),
  });
  const details = slot.getByRole('group', { name: texts.describe });
  await expect(details).toBeFocused();
  return {
    details,
    english: details.getByLabel(texts.altEn, { exact: true }),
    spanish: details.getByLabel(texts.altEs, { exact: true }),
    upload: details.getByRole('button', { name: texts.uploadPhoto }),
  };
}
