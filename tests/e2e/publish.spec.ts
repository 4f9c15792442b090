import { expect, test } from './support/test.ts';
import { readFileSync } from 'node:fs';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { formatPrice } from '../../src/lib/content/price.ts';
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
  const changed = '149';
  try {
    const { error: updateError } = await admin
      .from('service_packages')
      .update({ price_sedan: changed })
      .eq('id', silver!.id);
    expect(updateError).toBeNull();
    await waitForSiteRevision(request, await databaseRevision(admin));
    for (const path of ['/', '/es/']) {
      await page.goto(path);
      const services = page.locator(`#${sectionIds.services}`);
      await expect(services).toContainText(formatPrice(changed));
      await expect(services).not.toContainText(formatPrice(original));
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', new RegExp(`\\$${changed}`));
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

test('a hero image uploaded to storage is served as optimised AVIF and WebP', async ({
  page,
  request,
}) => {
  const admin = await adminClient();
  const path = `hero/e2e-${Date.now()}.png`;
  const bucket = admin.storage.from('site-images');
  const { error: uploadError } = await bucket.upload(path, readFileSync('public/og.png'), {
    contentType: 'image/png',
  });
  expect(uploadError).toBeNull();
  const url = bucket.getPublicUrl(path).data.publicUrl;
  const { data: hero } = await admin
    .from('hero_content')
    .select('id')
    .eq('language', 'en')
    .single();
  try {
    await admin.from('hero_content').update({ background_image_url: url }).eq('id', hero!.id);
    await waitForSiteRevision(request, await databaseRevision(admin));
    await page.goto('/');
    const picture = page.locator(`#${sectionIds.home} picture`);
    await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1);
    await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
    const img = picture.locator('img');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    const avif = await picture.locator('source[type="image/avif"]').getAttribute('srcset');
    const first = avif!.split(',')[0]!.trim().split(' ')[0]!;
    expect(first).toMatch(/^\/_astro\/.+\.avif$/);
    expect((await request.get(first)).headers()['content-type']).toBe('image/avif');
  } finally {
    await admin.from('hero_content').update({ background_image_url: null }).eq('id', hero!.id);
    await bucket.remove([path]);
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});
