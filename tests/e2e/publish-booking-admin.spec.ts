import { uniqueEmail } from './support/auth.ts';
import {
  insertOldRequest,
  insertRequest,
  saveStatusByKeyboard,
  sendRequest,
} from './support/booking.ts';
import { adminClient, anonClient, serviceClient } from './support/stack.ts';
import {
  confirmByKeyboard,
  holdRequests,
  openEditor,
  tabTo,
  toastWith,
} from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';
import { sidewaysBoxes, withinWidth } from './support/scroll.ts';
import { expect, test } from './support/test.ts';

/**
 * The owner's side of booking requests (docs/product.md#bookings): a request sent the way the
 * landing form sends it (a plain POST to the RPC with the anon key) shows up on the Overview, as a
 * sidebar badge and on the Bookings page, where the admin opens it, reaches the visitor and changes
 * its status.
 */

test('an admin sees a new request, reaches the visitor and confirms it; visitors read nothing', async ({
  page,
}) => {
  const name = `Bea Booking ${Date.now()}`;
  await sendRequest(page.request, name);
  expect((await anonClient().from('booking_requests').select('*')).data).toEqual([]);

  await openEditor(page, '/admin');
  const card = page.getByRole('region', { name: 'New Booking Requests' });
  await expect(card.locator('[data-count]')).not.toHaveText('0');
  const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
    name: /^Bookings \(\d+ new\)$/,
  });
  await expect(link).toBeVisible();
  const before = Number((await link.textContent())!.match(/(\d+) new/)![1]);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Platinum, SUV 3 rows');
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: `View request from ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
  await expect(dialog).toContainText('Gate code 1234');
  await expect(dialog).toContainText('Spanish page');
  await expect(dialog).toContainText('(703) 555-0187');
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:+17035550187',
  );
  // The reply opens in the language of the visitor's page, naming what they asked for.
  const text = await dialog.getByRole('link', { name: 'Text' }).getAttribute('href');
  expect(text).toMatch(/^sms:\+17035550187\?&body=/);
  expect(new URLSearchParams(text!.split('?')[1]).get('body')).toMatch(
    /^Hola Bea, gracias por su solicitud de detallado \(Platino · SUV de 3 filas · .+ET\)\. – /,
  );
  const mail = await dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href');
  expect(mail).toMatch(/^mailto:bea-7035550187@example\.com\?/);
  const query = new URLSearchParams(mail!.split('?')[1]);
  expect(query.get('subject')).toBe('Su solicitud de detallado');
  expect(query.get('body')).toMatch(
    /^Hola Bea,\n\nGracias por su solicitud de detallado\.\nSu solicitud: Platino · SUV de 3 filas · .+ET\n\nSaludos cordiales,\n./,
  );
  // The address opens in the phone's maps app, in a new tab on a computer.
  const map = dialog.getByRole('link', { name: 'Map' });
  await expect(map).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=22030',
  );
  await expect(map).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Status').selectOption('confirmed');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastWith(page, 'Marked as confirmed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Confirmed');
  const after = before - 1;
  await expect(
    page.getByRole('link', { name: after ? `Bookings (${after} new)` : 'Bookings', exact: true }),
  ).toBeVisible();

  await page.getByLabel('Show').selectOption('new');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('confirmed');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('Save keeps the keyboard focus while it saves, and the closed dialog gives it back to View', async ({
  page,
}) => {
  // Stored through the service role (no booking budget spent), already confirmed: no count of new
  // requests moves.
  const name = `Kim Keyboard ${Date.now()}`;
  await insertRequest(name, '(703) 555-0172');
  const db = serviceClient();
  await db.from('booking_requests').update({ status: 'confirmed' }).eq('name', name);
  try {
    await openEditor(page, '/admin/bookings');
    const row = page.getByRole('row').filter({ hasText: name });
    const view = row.getByRole('button', { name: `View request from ${name}` });
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
    await dialog.getByLabel('Status').focus();
    await dialog.getByLabel('Status').selectOption('done');
    const release = await holdRequests(page, '**/rest/v1/booking_requests**', 'PATCH');
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(save).toBeDisabled();
    await expect(save).toBeFocused();
    release();
    await expect(toastWith(page, 'Marked as done')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Done');
    await expect(view).toBeFocused();
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

test('a request whose new status takes it out of the filtered list hands the focus to the next request’s View', async ({
  page,
}) => {
  // Two confirmed requests through the service role, the newer listed first.
  const stamp = Date.now();
  const older = `Ola Older ${stamp}`;
  const newer = `Nia Newer ${stamp}`;
  await insertRequest(older, '(703) 555-0173');
  await insertRequest(newer, '(703) 555-0174');
  const db = serviceClient();
  await db.from('booking_requests').update({ status: 'confirmed' }).in('name', [older, newer]);
  try {
    await openEditor(page, '/admin/bookings');
    await page.getByLabel('Show').selectOption('confirmed');
    const viewOf = (name: string) =>
      page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: `View request from ${name}` });
    await viewOf(newer).focus();
    await saveStatusByKeyboard(page, newer, 'done');
    await expect(page.getByRole('row').filter({ hasText: newer })).toHaveCount(0);
    await expect(viewOf(older)).toBeFocused();
  } finally {
    await db.from('booking_requests').delete().in('name', [older, newer]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new request confirmed with taps hands the focus to the next request’s View', async ({
    page,
  }) => {
    // Two new requests, the newer listed first; confirming one also moves the count of new ones,
    // which has the list read again a second time.
    const stamp = Date.now();
    const older = `Tia Tapped ${stamp}`;
    const newer = `Tom Tapped ${stamp}`;
    await insertRequest(older, '(703) 555-0175');
    await insertRequest(newer, '(703) 555-0176');
    const db = serviceClient();
    try {
      await openEditor(page, '/admin/bookings');
      await page.getByLabel('Show').selectOption('new');
      const viewOf = (name: string) =>
        page.getByRole('button', { name: `View request from ${name}` });
      await expect(page.getByRole('table')).toHaveCount(0);
      await viewOf(newer).tap();
      const dialog = page.getByRole('dialog', { name: `Request from ${newer}` });
      await dialog.getByLabel('Status').selectOption('confirmed');
      await dialog.getByRole('button', { name: 'Save', exact: true }).tap();
      await expect(toastWith(page, 'Marked as confirmed')).toBeVisible();
      await expect(viewOf(newer)).toHaveCount(0);
      await expect(viewOf(older)).toBeFocused();
    } finally {
      await db.from('booking_requests').delete().in('name', [older, newer]);
    }
  });
});

test('at the end of the page the purge says how many requests are old, asks first, keeps the recent ones and then says none are left, in both languages', async ({
  page,
}) => {
  // Start from none old, whatever earlier files left behind.
  expect((await (await adminClient()).rpc('purge_booking_requests')).error).toBeNull();
  const stamp = Date.now();
  const [recent, old, older] = [`Rita Recent ${stamp}`, `Olga Old ${stamp}`, `Otto Older ${stamp}`];
  await insertRequest(recent, '(703) 555-0188');
  await insertOldRequest(old, 25);
  await insertOldRequest(older, 30);
  try {
    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
    await openEditor(page, '/admin/bookings');
    const spanish = page.getByRole('button', { name: 'Eliminar 2 solicitudes antiguas' });
    await spanish.click();
    const pregunta = page.getByRole('alertdialog', {
      name: '¿Eliminar las solicitudes de cita antiguas?',
    });
    await expect(pregunta).toContainText('hace más de 24 meses');
    await expectNoEnglish(page);
    await pregunta.getByRole('button', { name: 'Cancelar' }).click();
    await expect(pregunta).toHaveCount(0);

    await page.addInitScript(() => localStorage.setItem('admin-language', 'en'));
    await page.reload();
    const purge = page.getByRole('button', { name: 'Delete 2 old requests' });
    await expect(purge).toBeVisible();
    // The last thing on the page, after the list: not the first stop of the keyboard.
    const main = page.getByRole('main');
    const stops = await main.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex]')]
        .filter((stop) => stop.tabIndex >= 0)
        .map((stop) => stop.textContent?.trim() || stop.getAttribute('aria-label') || stop.id),
    );
    expect(stops.at(-1)).toBe('Delete 2 old requests');
    const table = (await main.getByRole('table').boundingBox())!;
    expect((await purge.boundingBox())!.y).toBeGreaterThan(table.y + table.height);
    await purge.click();
    const question = page.getByRole('alertdialog', { name: 'Delete old booking requests?' });
    await expect(question).toContainText('more than 24 months ago');
    await question.getByRole('button', { name: 'Delete old requests' }).click();
    await expect(toastWith(page, '2 old requests deleted')).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: recent })).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: old })).toHaveCount(0);
    // None is left that old: the page says so instead of a button that would delete nothing.
    await expect(main.getByText('No old requests to delete.', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: /old request/ })).toHaveCount(0);

    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
    await page.reload();
    await expect(
      main.getByText('No hay solicitudes antiguas que eliminar.', { exact: true }),
    ).toBeVisible();
  } finally {
    await serviceClient().from('booking_requests').delete().in('name', [recent, old, older]);
  }
});

test('purging by the keyboard leaves the focus on the purge when refused, and on the line saying none are left once done', async ({
  page,
}) => {
  expect((await (await adminClient()).rpc('purge_booking_requests')).error).toBeNull();
  const name = `Kim Keyboard ${Date.now()}`;
  await insertOldRequest(name, 26);
  try {
    await openEditor(page, '/admin/bookings');
    const purge = page.getByRole('button', { name: 'Delete 1 old request', exact: true });
    const question = page.getByRole('alertdialog', { name: 'Delete old booking requests?' });
    const confirm = question.getByRole('button', { name: 'Delete old requests' });
    await purge.focus();

    const cutOff = await holdRequests(page, '**/rest/v1/rpc/purge_**', 'POST', true);
    await confirmByKeyboard(page, confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toBeFocused();
    cutOff();
    await expect(toastWith(page, 'Could not delete the old requests')).toBeVisible();
    await expect(question).toHaveCount(0);
    await expect(purge).toBeFocused();
    await page.unrouteAll({ behavior: 'wait' });

    const held = await holdRequests(page, '**/rest/v1/rpc/purge_**', 'POST');
    await confirmByKeyboard(page, confirm);
    await expect(confirm).toBeFocused();
    held();
    await expect(toastWith(page, '1 old request deleted')).toBeVisible();
    await expect(question).toHaveCount(0);
    await expect(purge).toHaveCount(0);
    await expect(page.getByText('No old requests to delete.', { exact: true })).toBeFocused();
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});

test('through supabase-js, a visitor and a signed-in non-admin cannot read, update or delete requests', async ({
  page,
}) => {
  const name = `Nora Private ${Date.now()}`;
  await sendRequest(page.request, name, '(703) 555-0189');
  const member = anonClient();
  const { error } = await member.auth.signUp({
    email: uniqueEmail('member'),
    password: 'member-password-1',
  });
  expect(error).toBeNull();
  for (const client of [anonClient(), member]) {
    const table = () => client.from('booking_requests');
    expect((await table().select('id')).data).toEqual([]);
    expect(
      (await table().update({ status: 'cancelled' }).eq('name', name).select('id')).data,
    ).toEqual([]);
    expect((await table().delete().eq('name', name).select('id')).data).toEqual([]);
  }
  const admin = await adminClient();
  const { data } = await admin.from('booking_requests').select('status').eq('name', name);
  expect(data).toEqual([{ status: 'new' }]);
});

test('a status change made from a version someone else changed is refused; the admin loads theirs or overwrites it', async ({
  page,
}) => {
  const name = `Cora Conflict ${Date.now()}`;
  await insertRequest(name, '(703) 555-0186');
  const other = await adminClient();
  const changeElsewhere = async (status: 'confirmed' | 'cancelled') => {
    const { error } = await other.from('booking_requests').update({ status }).eq('name', name);
    expect(error).toBeNull();
  };
  await openEditor(page, '/admin/bookings');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `View request from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
  const conflict = dialog.getByRole('alert').filter({ hasText: 'changed by someone else' });

  await changeElsewhere('cancelled');
  await dialog.getByLabel('Status').selectOption('done');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(conflict).toBeVisible();
  await expect(toastWith(page, 'Could not save the request')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(dialog).toContainText('Status: Cancelled');
  await expect(conflict).toHaveCount(0);
  // The button went with the notice: the focus is on their status, not the page's start.
  await expect(dialog.getByLabel('Status')).toBeFocused();
  await expect(dialog.getByLabel('Status')).toHaveValue('cancelled');

  await changeElsewhere('confirmed');
  await dialog.getByLabel('Status').selectOption('done');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(conflict).toBeVisible();
  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await expect(toastWith(page, 'Marked as done')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Done');
});

