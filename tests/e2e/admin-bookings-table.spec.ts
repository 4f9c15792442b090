import { insertRequest } from './support/booking.ts';
import { openEditor } from './support/editors.ts';
import { sidewaysBoxes, sidewaysScroll } from './support/scroll.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test } from './support/test.ts';

/**
 * The laptop-width table of booking requests (docs/product.md#bookings). Each test stores its own
 * request through the service role and removes it after.
 */

test('at 1280 px a request with a note keeps its Note badge beside its status when the name takes two lines, in both languages', async ({
  page,
}) => {
  const name = `Maximiliana Konstantinopoulou-Vanderbilt de la Fuente y Barrionuevo ${Date.now()}`;
  await insertRequest(name, '(703) 555-0179');
  const db = serviceClient();
  await db
    .from('booking_requests')
    .update({ status: 'cancelled', owner_note: 'Called back: moved to spring' })
    .eq('name', name);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [language, status, note] of [
      ['en', 'Cancelled', 'Note'],
      ['es', 'Cancelada', 'Nota'],
    ] as const) {
      await page.addInitScript(
        (chosen) => localStorage.setItem('admin-language', chosen),
        language,
      );
      await openEditor(page, '/admin/bookings');
      const row = page.getByRole('row').filter({ hasText: name });
      const nameCell = row.getByRole('rowheader');
      // The name does take two lines (else the check proves nothing).
      const lineHeight = await nameCell.evaluate((cell) =>
        parseFloat(getComputedStyle(cell).lineHeight),
      );
      await expect
        .poll(async () => await nameCell.evaluate((cell) => cell.getClientRects()[0]!.height))
        .toBeGreaterThan(lineHeight * 2);
      const statusBox = (await row.getByText(status, { exact: true }).boundingBox())!;
      const noteBox = (await row.getByText(note, { exact: true }).boundingBox())!;
      expect(Math.abs(noteBox.y - statusBox.y), language).toBeLessThan(1);
      expect(noteBox.x, language).toBeGreaterThan(statusBox.x + statusBox.width);
      // The table still fits: nothing to pan to.
      expect(await sidewaysScroll(page), language).toBe(0);
      expect(await sidewaysBoxes(page.getByRole('main')), language).toBe(0);
    }
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

test('Text and E-mail open a message greeting the visitor by first name in the language of the page they wrote from, not the admin’s', async ({
  page,
}) => {
  const stamp = Date.now();
  const requests = [
    {
      name: `Tom O'Brien ${stamp}`,
      phone: '(703) 555-0174',
      language: 'en',
      subject: 'Your detailing request',
      body: 'Hi Tom, thank you for your detailing request.',
    },
    {
      name: `Ana María Ruiz ${stamp}`,
      phone: '(703) 555-0175',
      language: 'es',
      subject: 'Su solicitud de detallado',
      body: 'Hola Ana, gracias por su solicitud de detallado.',
    },
  ] as const;
  const db = serviceClient();
  for (const { name, phone, language } of requests) {
    await insertRequest(name, phone);
    await db.from('booking_requests').update({ language }).eq('name', name);
  }
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page, '/admin/bookings');
    for (const { name, phone, subject, body } of requests) {
      const digits = `+1${phone.replace(/\D/g, '')}`;
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: `View request from ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
      await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute(
        'href',
        `tel:${digits}`,
      );
      await expect(dialog.getByRole('link', { name: 'Text' })).toHaveAttribute(
        'href',
        `sms:${digits}?&body=${encodeURIComponent(body)}`,
      );
      await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
        'href',
        `mailto:bea-${phone.replace(/\D/g, '')}@example.com?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
      );
      // What a mail app reads back is the text itself, accents and apostrophes whole.
      const href = await dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href');
      const query = new URLSearchParams(href!.split('?')[1]);
      expect([query.get('subject'), query.get('body')]).toEqual([subject, body]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
    }
  } finally {
    await db
      .from('booking_requests')
      .delete()
      .in(
        'name',
        requests.map(({ name }) => name),
      );
  }
});
