import { newAdmin, signInAs } from './support/auth.ts';
import { insertRequest } from './support/booking.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * A request's add-ons in the admin's language (docs/product.md#bookings): the request keeps them
 * as the visitor saw them, and Bookings shows each by its service's name in the admin's language.
 * The requests are stored through the service role (no booking budget spent) and removed after;
 * the add-ons are the seeded ones, unchanged.
 */

/** The Add-ons of the request dialog open in `page` (titled `title`). */
function addOnsOf(page: Page, title: string, term: string) {
  return page
    .getByRole('dialog', { name: title })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');
}

test('a Spanish request’s add-ons read in English in the English admin and an English one’s in Spanish in the Spanish admin; a name no service has any more as stored', async ({
  page,
}) => {
  const stamp = Date.now();
  const spanish = `Lucía Faros ${stamp}`;
  const english = `Ed Clay ${stamp}`;
  await insertRequest(spanish, '(703) 555-0193');
  await insertRequest(english, '(703) 555-0194');
  const db = serviceClient();
  // As the Spanish form stores them, one typed oddly, and one of an add-on renamed since.
  await db
    .from('booking_requests')
    .update({ add_ons: ['Restauración de faros', ' encerado  A MANO', 'Pet Hair Removal'] })
    .eq('name', spanish);
  await db
    .from('booking_requests')
    .update({ language: 'en', add_ons: ['Clay Bar Treatment'] })
    .eq('name', english);
  try {
    await page.addInitScript(() => localStorage.setItem('admin-language', 'en'));
    await signInAs(page, await newAdmin());
    const addOnReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/additional_services')) addOnReads.push(request.url());
    });
    await page.goto('/admin/bookings');
    await page.getByRole('button', { name: `View request from ${spanish}` }).click();
    const addOns = addOnsOf(page, `Request from ${spanish}`, 'Add-ons');
    await expect(addOns).toHaveText('Headlight Restoration, Hand Wax, Pet Hair Removal');
    // Only the name shown as stored is marked as the visitor's language.
    await expect(addOns).not.toHaveAttribute('lang');
    await expect(addOns.locator('[lang="es"]')).toHaveText('Pet Hair Removal');
    // The pre-filled reply stays in the visitor's language.
    const text = page.getByRole('link', { name: 'Text', exact: true });
    await expect(text).toHaveAttribute('href', /Hola%20Luc%C3%ADa/);
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // The Spanish admin, without a reload.
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await page.getByRole('button', { name: `Ver la solicitud de ${english}` }).click();
    await expect(addOnsOf(page, `Solicitud de ${english}`, 'Servicios adicionales')).toHaveText(
      'Tratamiento con barra de arcilla',
    );
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.getByRole('button', { name: `Ver la solicitud de ${spanish}` }).click();
    await expect(addOnsOf(page, `Solicitud de ${spanish}`, 'Servicios adicionales')).toHaveText(
      'Restauración de faros, Encerado a mano, Pet Hair Removal',
    );

    // A reread of the list (another status shown) keeps the names read as the page opened.
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    const reread = page.waitForResponse((response) =>
      response.url().includes('/rest/v1/booking_requests?select=*&status=eq.new'),
    );
    await page.getByLabel('Mostrar', { exact: true }).selectOption('new');
    await reread;
    await expect(
      page.getByRole('button', { name: `Ver la solicitud de ${spanish}` }),
    ).toBeVisible();
    expect(addOnReads).toHaveLength(1);
  } finally {
    await db.from('booking_requests').delete().in('name', [spanish, english]);
  }
});
