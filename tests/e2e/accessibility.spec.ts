import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { pagePath, sitePages } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';

const legalPages = languages.flatMap((lang) => sitePages.map((page) => pagePath(lang, page)));
const summary = (violations: { id: string; help: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );

// The pages a visitor lands on: every axe rule of any impact, best practices such as "region"
// (all content inside landmarks) included.
for (const path of ['/', '/es/', '/not-a-page', '/es/no-es-una-pagina']) {
  test(`${path} breaks no axe rule at all @mobile`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(summary(results.violations)).toEqual([]);
  });
}

for (const path of legalPages) {
  test(`${path} has no WCAG 2 A/AA violations @mobile`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(summary(results.violations)).toEqual([]);
  });
}
