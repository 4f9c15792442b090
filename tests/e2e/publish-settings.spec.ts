import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath } from '../../src/i18n/index.ts';
import { openingHoursText } from '../../src/lib/content/format-hours.ts';
import { openingHoursSpecification } from '../../src/lib/content/json-ld.ts';
import type { OpeningHours } from '../../src/lib/content/opening-hours.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { adminClient, databaseRevision, waitForSiteRevision } from './support/stack.ts';

// Changes a setting and waits for the publish loop, so it runs in the publish project, after the
// read-only suites, and puts the setting back.
test.describe.configure({ mode: 'serial' });

/** The business entity of the page's structured data. */
async function business(page: Page): Promise<Record<string, unknown>> {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'];
  return graph.find((node) => node['@type'] === 'AutoWash')!;
}

test('one edit of the opening_hours setting changes the footer of both languages and the JSON-LD', async ({
  page,
  request,
}) => {
  const admin = await adminClient();
  const read = await admin
    .from('site_settings')
    .select('value')
    .eq('key', 'opening_hours')
    .single();
  expect(read.error).toBeNull();
  const original = read.data!.value as string;
  const split: OpeningHours = [
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '19:00' },
    { days: ['sa'], opens: '09:00', closes: '14:00' },
  ];
  try {
    const { error } = await admin
      .from('site_settings')
      .update({ value: JSON.stringify(split) })
      .eq('key', 'opening_hours');
    expect(error).toBeNull();
    await waitForSiteRevision(request, await databaseRevision(admin));
    for (const lang of languages) {
      await page.goto(localePath(lang));
      const footer = page.locator(`#${sectionIds.contact}`);
      await expect(footer.getByTestId('opening-hours')).toHaveText(openingHoursText(lang, split));
      expect((await business(page)).openingHoursSpecification).toEqual(
        openingHoursSpecification(split),
      );
    }
    // Spelled out once, so the test does not only compare the code with itself.
    await page.goto(localePath('es'));
    await expect(page.getByTestId('opening-hours')).toHaveText(
      'lun–vie 8:00–19:00; sáb 9:00–14:00; dom cerrado'.replace(/–/g, '–\u2060'),
    );
    expect(
      ((await business(page)).openingHoursSpecification as { dayOfWeek: string[] }[]).map(
        (spec) => spec.dayOfWeek.length,
      ),
    ).toEqual([5, 1]);
  } finally {
    await admin.from('site_settings').update({ value: original }).eq('key', 'opening_hours');
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});
