import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkHtml, htmlErrors } from '../../scripts/lib/html-check.ts';
import { bookingDialogPath, pagePath, sitePages } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { expect, test } from './support/test.ts';

/**
 * The W3C Nu HTML checker (vnu.jar) finds no error in what visitors get: the landing pages, the
 * privacy and terms pages and the 404 pages of both languages, as served, and the booking form's
 * markup (a fragment, checked inside a minimal document of its language).
 */
test('the W3C Nu checker reports no HTML error on the public pages and the booking form', async ({
  request,
}, testInfo) => {
  // One Java start and a dozen documents: a minute or more on a busy machine.
  test.setTimeout(240_000);
  const folder = testInfo.outputPath('html');
  await mkdir(folder, { recursive: true });
  const pages = languages.flatMap((lang) => [
    pagePath(lang),
    ...sitePages.map((page) => pagePath(lang, page)),
    `${pagePath(lang)}no-such-page`,
  ]);
  const files: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.endsWith('no-such-page') ? 404 : 200);
    files.push(join(folder, `${path.replace(/\W+/g, '_')}.html`));
    await writeFile(files.at(-1)!, await response.text());
  }
  for (const lang of languages) {
    const fragment = await (await request.get(bookingDialogPath(lang))).text();
    expect(fragment).toContain('<dialog');
    files.push(join(folder, `booking-dialog-${lang}.html`));
    await writeFile(
      files.at(-1)!,
      `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>Booking</title>${fragment}</html>`,
    );
  }
  const messages = await checkHtml(files);
  const errors = htmlErrors(messages).map(
    (error) => `${error.url?.split('/').pop()}:${error.lastLine}: ${error.message}`,
  );
  expect(errors).toEqual([]);
});
