import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { editDialog, openEditor, toastWith } from './support/editors.ts';
import { adminClient, databaseRevision, waitForSiteRevision } from './support/stack.ts';
import { shownLines } from './support/text-lines.ts';

// Saves site settings and waits for the rebuilt site, so it runs in the publish project (one file
// at a time); every test puts the settings back as they were.
test.describe.configure({ mode: 'serial' });

type Stored = Record<string, { value: string; updated_at: string }>;

async function storedSettings(): Promise<Stored> {
  const admin = await adminClient();
  const { data, error } = await admin.from('site_settings').select('key, value, updated_at');
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map((row) => [row.key, row]));
}

/** Writes `before` back: changed values restored, settings that did not exist removed. */
async function restore(before: Stored, page: Page) {
  const admin = await adminClient();
  const after = await storedSettings();
  for (const key of Object.keys(after)) {
    if (!before[key]) await admin.from('site_settings').delete().eq('key', key);
    else if (before[key].value !== after[key]!.value) {
      await admin.from('site_settings').update({ value: before[key].value }).eq('key', key);
    }
  }
  await waitForSiteRevision(page.request, await databaseRevision(admin));
}

async function openSettingsDialog(page: Page) {
  await openEditor(page, '/admin/settings');
  await page.getByRole('button', { name: 'Edit Settings' }).click();
  await expect(editDialog(page).getByRole('heading', { name: 'Edit Site Settings' })).toBeVisible();
}

/** The business entity of the page's structured data. */
async function business(page: Page): Promise<Record<string, unknown>> {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'];
  return graph.find((node) => node['@type'] === 'AutoWash')!;
}

test('an invalid phone, e-mail or link is refused at its field and nothing is saved', async ({
  page,
}) => {
  const before = await storedSettings();
  await openSettingsDialog(page);
  const dialog = editDialog(page);
  const bad = {
    'Phone number': ['call me', 'This field must be a US phone number like (703) 555-0100.'],
    'Contact e-mail': ['info@', 'This field must be an e-mail address like name@example.com.'],
    'Ceramic partner page': [
      'javascript:alert(1)',
      'This field must be a web address, such as www.example.com.',
    ],
    'Service area map (embed link)': [
      'https://www.google.com/maps/place/Fairfax,+VA',
      'This field must be an embeddable map link',
    ],
  } as const;
  for (const [label, [value]] of Object.entries(bad)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  for (const [label, [, message]] of Object.entries(bad)) {
    const field = dialog.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[().+]/g, '\\$&')));
  }
  await expect(dialog.getByRole('heading', { name: 'Edit Site Settings' })).toBeVisible();
  expect(await storedSettings()).toEqual(before);
});

