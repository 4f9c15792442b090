import { windowText } from '../../src/lib/content/time-text.ts';
import { adminClient, anonClient } from './support/stack.ts';
import { openEditor, toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * The booking form (docs/product.md#booking-form) on / and /es/: every kind of booking button opens
 * it, the estimate follows the published prices, a refused request says why in the visitor's
 * language and stores nothing, a sent one is confirmed only once stored, and the admin sees it and
 * confirms it.
 */

const words = {
  en: { path: '/', title: 'Book an appointment', done: 'Request received', extra: 'extra fee' },
  es: {
    path: '/es/',
    title: 'Reservar un servicio',
    done: 'Solicitud recibida',
    extra: 'cargo adicional',
  },
} as const;

/** A date two days ahead as the date input takes it (the visitor's own calendar). */
function dayAfterTomorrow(): string {
  const day = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The published Gold SUV 2 rows price and the Hand Wax and pet-hair add-ons in one language. */
async function published(language: 'en' | 'es') {
  const client = anonClient();
  const { data: gold } = await client
    .from('service_packages')
    .select('price_suv_2row')
    .eq('package_type', 'gold')
    .eq('language', language)
    .single();
  const { data: addOns } = await client
    .from('additional_services')
    .select('service_key, name, price')
    .eq('language', language);
  const byKey = (key: string) => addOns!.find((row) => row.service_key === key)!;
  return {
    gold: gold!.price_suv_2row,
    wax: byKey('hand_wax'),
    pet: byKey('pet_hair_sand_removal'),
  };
}

const amounts = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
const bookingDialog = (page: Page, language: 'en' | 'es') =>
  page.getByRole('dialog', { name: words[language].title });

for (const language of ['en', 'es'] as const) {
  test(`${language}: every kind of booking button opens the form, the estimate follows the prices, and a request is stored and handled`, async ({
    page,
  }) => {
    const w = words[language];
    const dialog = bookingDialog(page, language);
    await page.goto(w.path);

    // The hero's Schedule Now and the nav's Book Now open it with no package (the phone's bottom
    // bar: booking-form.spec.ts).
    for (const button of [
      page.locator('#home [data-book]'),
      page.locator('header nav [data-book]').first(),
    ]) {
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: /Package|Paquete/ })).toHaveValue('');
      await dialog.locator('[data-booking-close]').click();
      await expect(dialog).toBeHidden();
    }

    // A package's Book button picks that package.
    await page.locator('[data-book="gold"]').click();
    await expect(dialog.getByRole('combobox', { name: /Package|Paquete/ })).toHaveValue('gold');
    const prices = await published(language);
    await dialog.locator('[name="vehicle_size"][value="suv_2_rows"]').check();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${prices.wax.name}`) }).check();
    const [gold] = amounts(prices.gold);
    const [low, high] = amounts(prices.wax.price);
    await expect(dialog.locator('[data-estimate]')).toHaveText(
      `$${gold! + low!} – $${gold! + high!}`,
    );
    await dialog.getByRole('checkbox', { name: new RegExp(`^${prices.pet.name}`) }).check();
    await expect(dialog.locator('[data-estimate]')).toHaveText(
      `$${gold! + low!} – $${gold! + high!} + ${w.extra}`,
    );

    // Outside the service area: a note, never a refusal.
    const address = dialog.locator('[name="address"]');
    await address.fill('90210');
    await expect(dialog.locator('[data-area-note]')).toBeVisible();
    await address.fill('22030');
    await expect(dialog.locator('[data-area-note]')).toBeHidden();

    await dialog.locator('[name="date1"]').fill(dayAfterTomorrow());
    await dialog.locator('[name="time1"]').selectOption('10:00');
    const name = `${language === 'en' ? 'Ana' : 'Luis'} Form ${Date.now()}`;
    await dialog.locator('[name="name"]').fill(name);
    await dialog.locator('[name="consent"]').check();
    await expectNoAxeViolations(page);

    // No phone and no e-mail: refused at the phone field, in the visitor's language; nothing sent.
    await dialog.locator('[type="submit"]').click();
    const phone = dialog.locator('[name="phone"]');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(
      new RegExp(
        language === 'en'
          ? 'Please give a phone number or an e-mail address\\.'
          : 'Indique un número de teléfono o un correo electrónico\\.',
      ),
    );
    const admin = await adminClient();
    const stored = () => admin.from('booking_requests').select('id, status').eq('name', name);
    expect((await stored()).data).toEqual([]);

    await phone.fill('(703) 555-0166');
    await dialog.locator('[type="submit"]').click();
    await expect(dialog.getByText(w.done)).toBeVisible();
    // The confirmation repeats what was asked for.
    const summary = (key: string) => dialog.locator(`[data-summary="${key}"]`);
    await expect(summary('package')).toHaveText(/Gold|Oro/);
    await expect(summary('estimate')).toHaveText(
      `$${gold! + low!} – $${gold! + high!} + ${w.extra}`,
    );
    await expect(summary('window1')).toHaveText(
      windowText(language, dayAfterTomorrow(), '10:00', '12:00'),
    );
    await expect(dialog.locator('[data-summary-row="window2"]')).toBeHidden();
    expect((await stored()).data).toHaveLength(1);

    await openEditor(page, '/admin/bookings');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Gold, SUV 2 rows');
    await row.getByRole('button', { name: `View request from ${name}` }).click();
    const details = page.getByRole('dialog', { name: `Request from ${name}` });
    await details.getByLabel('Status').selectOption('done');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastWith(page, 'Marked as done')).toBeVisible();
    await expect(row).toContainText('Done');
    expect((await stored()).data).toEqual([expect.objectContaining({ status: 'done' })]);
  });
}
