import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { seedContent } from '../../src/content/seed.ts';
import { seedTables } from '../../src/lib/content/schema.ts';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import type { TypedClient } from '../../src/lib/supabase-client.ts';
import { signInAs } from './support/sign-in.ts';
import { adminClient, databaseRevision, e2eAdmin, waitForSiteRevision } from './support/stack.ts';

// Empties the content tables and seeds them again, so it runs in the publish project (one file at
// a time, after the read-only suites) and always leaves the seed content in place.
test.describe.configure({ mode: 'serial' });

const tables = seedTables.map(({ table }) => table);

/** Rows in each seeded table, as the admin sees them (RLS lets an admin read inactive rows too). */
async function rowCounts(db: SupabaseClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { count, error } = await db.from(table).select('*', { count: 'exact', head: true });
    if (error) throw new Error(`${table}: ${error.message}`);
    counts[table] = count ?? 0;
  }
  return counts;
}

/** Deletes every row of the seeded tables through the admin's own session, as a fresh install has. */
async function emptyContent(db: SupabaseClient) {
  for (const table of tables) {
    const { error } = await db.from(table).delete().not('created_at', 'is', null);
    if (error) throw new Error(`${table}: ${error.message}`);
  }
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

test('as admin on an empty database /seed fills it, the site is rebuilt with content, and a second run adds nothing', async ({
  page,
  request,
}) => {
  const db = await adminClient();
  try {
    await emptyContent(db);
    expect(Object.values(await rowCounts(db))).toEqual(tables.map(() => 0));

    await signInAs(page, e2eAdmin);
    await page.goto('/seed');
    const card = page.getByRole('region', { name: 'Database Seeding' });
    for (const line of ['Site settings', 'Hero sections', 'Testimonials', 'Social links']) {
      await expect(card.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    }
    await expect(card).toContainText('Safe to run again: existing content is never overwritten.');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Seed Database' }).click();
    await expect(card.getByText('Data seeded successfully!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Seed Database' })).toHaveCount(0);
    await expect(
      page.getByText('All data has been seeded to the database successfully.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const seeded = await rowCounts(db);
    expect(seeded).toEqual(
      Object.fromEntries(tables.map((table) => [table, seedContent[table].length])),
    );

    await waitForSiteRevision(request, await databaseRevision(db));
    await page.goto('/');
    const hero = seedContent.hero_content.find((row) => row.language === 'en')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);

    await page.goto('/seed');
    await card.getByRole('button', { name: 'Seed Database' }).click();
    await expect(card.getByText('Everything is already seeded')).toBeVisible();
    await expect(card).toContainText('nothing was added or changed');
    expect(await rowCounts(db)).toEqual(seeded);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  } finally {
    // A failure half-way must not leave the next spec an empty site.
    await seedDatabase(db as TypedClient);
    await waitForSiteRevision(request, await databaseRevision(db));
  }
});