test('a new phone, banner, WhatsApp number, address, partner page and pinned map reach the footer, sticky bar, tel: links, ceramic section, booking form and JSON-LD of / and /es/', async ({
  page,
}) => {
  // A save, a rebuild and both pages checked field by field: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const before = await storedSettings();
  const banner = { en: 'Spring special: call today! (e2e)', es: '¡Especial de primavera! (e2e)' };
  const partner = 'https://ceramic-partner.test/quote';
  const pinnedMap =
    'https://www.openstreetmap.org/export/embed.html?bbox=-77.2,38.8,-77.0,38.95&layer=mapnik&marker=38.8981,-77.1108';
  try {
    await openSettingsDialog(page);
    const dialog = editDialog(page);
    await dialog.getByLabel('Phone number').fill('703 555 0199');
    await dialog.getByLabel('WhatsApp number (optional)').fill('571.555.0123');
    await dialog
      .getByLabel('Shop street address (optional)')
      // As a map service copies it: shown and stored as 'street, city, ST 12345'.
      .fill('4200 Lee Hwy, Arlington Virginia 22207, USA');
    // A way to pay beyond the seeded five.
    await dialog.getByRole('checkbox', { name: 'Cash App' }).check();
    // Without 'https://', as an owner may type it.
    await dialog
      .getByLabel('Ceramic partner page (optional)')
      .fill(partner.replace('https://', ''));
    // Pasted as OpenStreetMap's Share → HTML gives it: the whole code, '&' written '&amp;'.
    await dialog
      .getByLabel('Service area map (embed link)')
      .fill(
        `<iframe width="425" height="350" src="${pinnedMap.replaceAll('&', '&amp;')}" style="border: 1px solid black"></iframe><br/><small><a href="https://www.openstreetmap.org/?mlat=38.8981&amp;mlon=-77.1108">View Larger Map</a></small>`,
      );
    await dialog
      .getByRole('group', { name: 'Top banner message' })
      .getByLabel('English')
      .fill(banner.en);
    await dialog
      .getByRole('group', { name: 'Top banner message' })
      .getByLabel('Spanish')
      .fill(banner.es);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Site settings updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const settingsCard = page.getByRole('region', { name: 'Public site settings' });
    await expect(settingsCard).toContainText('(703) 555-0199');
    await expect(settingsCard).toContainText('(571) 555-0123');

    const stored = await storedSettings();
    expect(stored.phone_number!.value).toBe('(703) 555-0199');
    expect(stored.map_embed_url!.value).toBe(pinnedMap);
    expect(stored.street_address!.value).toBe('4200 Lee Hwy, Arlington, VA 22207');
    // Only what changed was written.
    expect(stored.company_name).toEqual(before.company_name);

    await waitForSiteRevision(page.request, await databaseRevision(await adminClient()));
    for (const lang of languages) {
      await page.goto(localePath(lang));
      await expect(page.getByText(banner[lang])).toBeVisible();
      // With WhatsApp, the banner's call, text and WhatsApp links still share one line on the
      // usual phones (from 360 px in Spanish, whose words are longer; from 320 px in English).
      const viewport = page.viewportSize()!;
      const links = page
        .getByRole('complementary', { name: t(lang, 'banner.label') })
        .locator('p')
        .filter({ has: page.locator('a[href^="https://wa.me/"]') });
      for (const width of lang === 'es' ? [360, 375, 390] : [320, 360, 375]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await shownLines(links), `${lang} at ${width} px`).toHaveLength(1);
      }
      await page.setViewportSize(viewport);
      const footer = page.locator(`#${sectionIds.contact}`);
      await expect(
        footer.getByRole('link', { name: '(703) 555-0199', exact: true }),
      ).toHaveAttribute('href', 'tel:+17035550199');
      await expect(footer.getByTestId('street-address')).toHaveText(
        '4200 Lee Hwy, Arlington, VA 22207',
      );
      await expect(footer.getByRole('link', { name: '(571) 555-0123' })).toHaveAttribute(
        'href',
        'https://wa.me/15715550123',
      );
      const sticky = page.getByTestId('sticky-bar');
      await expect(sticky.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+17035550199');
      await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
        'href',
        'https://wa.me/15715550123',
      );
      const phoneLinks = await page
        .locator('a[href^="tel:"], a[href^="sms:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(phoneLinks.length).toBeGreaterThan(3);
      expect(new Set(phoneLinks)).toEqual(new Set(['tel:+17035550199', 'sms:+17035550199']));
      const data = await business(page);
      expect(data.telephone).toBe('+17035550199');
      expect(data.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: '4200 Lee Hwy',
        addressLocality: 'Arlington',
        addressRegion: 'VA',
        postalCode: '22207',
        addressCountry: 'US',
      });
      expect(data.paymentAccepted).toMatch(/, Cash App$/);
      expect(data.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: 38.8981,
        longitude: -77.1108,
      });
      const quote = page.locator(`#${sectionIds.ceramic}`).getByRole('link', {
        name: new RegExp(t(lang, 'ceramic.getQuote')),
      });
      await expect(quote).toHaveAttribute('href', partner);
      await expect(quote).toHaveAttribute('target', '_blank');
      // The booking form says where the shop is, under its 'In our shop' choice.
      await page.locator(`#${sectionIds.home} [data-book]`).click();
      const form = page.getByRole('dialog', { name: t(lang, 'booking.title') });
      await expect(
        form.getByRole('radio', { name: t(lang, 'booking.modeShop') }),
      ).toHaveAccessibleName(`${t(lang, 'booking.modeShop')} 4200 Lee Hwy, Arlington, VA 22207`);
    }
  } finally {
    await restore(before, page);
  }
});

