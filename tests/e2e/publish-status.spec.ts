import { expect, test, type Page } from './support/test.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { readFileSync } from 'node:fs';
import { firstFaq, saveNoticeFromAnotherTab, statusPill } from './support/publish-status.ts';
import {
  adminClient,
  backendUrl,
  databaseRevision,
  siteRevision,
  waitForSiteRevision,
} from './support/stack.ts';

// These tests change content and wait for the publish loop, so they run one after another and put
// back what they changed (the site is live again when each ends).
test.describe.configure({ mode: 'serial' });

const storageKey = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;
/** A build can take a while on a busy machine; these waits bound the publish loop, not its speed. */
const publishing = { timeout: 120_000 };

/** Opens /admin signed in as the e2e admin, with a `window` marker that a reload would lose. */
async function openAdmin(page: Page, admin: SupabaseClient) {
  const { data } = await admin.auth.getSession();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(data.session)],
  );
  await page.goto('/admin');
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
}

test('a content change shows Publishing… then Live in the header without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await adminClient();
  await openAdmin(page, admin);
  await expect(statusPill(page)).toContainText('Live');
  const faq = await firstFaq(admin);
  try {
    await admin
      .from('faq_items')
      .update({ answer: `${faq.answer} (changed)` })
      .eq('id', faq.id);
    await saveNoticeFromAnotherTab(page);
    await expect(statusPill(page)).toContainText('Publishing…');
    await expect(statusPill(page)).toContainText('Live', publishing);
    expect(await siteRevision(request)).toBe(await databaseRevision(admin));
    await expect(statusPill(page)).toHaveAttribute(
      'title',
      /Site revision (\d+), database revision \1\./,
    );
    await expectNoReload(page);
  } finally {
    await admin.from('faq_items').update({ answer: faq.answer }).eq('id', faq.id);
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});

// The build hook itself cannot be broken from a test (its URL is owner-only config), so the test
// breaks the next step of the same loop: the hero points at a storage image that does not exist
// yet, the build fails on it and the old site stays live. Uploading the image repairs the content
// without a new revision, so only Publish now can bring the site back.
test('a failed build shows Publish delayed with its error, and Publish now brings the site back to Live', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await adminClient();
  const path = `hero/e2e-missing-${Date.now()}.png`;
  const bucket = admin.storage.from('site-images');
  const url = bucket.getPublicUrl(path).data.publicUrl;
  const { data: hero } = await admin
    .from('hero_content')
    .select('id, background_image_url')
    .eq('language', 'en')
    .single();
  await openAdmin(page, admin);
  await expect(statusPill(page)).toContainText('Live');
  const liveRevision = await siteRevision(request);
  try {
    await admin.from('hero_content').update({ background_image_url: url }).eq('id', hero!.id);
    await saveNoticeFromAnotherTab(page);
    await expect(statusPill(page)).toContainText('Publish delayed', publishing);
    // The error names the image the build could not fetch.
    await expect(statusPill(page)).toHaveAttribute(
      'title',
      new RegExp(`The last build failed: .*${path.split('/')[1]!.replace('.', '\\.')}`),
    );
    expect(await siteRevision(request)).toBe(liveRevision);

    const { error } = await bucket.upload(path, readFileSync('public/og.png'), {
      contentType: 'image/png',
    });
    expect(error).toBeNull();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText(/Publishing revision \d+…/)).toBeVisible();
    await expect(statusPill(page)).toContainText('Live', publishing);
    expect(await siteRevision(request)).toBe(await databaseRevision(admin));
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeHidden();
    await expectNoReload(page);
  } finally {
    await admin
      .from('hero_content')
      .update({ background_image_url: hero!.background_image_url })
      .eq('id', hero!.id);
    await bucket.remove([path]);
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});

test("with the browser's clock moved three minutes on, a publish still under way shows Publish delayed until the site catches up", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await adminClient();
  // The page's timers and Date run on Playwright's clock: in real time until moved on.
  await page.clock.install();
  await openAdmin(page, admin);
  await expect(statusPill(page)).toContainText('Live');
  const faq = await firstFaq(admin);
  try {
    await admin
      .from('faq_items')
      .update({ answer: `${faq.answer} (slow)` })
      .eq('id', faq.id);
    await saveNoticeFromAnotherTab(page);
    await page.clock.fastForward('03:05');
    await expect(statusPill(page)).toContainText('Publish delayed');
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
    await expect(statusPill(page)).toContainText('Live', publishing);
  } finally {
    await admin.from('faq_items').update({ answer: faq.answer }).eq('id', faq.id);
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});

test('while the site is live and nobody saves, the header does not poll /build.json', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/build.json') reads.push(request.url());
  });
  await openAdmin(page, await adminClient());
  await expect(statusPill(page)).toContainText('Live');
  // The listener does see the header's reads: the first one happened on load.
  expect(reads.length).toBeGreaterThan(0);
  reads.length = 0;
  // Three poll periods (3 s each) of quiet.
  await page.waitForTimeout(9_000);
  expect(reads).toEqual([]);
});
