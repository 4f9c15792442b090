import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from './support/test.ts';
import { seedContent } from '../../src/seed-content/index.ts';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import type { TypedClient } from '../../src/lib/supabase-client.ts';
import { apiKeys } from '../../supabase/local/keys.ts';
import { jwtSecret } from '../../supabase/local/settings.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAs } from './support/auth.ts';
import {
  adminClient,
  backendUrl,
  databaseRevision,
  e2eAdmin,
  waitForSiteRevision,
} from './support/stack.ts';

// Deletes a seeded FAQ and seeds again from the page and the CLI, so it runs in the publish project
// (one file at a time) and always puts the FAQ back.
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const faqKey = 'how_long';
const question = (language: 'en' | 'es') =>
  seedContent.faq_items.find((row) => row.faq_key === faqKey && row.language === language)!
    .question;

async function faqRows(db: SupabaseClient): Promise<number> {
  const { count, error } = await db
    .from('faq_items')
    .select('*', { count: 'exact', head: true })
    .eq('faq_key', faqKey);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** `npm run seed` against the test stack, with the service role as in production. */
async function seedScript(): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/seed.ts'], {
    env: {
      ...process.env,
      PUBLIC_SUPABASE_URL: backendUrl,
      SUPABASE_SERVICE_ROLE_KEY: apiKeys(jwtSecret()).serviceRoleKey,
    },
    timeout: 60_000,
  });
  return stdout;
}

test('a deleted FAQ stays deleted when /seed and npm run seed run, is reported as skipped, and comes back only when its default is restored', async ({
  page,
  request,
}) => {
  // Two rebuilds of the site (the deletion, the restore) on a busy machine.
  test.setTimeout(240_000);
  const db = await adminClient();
  try {
    expect(await faqRows(db)).toBe(2);
    const deleted = await db.from('faq_items').delete().eq('faq_key', faqKey);
    expect(deleted.error).toBeNull();
    expect(await faqRows(db)).toBe(0);

    await signInAs(page, e2eAdmin);
    await page.goto('/seed');
    const card = page.getByRole('region', { name: 'Database Seeding' });
    await expect(card).toContainText('Entries you deleted or renamed are not added again.');
    await card.getByRole('button', { name: 'Seed Database' }).click();
    await expect(card.getByText('Everything is already seeded')).toBeVisible();
    const skipped = card.getByRole('region', { name: /Skipped on purpose/ });
    const entry = skipped.getByRole('listitem').filter({ hasText: question('en') });
    await expect(entry).toContainText('seeding never brings back a deleted entry');
    expect(await faqRows(db)).toBe(0);
    await expectNoAxeViolations(page);

    const output = await seedScript();
    expect(output).toContain(`faq_items:${faqKey} “${question('en')}”`);
    expect(output).toContain('seeding never brings back a deleted entry');
    expect(await faqRows(db)).toBe(0);

    await entry.getByRole('checkbox').check();
    await skipped.getByRole('button', { name: 'Restore chosen defaults' }).click();
    await expect(page.getByText('Defaults restored')).toBeVisible();
    await expect(skipped).toHaveCount(0);
    expect(await faqRows(db)).toBe(2);

    await waitForSiteRevision(request, await databaseRevision(db));
    await page.goto('/');
    await expect(page.getByText(question('en'))).toBeVisible();
    await page.goto('/es/');
    await expect(page.getByText(question('es'))).toBeVisible();
  } finally {
    // A failure half-way must not leave the next spec without the FAQ.
    await seedDatabase(db as TypedClient, undefined, { restore: [`faq_items:${faqKey}`] });
    await waitForSiteRevision(request, await databaseRevision(db));
  }
});
