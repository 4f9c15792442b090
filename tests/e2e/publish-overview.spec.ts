import { insertRequest } from './support/booking.ts';
import { businessDay } from './support/business-day.ts';
import { newAdmin, signInAs } from './support/auth.ts';
import { openEditor, tabTo } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';
import { adminClient, databaseRevision, waitForSiteRevision } from './support/stack.ts';
import { expect, test, type Page } from './support/test.ts';
import { smallTargets } from './support/touch-targets.ts';
import enOverview from '../../src/i18n/admin/en/overview.ts';
import esOverview from '../../src/i18n/admin/es/overview.ts';

const overview = { en: enOverview, es: esOverview } as const;

/**
 * The Overview tells the truth as it changes (docs/product.md#overview): "Finish setting up" lists
 * the seed's sample details and drops one once fixed; a booking request sent while the Overview is
 * open shows in its count without a reload; and a request's times read on the business's clock,
 * labelled ET, on a device set to UTC (docs/product.md#times-in-the-admin). Writes settings and
 * requests, so it runs in the publish project, one file at a time; it puts back what it changes.
 */

test.use({ timezoneId: 'UTC' });

test('"Finish setting up" lists the sample phone, e-mail, social links, partner page and address, and an item goes once fixed', async ({
  page,
  request,
}) => {
  const admin = await adminClient();
  const { data: phone } = await admin
    .from('site_settings')
    .select('value')
    .eq('key', 'phone_number')
    .single();
  expect(phone!.value).toBe('(571) 555-0142');
  await openEditor(page, '/admin');
  const setup = page.getByRole('region', { name: 'Finish setting up' });
  const items = setup.getByRole('listitem');
  await expect(items).toHaveText([
    'Replace the sample phone number (571) 555-0142 with yours',
    'Replace the sample e-mail info@dmvmobiledetailing.com with yours',
    'Replace the sample social links with yours, or switch them off',
    /^Add your ceramic coating partner’s page/,
    /^Add your shop’s street address/,
  ]);
  const paths = ['settings', 'settings', 'social', 'settings', 'settings'];
  await expect(setup.getByRole('link')).toHaveCount(paths.length);
  for (const [index, path] of paths.entries()) {
    await expect(setup.getByRole('link').nth(index)).toHaveAttribute('href', `/admin/${path}`);
  }
  await expectNoAxeViolations(page);
  // At any phone width the number stays on one line, wherever the sentence wraps.
  const number = setup.getByText('(571) 555-0142', { exact: true });
  for (let width = 320; width <= 480; width += 8) {
    await page.setViewportSize({ width, height: 800 });
    expect(await number.evaluate((span) => span.getClientRects().length), `${width} px`).toBe(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  try {
    const { error } = await admin
      .from('site_settings')
      .update({ value: '(202) 555-2368' })
      .eq('key', 'phone_number');
    expect(error).toBeNull();
    // Coming back to the window reads the settings again: no reload.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(items).toHaveCount(4);
    await expect(setup).not.toContainText('phone number');

    await setup.getByRole('link', { name: /sample e-mail/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
  } finally {
    await admin.from('site_settings').update({ value: phone!.value }).eq('key', 'phone_number');
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});

test('"Finish setting up" lists the sample social links while an active one is left: replaced or switched off, the item goes', async ({
  page,
  request,
}) => {
  const admin = await adminClient();
  const { data: before } = await admin
    .from('social_links')
    .select('id, url, is_active')
    .order('display_order');
  // The seed's two links, active, to someone else's pages.
  expect(before!.map((link) => [link.url, link.is_active])).toEqual([
    ['https://www.facebook.com/dmvmobiledetailing', true],
    ['https://www.instagram.com/dmvmobiledetailing', true],
  ]);
  const [facebook, instagram] = before!;
  await openEditor(page, '/admin');
  const setup = page.getByRole('region', { name: 'Finish setting up' });
  const social = setup.getByRole('link', { name: /sample social links/ });
  await expect(social).toHaveAttribute('href', '/admin/social');
  /** Coming back to the window reads the list again: waits for the social links read. */
  const refocus = async () => {
    const read = page.waitForResponse((response) => response.url().includes('/social_links?'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await read;
  };

  try {
    // One replaced by the owner's own page: the other is still someone else's.
    await admin
      .from('social_links')
      .update({ url: 'https://www.instagram.com/e2e_shinycars' })
      .eq('id', instagram!.id);
    await refocus();
    await expect(social).toBeVisible();
    // The other switched off (a business may have no such page): nothing sample is shown.
    await admin.from('social_links').update({ is_active: false }).eq('id', facebook!.id);
    await refocus();
    await expect(social).toHaveCount(0);
    await expect(setup.getByRole('listitem')).toHaveCount(4);
    // Switched back on, it is listed again; the link opens the Social Links page.
    await admin.from('social_links').update({ is_active: true }).eq('id', facebook!.id);
    await refocus();
    await social.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Social Links' })).toBeVisible();
  } finally {
    for (const link of before!) {
      await admin
        .from('social_links')
        .update({ url: link.url, is_active: link.is_active })
        .eq('id', link.id);
    }
    await waitForSiteRevision(request, await databaseRevision(admin));
  }
});

/** The toast whose text includes `title`. */
const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications|Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText: title });

test('"Not needed" takes the missing address off the list for good, by the keyboard; a failed save keeps it', async ({
  page,
}) => {
  // An admin of its own: what it says is not needed is kept with its account.
  await openEditor(page, '/admin', await newAdmin());
  const setup = page.getByRole('region', { name: 'Finish setting up' });
  const address = setup.getByRole('listitem').filter({ hasText: 'street address' });
  const notNeeded = address.getByRole('button', {
    name: /^Not needed: Add your shop’s street address/,
  });
  // Samples to replace have no such button: only what a business may not have at all.
  await expect(setup.getByRole('button')).toHaveCount(2);

  await page.route('**/auth/v1/user', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await tabTo(page, notNeeded, 40);
  await page.keyboard.press('Enter');
  // Why, as the editors say a dropped connection: not the browser's 'Failed to fetch'.
  await expect(toastWith(page, 'Could not take it off the list')).toContainText(
    'Could not reach the server. Check your connection and try again.',
  );
  await expect(address).toBeVisible();
  await expect(notNeeded).toBeFocused();

  await page.unroute('**/auth/v1/user');
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Taken off this list')).toContainText('Site Settings');
  await expect(address).toHaveCount(0);
  await expect(setup.getByRole('listitem')).toHaveCount(4);
  // The address was last: focus goes to the item before it.
  await expect(setup.getByRole('link', { name: /ceramic coating partner/ })).toBeFocused();

  await page.reload();
  await expect(setup.getByRole('listitem')).toHaveCount(4);
  await expect(setup).not.toContainText('street address');
});

test('"No lo necesito" in Spanish on a phone takes both optional details off the list; the samples stay', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 664 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
    await signInAs(page, await newAdmin());
    await page.goto('/admin');
    const setup = page.getByRole('region', { name: 'Termine la configuración' });
    await expect(setup.getByRole('listitem')).toHaveCount(5);
    await expectNoEnglish(page, setup);
    for (const detail of ['socio de recubrimiento cerámico', 'dirección de su taller']) {
      await setup
        .getByRole('listitem')
        .filter({ hasText: detail })
        .getByRole('button', { name: /^No lo necesito:/ })
        .tap();
      await expect(setup).not.toContainText(detail);
    }
    await expect(toastWith(page, 'Quitado de esta lista').first()).toContainText(
      'Configuración del sitio',
    );
    // The samples stay: they are on the site until replaced.
    await expect(setup.getByRole('listitem')).toHaveCount(3);
    await expect(
      setup.getByRole('link', { name: /enlaces de redes sociales de ejemplo/ }),
    ).toHaveAttribute('href', '/admin/social');
    await expect(setup.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});

test('"Needs Spanish" links each editor on a line of its own, with its count: 24 px tall at 1280 px, 44 × 44 px at 390 px, in both languages', async ({
  page,
}) => {
  // An FAQ written in English only: one entry missing in Spanish.
  const question = `Do you detail trailers? (e2e ${Date.now()})`;
  const admin = await adminClient();
  const { error } = await admin.from('faq_items').insert({
    language: 'en',
    faq_key: `e2e-gap-${Date.now()}`,
    question,
    answer: 'Not yet.',
  });
  expect(error).toBeNull();
  try {
    const misfits: string[] = [];
    for (const lang of ['en', 'es'] as const) {
      await openEditor(page, '/admin');
      await page.evaluate((chosen) => localStorage.setItem('admin-language', chosen), lang);
      for (const [width, height, least] of [
        [1280, 800, 24],
        [390, 844, 44],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/admin');
        const card = page.getByRole('region', { name: overview[lang]['needs.es'] });
        await expect(card.getByRole('link', { name: /\(\d+\)$/ }).first()).toBeVisible();
        for (const item of await smallTargets(card, least)) {
          misfits.push(`${lang} ${width} px: ${item}`);
        }
      }
    }
    expect(misfits).toEqual([]);
  } finally {
    await page.evaluate(() => localStorage.removeItem('admin-language'));
    await admin.from('faq_items').delete().eq('question', question);
  }
});

test('a booking request sent while the Overview is open shows in its count without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page, '/admin');
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  const count = page.getByRole('region', { name: 'New Booking Requests' }).locator('[data-count]');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.textContent());

  await insertRequest(`Nora Overview ${Date.now()}`, '(703) 555-0154');
  // The count is re-read every 10 s while the admin is in view (docs/decisions.md#realtime-stand-in).
  await expect(count).toHaveText(String(before + 1), { timeout: 30_000 });
  const badge = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
    name: `Bookings (${before + 1} new)`,
  });
  await expect(badge).toBeVisible();
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
});

test('on a device set to UTC, a 10:00 request reads 10:00 AM ET in Bookings, not the device’s 3:00 PM', async ({
  page,
}) => {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  const name = `Uma Utc ${Date.now()}`;
  // The request is for 15:00 UTC three days ahead: 10:00 in New York in winter, 11:00 in summer.
  await insertRequest(name, '(703) 555-0163');
  const admin = await adminClient();
  const { data } = await admin
    .from('booking_requests')
    .select('window1_start')
    .eq('name', name)
    .single();
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
  }).format(new Date(data!.window1_start));

  await openEditor(page, '/admin/bookings');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(
    new RegExp(`${hour.replace(/\s/, ':00\\s')} – \\d+:00\\s[AP]M\\sET`),
  );
  await expect(row).not.toContainText('3:00 PM');
  await row.getByRole('button', { name: `View request from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
  await expect(dialog).toContainText(`${hour.replace(/\s/, ':00 ')} – `);
  await expect(dialog).toContainText(/[AP]M\sET \(Spanish page\)/);
});

test('an expense past its due date is counted under Overdue Expenses, which opens the Expenses page', async ({
  page,
}) => {
  const admin = await adminClient();
  const yesterday = businessDay(-1);
  const { data: added, error } = await admin
    .from('expenses')
    .insert({ name: `Overdue hosting ${Date.now()}`, amount: 19, next_due_date: yesterday })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    const { count: overdue } = await admin
      .from('expenses')
      .select('*', { count: 'exact', head: true })
      .lt('next_due_date', businessDay(0));
    await openEditor(page, '/admin');
    const card = page.getByRole('region', { name: 'Overdue Expenses' });
    await expect(card.locator('[data-count]')).toHaveText(String(overdue));
    await expect(card).toContainText('Past their due date');
    await card.getByRole('link', { name: 'Open Expenses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Overdue hosting' })).toContainText(
      'Overdue',
    );
  } finally {
    await admin.from('expenses').delete().eq('id', added!.id);
  }
});