test('below 1280 px the requests are a list with each View on screen, from 1280 px a table that fits, in both languages', async ({
  page,
}) => {
  // From an owner's trial: on a phone the table's View column was past the screen's edge.
  const name = `Lia List ${Date.now()}`;
  await insertRequest(name, '(703) 555-0175');
  const db = serviceClient();
  await db.from('booking_requests').update({ status: 'confirmed' }).eq('name', name);
  const main = page.getByRole('main');
  try {
    for (const [language, width, view, title, status, map] of [
      ['en', 390, 'View request from', 'Request from', 'Confirmed', 'Map'],
      ['es', 390, 'Ver la solicitud de', 'Solicitud de', 'Confirmada', 'Mapa'],
      ['es', 1024, 'Ver la solicitud de', 'Solicitud de', 'Confirmada', 'Mapa'],
    ] as const) {
      await page.addInitScript(
        (chosen) => localStorage.setItem('admin-language', chosen),
        language,
      );
      await page.setViewportSize({ width, height: 800 });
      await openEditor(page, '/admin/bookings');
      const item = main.getByRole('listitem').filter({ hasText: name });
      await expect(item).toContainText(status);
      await expect(main.getByRole('table')).toHaveCount(0);
      const button = item.getByRole('button', { name: `${view} ${name}` });
      expect(await withinWidth(page, button), `${language} at ${width} px`).toBe(true);
      expect(await sidewaysBoxes(main), `${language} at ${width} px`).toBe(0);
      await button.click();
      const dialog = page.getByRole('dialog', { name: `${title} ${name}` });
      await expect(dialog).toContainText(status);
      await expect(dialog.getByRole('link', { name: map })).toHaveAttribute('href', /query=22030$/);
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    const view = main
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Ver la solicitud de ${name}` });
    await expect(view).toBeVisible();
    expect(await withinWidth(page, view)).toBe(true);
    expect(await sidewaysBoxes(main)).toBe(0);
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

test('a request sent while the Bookings page is open shows up in its list without a reload', async ({
  page,
}) => {
  // From an owner's trial: the sidebar's badge went up, the list stayed as it was until a reload.
  const stamp = Date.now();
  const first = `Nia Newish ${stamp}`;
  const later = `Nel Newcomer ${stamp}`;
  await insertRequest(first, '(703) 555-0176');
  try {
    await openEditor(page, '/admin/bookings');
    // The badge has counted the new requests once.
    await expect(
      page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: /^Bookings \(\d+ new\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: first })).toBeVisible();
    await insertRequest(later, '(703) 555-0177');
    // The owner comes back to the window: the badge counts again at once (else within 10 s).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const row = page.getByRole('row').filter({ hasText: later });
    await expect(row).toContainText('New');
    await expect(row.getByRole('button', { name: `View request from ${later}` })).toBeVisible();
  } finally {
    await serviceClient().from('booking_requests').delete().in('name', [first, later]);
  }
});
