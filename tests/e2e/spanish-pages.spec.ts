import { expect, test, type Page } from './support/test.ts';
import { en, type UiKey } from '../../src/i18n/en.ts';
import { es } from '../../src/i18n/es.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { expectedContent } from './support/content.ts';

// `og:locale:alternate` names the English locale on purpose; it is not a UI text.
const notUiText = new Set<UiKey>(['meta.locale']);
const spanishValues = new Set(Object.values(es));

/**
 * English UI strings that must never show on a Spanish page: each dictionary value that is not
 * also a Spanish one (brand names, 'Maryland', and 'English' on the switch are), as a pattern
 * where `{placeholders}` match anything and the text must stand as whole words.
 */
const englishPatterns = (Object.entries(en) as [UiKey, string][])
  .filter(([key, value]) => !notUiText.has(key) && !spanishValues.has(value))
  .map(([key, value]) => {
    const parts = value.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return {
      key,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('.+?')}(?![\\p{L}\\p{N}])`, 'u'),
    };
  });

/**
 * Every string a visitor or a machine reads in the served HTML of `path`, without running it: text
 * nodes, attribute values (labels, alt and title texts, meta contents) and JSON-LD string values.
 */
async function pageStrings(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const strings: string[] = [];
    const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent === 'SCRIPT' || parent === 'STYLE') continue;
      if (node.textContent?.trim()) strings.push(node.textContent.trim());
    }
    const skip = new Set(['class', 'style', 'href', 'src', 'srcset', 'd', 'viewBox', 'id']);
    for (const element of doc.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (!skip.has(attribute.name) && attribute.value.trim()) strings.push(attribute.value);
      }
    }
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
      collect(JSON.parse(script.textContent ?? 'null'));
    }
    return strings;
  }, html);
}

/** Each English UI string found among `strings`, with the dictionary key it comes from. */
function englishLeaks(strings: string[]): string[] {
  return englishPatterns.flatMap(({ key, pattern }) =>
    strings.filter((text) => pattern.test(text)).map((text) => `${key}: "${text.slice(0, 80)}"`),
  );
}

test.describe('Spanish pages', () => {
  test('the scan finds English UI strings, so a clean result means something', async ({ page }) => {
    const html = await (await page.request.get(localePath('en'))).text();
    const leaks = englishLeaks(await pageStrings(page, html));
    for (const key of ['nav.label', 'carousel.roleDescription', 'a11y.skipToContent'] as const) {
      expect(
        leaks.some((leak) => leak.startsWith(`${key}:`)),
        key,
      ).toBe(true);
    }
  });

  test('/es/ carries no English UI string in its text, attributes or JSON-LD', async ({ page }) => {
    const response = await page.request.get(localePath('es'));
    expect(response.status()).toBe(200);
    const strings = await pageStrings(page, await response.text());
    expect(strings.length).toBeGreaterThan(200);
    expect(englishLeaks(strings)).toEqual([]);
  });

  test('a missing page under /es/ answers 404 in Spanish, with the phone, home and language links', async ({
    page,
  }) => {
    const { settings } = await expectedContent('es');
    const response = await page.request.get('/es/no-existe/esta-pagina');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(englishLeaks(await pageStrings(page, html))).toEqual([]);

    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const visit = await page.goto('/es/no-existe/esta-pagina');
    expect(visit?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(
      t('es', 'notFound.metaTitle', { company: settings.company_name! }),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'notFound.title'));
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="tel:"]')).toHaveText(settings.phone_number!);
    await expect(page.getByRole('contentinfo')).toContainText(settings.company_name!);
    await expect(page.getByRole('link', { name: t('es', 'language.homeAria') })).toHaveAttribute(
      'href',
      localePath('en'),
    );
    expect(logged.some((line) => line.includes('/es/no-existe/esta-pagina'))).toBe(true);
    await page.getByRole('link', { name: t('es', 'notFound.home') }).click();
    await expect(page).toHaveURL(/\/es\/$/);
  });
});
