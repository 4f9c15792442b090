import { expect, test } from '@playwright/test';
import { adminClient, databaseRevision, waitForSiteRevision } from './support/stack.ts';

// These tests change the database and wait for the publish loop (trigger → build hook → rebuild),
// so they run serially after the read-only suites and put back what they changed.
test.describe.configure({ mode: 'serial' });

test('changing a package price in the database rebuilds the page with the new price', async ({
  page,
  request,
}) => {
  const admin = await adminClient();
  const { data: silver, error } = await admin
    .from('service_packages')
    .select('id, price_sedan')
    .eq('package_type', 'silver')
    .eq('language', 'en')
    .single();
  expect(error).toBeNull();
  const original = silver!.price_sedan as string;
  const changed = '$149';
  try {
    const { error: updateError } = await admin
      .from('service_packages')
      .update({ price_sedan: changed })
      .eq('id', silver!.id);
    expect(updateError).toBeNull();
    await waitForSiteRevision(request, await databaseRevision(admin));
    for (const path of ['/', '/es/']) {
      await page.goto(path);
      await expect(page.locator('#services')).toContainText(changed);
      await expect(page.locator('#services')).not.toContainText(original);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', new RegExp(`\\${changed}`));
    }
  } finally {
    await admin.from('service_packages').update({ price_sedan: original }).eq('id', silver!.id);
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});

test('HTML and scripts in database content show as literal text', async ({ page, request }) => {
  const admin = await adminClient();
  const { data: review } = await admin
    .from('testimonials')
    .select('id, content')
    .eq('language', 'en')
    .order('display_order')
    .limit(1)
    .single();
  const hostile =
    '<script>window.__injected = 1</script><b>bold</b> </script><img src=x onerror="window.__injected=2">';
  const original = review!.content as string;
  const { data: hero } = await admin
    .from('hero_content')
    .select('id, title')
    .eq('language', 'en')
    .single();
  try {
    await admin.from('testimonials').update({ content: hostile }).eq('id', review!.id);
    await admin
      .from('hero_content')
      .update({ title: `Shine </script><script>window.__injected=3</script>` })
      .eq('id', hero!.id);
    await waitForSiteRevision(request, await databaseRevision(admin));
    await page.goto('/');
    await expect(page.getByText(hostile)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('</script><script>');
    await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __injected?: number }).__injected),
    ).toBeUndefined();
  } finally {
    await admin.from('testimonials').update({ content: original }).eq('id', review!.id);
    await admin.from('hero_content').update({ title: hero!.title }).eq('id', hero!.id);
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});
