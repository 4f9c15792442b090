import { newAdmin, signInAs } from './support/auth.ts';
import { insertRequest } from './support/booking.ts';
import { toastWith } from './support/editors.ts';
import { serviceClient } from './support/stack.ts';
import { lineBreaks } from './support/text-lines.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * Bookings on a phone in the Spanish admin (docs/product.md#bookings): a request's times keep
 * each time whole on a line, and its dialog offers call and text first, in reach of a finger.
 * Each test stores its own request through the service role and removes it after.
 */

test.use({ timezoneId: 'UTC' });

/** Opens Bookings in Spanish at `width` px as an admin of its own. */
async function openBookings(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, await newAdmin());
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
}

test('from 320 to 420 px a request’s preferred time wraps in its date or around its dash, never inside "10:00 a. m. ET"', async ({
  page,
}) => {
  const name = `Inés Paredes ${Date.now()}`;
  await insertRequest(name, '(703) 555-0181');
  try {
    await openBookings(page, 390);
    const time = page.getByRole('listitem').filter({ hasText: name }).locator('dd').nth(2);
    await expect(time).toContainText(/a\.\sm\..*ET$/);
    let wrapped = 0;
    for (let width = 320; width <= 420; width += 5) {
      await page.setViewportSize({ width, height: 844 });
      const breaks = await lineBreaks(time);
      wrapped += breaks.length;
      // A line starting with 'a.', 'p.', 'm.' or 'ET' split a time from its hour or its label.
      const inside = breaks
        .filter(({ text, at }) => /^([ap]\.|m\.|ET)/.test(text.slice(at)))
        .map(({ text, at }) => `${text.slice(0, at)}|${text.slice(at)}`);
      expect(inside, `${width} px`).toEqual([]);
    }
    // The time did wrap in this range (else the check proves nothing).
    expect(wrapped).toBeGreaterThan(0);
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});

test('at 390 px a request with a long note opens with its phone a call link and Call, Text, E-mail and Map on screen above the note, finger-sized', async ({
  page,
}) => {
  const name = `Bruno Castillo ${Date.now()}`;
  await insertRequest(name, '(703) 555-0182');
  // Nearly as long as a note may be (1,000 characters), on many short lines.
  const notes = Array.from({ length: 36 }, (_, i) => `Línea ${i + 1}: portón lateral.`).join('\n');
  const db = serviceClient();
  await db.from('booking_requests').update({ notes }).eq('name', name);
  try {
    await openBookings(page, 390);
    const view = page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: `Ver la solicitud de ${name}` });
    expect((await view.boundingBox())!.height, 'Ver').toBeGreaterThanOrEqual(44);
    await view.click();
    const dialog = page.getByRole('dialog', { name: `Solicitud de ${name}` });
    await expect(dialog).toContainText('Línea 36');
    await expect(dialog.getByRole('link', { name: '(703) 555-0182' })).toHaveAttribute(
      'href',
      'tel:+17035550182',
    );
    const call = dialog.getByRole('link', { name: 'Llamar', exact: true });
    await expect(call).toHaveAttribute('href', 'tel:+17035550182');
    await expect(call).toBeInViewport({ ratio: 1 });
    const note = dialog.getByText('Línea 1:', { exact: false });
    const [callBox, noteBox] = [(await call.boundingBox())!, (await note.boundingBox())!];
    expect(callBox.y, 'Call above the note').toBeLessThan(noteBox.y);
    for (const action of ['Llamar', 'Mensaje de texto', 'Correo', 'Mapa']) {
      const box = (await dialog.getByRole('link', { name: action, exact: true }).boundingBox())!;
      expect(box.height, action).toBeGreaterThanOrEqual(44);
    }
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

test('a request for the shop says so under Where and shows no empty address row, in Spanish and English', async ({
  page,
}) => {
  const name = `Tomás Taller ${Date.now()}`;
  await insertRequest(name, '(703) 555-0183');
  const db = serviceClient();
  await db
    .from('booking_requests')
    .update({ service_mode: 'in_shop', address: null })
    .eq('name', name);
  try {
    await openBookings(page, 390);
    const cases = [
      ['Ver la solicitud de', 'Solicitud de', 'Dónde', 'En el taller', 'Dirección o código postal'],
      ['View request from', 'Request from', 'Where', 'In the shop', 'Address or ZIP'],
    ] as const;
    for (const [view, title, where, shop, address] of cases) {
      await page.getByRole('button', { name: `${view} ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `${title} ${name}` });
      await expect(dialog.getByRole('term').filter({ hasText: where })).toBeVisible();
      await expect(dialog.getByRole('definition').filter({ hasText: shop })).toBeVisible();
      await expect(dialog.getByRole('term').filter({ hasText: address })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // Then the English admin.
      await page.addInitScript(() => localStorage.setItem('admin-language', 'en'));
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    }
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

// From an owner's trial on a phone: the toast after saving a request, at the foot of the screen,
// covered the next request's View. With no dialog open a toast sits at the top, below the header
// (docs/product.md#messages), which stays on screen as the list scrolls, uncovered.
test('at 390 px the toast after saving a request leaves the next request’s View and the saved one’s uncovered @mobile', async ({
  page,
}) => {
  const stamp = Date.now();
  // Six requests, the newest listed first: the fourth's next one can be scrolled to the screen's foot.
  const names = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'].map(
    (name) => `${name} Toast ${stamp}`,
  );
  for (const [index, name] of names.entries()) {
    await insertRequest(name, `(703) 555-01${46 + index}`);
  }
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBookings(page, 390);
    const saved = page.getByRole('listitem').filter({ hasText: names[2]! });
    const view = saved.getByRole('button', { name: `Ver la solicitud de ${names[2]}` });
    // The request listed after it, whatever else the list holds, its View at the screen's foot.
    const next = saved.locator('xpath=following-sibling::li[1]').getByRole('button');
    await next.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(view).toBeInViewport({ ratio: 1 });

    await view.click();
    const dialog = page.getByRole('dialog', { name: `Solicitud de ${names[2]}` });
    await dialog.getByLabel('Su nota (solo usted la ve)').fill('Called: Saturday at 10');
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    const toast = toastWith(page, 'Nota guardada');
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
    const where = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(where.y, 'the toast on screen').toBeGreaterThanOrEqual(0);
    expect(where.y + where.height, 'the toast on screen').toBeLessThanOrEqual(viewport.height);
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.y, 'the header on screen').toBe(0);
    expect(where.y, 'the toast below the header').toBeGreaterThanOrEqual(header.height);
    for (const [what, button] of [
      ['the next request’s View', next],
      ['the saved request’s View', view],
    ] as const) {
      const box = (await button.boundingBox())!;
      const apart = where.y >= box.y + box.height || box.y >= where.y + where.height;
      expect(apart, `the toast over ${what}`).toBe(true);
    }
    // Tappable where it is: no layer over it.
    await next.click({ trial: true, timeout: 1_000 });
  } finally {
    await serviceClient().from('booking_requests').delete().in('name', names);
  }
});
