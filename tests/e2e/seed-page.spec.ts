import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { seedTables } from '../../src/lib/content/schema.ts';
import { signInAs } from './support/auth.ts';
import { adminClient, e2eAdmin } from './support/stack.ts';

// Read-only looks at /seed; the seeding itself is in publish-seed.spec.ts.

/** Rows in each seeded table, as the admin sees them. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = await adminClient();
  const counts: Record<string, number> = {};
  for (const { table } of seedTables) {
    const { count, error } = await db.from(table).select('*', { count: 'exact', head: true });
    if (error) throw new Error(`${table}: ${error.message}`);
    counts[table] = count ?? 0;
  }
  return counts;
}

test('signed out, /seed explains that an admin must sign in and writes nothing @mobile', async ({
  page,
}) => {
  const before = await rowCounts();
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/') && request.method() !== 'GET')
      writes.push(request.url());
  });
  await page.goto('/seed');
  await expect(page).toHaveTitle('Seed database · Admin');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText('An admin must sign in to seed the database.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in as an admin' })).toHaveAttribute(
    'href',
    '/auth?next=%2Fseed',
  );
  await expect(page.getByRole('button', { name: 'Seed Database' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(writes).toEqual([]);
  expect(await rowCounts()).toEqual(before);
});

test('an admin sees what /seed will fill, the note and the Seed Database button @mobile', async ({
  page,
}) => {
  await signInAs(page, e2eAdmin);
  await page.goto('/seed');
  const card = page.getByRole('region', { name: 'Database Seeding' });
  for (const line of ['Site settings', 'Hero sections', 'Service packages', 'Social links']) {
    await expect(card.getByRole('listitem').filter({ hasText: line })).toBeVisible();
  }
  await expect(card).toContainText('Safe to run again: existing content is never overwritten.');
  await expect(card.getByRole('button', { name: 'Seed Database' })).toBeVisible();
  await expectNoAxeViolations(page);
});
