import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { pagePath, sitePages } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';

const legalPages = languages.flatMap((lang) => sitePages.map((page) => pagePath(lang, page)));

for (const path of ['/', '/es/', ...legalPages, '/not-a-page']) {
  test(`${path} has no WCAG 2 A/AA violations @mobile`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);
  });
}
