import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pagePath, sitePages } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';

const legalPages = languages.flatMap((lang) => sitePages.map((page) => pagePath(lang, page)));
// The pages a visitor lands on: every axe rule of any impact, best practices such as "region"
// (all content inside landmarks) included.
for (const path of ['/', '/es/', '/not-a-page', '/es/no-es-una-pagina']) {
  test(`${path} breaks no axe rule at all @mobile`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page, { allRules: true });
  });
}

for (const path of legalPages) {
  test(`${path} has no WCAG 2 A/AA violations @mobile`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

// In forced colours (Windows' contrast themes) text takes the theme's colours; an icon must follow
// its text, not keep the brand colour the theme cannot see (the FAQ chevrons, the service-area pins).
for (const path of ['/', '/es/']) {
  test(`${path} in forced colours draws every icon in its text's colour @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(path);
    const icons = await page.locator('svg.icon').evaluateAll((svgs) =>
      svgs.map((svg) => ({
        where: `${svg.closest('[id]')?.id ?? 'page'} › ${svg.parentElement!.tagName.toLowerCase()}`,
        matches: getComputedStyle(svg).color === getComputedStyle(svg.parentElement!).color,
      })),
    );
    expect(icons.length).toBeGreaterThan(10);
    expect(icons.filter((icon) => !icon.matches).map((icon) => icon.where)).toEqual([]);
  });
}