// From an owner's trial: the settings were written one at a time, so the company name (listed
// before the banner) was saved before the banner changed elsewhere was reached and refused, while
// the notice said nothing was overwritten. A save is all or nothing now.
test('a save over a setting changed elsewhere writes none of its settings, names that one, and keeps what was typed', async ({
  page,
}) => {
  const before = await storedSettings();
  try {
    await openSettingsDialog(page);
    // Another admin changes the English banner while the dialog is open.
    const admin = await adminClient();
    await admin
      .from('site_settings')
      .update({ value: 'Their banner (e2e)' })
      .eq('key', 'top_banner_message_en');
    const dialog = editDialog(page);
    const companyName = dialog.getByLabel('Company name');
    const englishBanner = dialog
      .getByRole('group', { name: 'Top banner message' })
      .getByLabel('English');
    await companyName.fill('Mine (e2e)');
    await englishBanner.fill('My banner (e2e)');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // The notice names the setting changed elsewhere, as the dialog names it, with no toast over
    // it (docs/product.md#messages).
    await expect(dialog.getByRole('alert')).toContainText(
      'The setting “Top banner (English)” was changed by someone else while you were editing. Your save was refused, so nothing was overwritten.',
    );
    await expect(toastWith(page, 'Error updating site settings')).toHaveCount(0);
    // Nothing of the save was written: not the banner, nor the company name beside it.
    const stored = await storedSettings();
    expect(stored.top_banner_message_en!.value).toBe('Their banner (e2e)');
    expect(stored.company_name).toEqual(before.company_name);
    // The dialog keeps what was typed, to save over theirs or to give up for theirs.
    await expect(companyName).toHaveValue('Mine (e2e)');
    await expect(englishBanner).toHaveValue('My banner (e2e)');
    await dialog.getByRole('button', { name: 'Load their version' }).click();
    await expect(englishBanner).toHaveValue('Their banner (e2e)');
    await expect(companyName).toHaveValue(before.company_name!.value);
    // Read again, the page shows the company name as it was.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Public site settings' })).toContainText(
      before.company_name!.value,
    );
    await expect(page.getByRole('region', { name: 'Public site settings' })).not.toContainText(
      'Mine (e2e)',
    );
  } finally {
    await restore(before, page);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // From an owner's trial (Spanish admin, 390 × 844): the refused save's red toast, at the bottom
  // above the dialog's buttons, covered the conflict notice's explanation and its two buttons.
  test('a save refused by someone else’s change leaves the notice and its buttons uncovered', async ({
    page,
  }) => {
    const before = await storedSettings();
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
      await openEditor(page, '/admin/settings');
      await page.getByRole('button', { name: 'Editar configuración' }).tap();
      const dialog = editDialog(page);
      await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const admin = await adminClient();
      await admin.from('site_settings').update({ value: 'Theirs (e2e)' }).eq('key', 'company_name');
      await dialog.getByLabel('Nombre de la empresa').fill('Mine (e2e)');
      await dialog.getByRole('button', { name: 'Guardar cambios' }).tap();

      const notice = dialog.getByRole('alert').filter({ hasText: 'otra persona' });
      await expect(notice).toBeVisible();
      // A toast shows at once with the outcome it tells, and stays about five seconds: a second
      // on, one would be there.
      await page.waitForTimeout(1_000);
      const buttons = ['Cargar la otra versión', 'Sobrescribir'].map((name) =>
        notice.getByRole('button', { name }),
      );
      const toasts = await page.locator('[data-sonner-toast]').all();
      for (const covered of [notice, ...buttons]) {
        await expect(covered).toBeInViewport({ ratio: 1 });
        const where = (await covered.boundingBox())!;
        for (const toast of toasts) {
          const box = await toast.boundingBox();
          if (!box) continue;
          const apart =
            box.y >= where.y + where.height ||
            where.y >= box.y + box.height ||
            box.x >= where.x + where.width ||
            where.x >= box.x + box.width;
          expect(apart, `a toast over ${await covered.textContent()}`).toBe(true);
        }
      }
      // Tappable where they are: no layer over them.
      await buttons[0]!.tap({ trial: true, timeout: 1_000 });
      await buttons[1]!.tap({ trial: true, timeout: 1_000 });
      await buttons[0]!.tap();
      await expect(dialog.getByLabel('Nombre de la empresa')).toHaveValue('Theirs (e2e)');
    } finally {
      await restore(before, page);
    }
  });
});
