import { adminTimeSpan } from '../../src/lib/business-time.ts';
import { insertRequest, openBookingsAt } from './support/booking.ts';
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

test('Text and E-mail open a message greeting the visitor by first name, naming their request and signed with the business’s name, in the language of the page they wrote from, not the admin’s', async ({
  page,
}) => {
  const stamp = Date.now();
  const db = serviceClient();
  const company = (
    await db.from('site_settings').select('value').eq('key', 'company_name').single()
  ).data!.value;
  // What the request asked for: Platinum, SUV 3 rows (insertRequest), and its first window on
  // the business's clock in the visitor's language (`span`, read back once stored).
  const requests = [
    {
      name: `Tom O'Brien ${stamp}`,
      phone: '(703) 555-0174',
      language: 'en',
      subject: 'Your detailing request',
      sms: (span: string) =>
        `Hi Tom, thank you for your detailing request (Platinum · SUV 3 rows · ${span}). – ${company}`,
      email: (span: string) =>
        [
          'Hi Tom,',
          '',
          'Thank you for your detailing request.',
          `Your request: Platinum · SUV 3 rows · ${span}`,
          '',
          'Best regards,',
          company,
        ].join('\n'),
    },
    {
      name: `Ana María Ruiz ${stamp}`,
      phone: '(703) 555-0175',
      language: 'es',
      subject: 'Su solicitud de detallado',
      sms: (span: string) =>
        `Hola Ana, gracias por su solicitud de detallado (Platino · SUV de 3 filas · ${span}). – ${company}`,
      email: (span: string) =>
        [
          'Hola Ana,',
          '',
          'Gracias por su solicitud de detallado.',
          `Su solicitud: Platino · SUV de 3 filas · ${span}`,
          '',
          'Saludos cordiales,',
          company,
        ].join('\n'),
    },
  ] as const;
  for (const { name, phone, language } of requests) {
    await insertRequest(name, phone);
    await db.from('booking_requests').update({ language }).eq('name', name);
  }
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page, '/admin/bookings');
    for (const { name, phone, language, subject, sms, email } of requests) {
      const stored = (
        await db
          .from('booking_requests')
          .select('window1_start, window1_end')
          .eq('name', name)
          .single()
      ).data!;
      const span = adminTimeSpan(stored.window1_start, stored.window1_end, language);
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
        `sms:${digits}?&body=${encodeURIComponent(sms(span))}`,
      );
      await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
        'href',
        `mailto:bea-${phone.replace(/\D/g, '')}@example.com?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(email(span))}`,
      );
      // What a mail app reads back is the text itself, accents, apostrophes and lines whole.
      const href = await dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href');
      const query = new URLSearchParams(href!.split('?')[1]);
      expect([query.get('subject'), query.get('body')]).toEqual([subject, email(span)]);
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

test('a new request whose preferred days have all gone by says "Date passed" beside its status in the table, the list and its dialog, in both languages; one with a day ahead or another status does not', async ({
  page,
}) => {
  const stamp = Date.now();
  const [passed, ahead, handled] = [
    `Paula Pasada ${stamp}`,
    `Alma Adelante ${stamp}`,
    `Hugo Hecho ${stamp}`,
  ];
  await insertRequest(passed, '(703) 555-0143');
  await insertRequest(ahead, '(703) 555-0144');
  await insertRequest(handled, '(703) 555-0145');
  const day = 24 * 3600 * 1000;
  const window = (days: number) => {
    const start = new Date(Date.now() + days * day);
    start.setUTCHours(15, 0, 0, 0);
    return [start.toISOString(), new Date(start.getTime() + 2 * 3600 * 1000).toISOString()];
  };
  const [[start5, end5], [start2, end2], [start3, end3]] = [window(-5), window(-2), window(3)];
  const db = serviceClient();
  const dated = (name: string, status: 'new' | 'confirmed', second: string[]) =>
    db
      .from('booking_requests')
      .update({
        status,
        window1_start: start5,
        window1_end: end5,
        window2_start: second[0],
        window2_end: second[1],
      })
      .eq('name', name);
  // Both of Paula's days are gone; Alma's second one is ahead; Hugo's are gone, but he was called.
  for (const { error } of [
    await dated(passed, 'new', [start2!, end2!]),
    await dated(ahead, 'new', [start3!, end3!]),
    await dated(handled, 'confirmed', [start2!, end2!]),
  ]) {
    expect(error).toBeNull();
  }
  try {
    for (const [language, width, mark, meaning, view, title, status] of [
      [
        'en',
        1280,
        'Date passed',
        /Date passed: every preferred time is over, call to find another date/,
        'View request from',
        'Request from',
        'Status: New',
      ],
      [
        'es',
        390,
        'Fecha pasada',
        /Fecha pasada: todos los horarios preferidos ya pasaron, llame para acordar otra fecha/,
        'Ver la solicitud de',
        'Solicitud de',
        'Estado: Nueva',
      ],
    ] as const) {
      const request = await openBookingsAt(page, language, width);
      const badge = request(passed).getByText(mark, { exact: true });
      await expect(badge).toBeVisible();
      // In words, not only in colour, and what it means for a screen reader.
      await expect(request(passed)).toContainText(meaning);
      await expect(request(ahead)).toBeVisible();
      await expect(request(ahead).getByText(mark)).toHaveCount(0);
      await expect(request(handled)).toBeVisible();
      await expect(request(handled).getByText(mark)).toHaveCount(0);
      // Beside the status, on its line.
      const statusBox = (await request(passed)
        .getByText(status.split(': ')[1]!, {
          exact: true,
        })
        .boundingBox())!;
      const badgeBox = (await badge.boundingBox())!;
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middle(badgeBox) - middle(statusBox)), language).toBeLessThan(1);
      expect(badgeBox.x, language).toBeGreaterThan(statusBox.x + statusBox.width);
      expect(await sidewaysScroll(page), language).toBe(0);

      await page.getByRole('button', { name: `${view} ${passed}` }).click();
      const dialog = page.getByRole('dialog', { name: `${title} ${passed}` });
      await expect(dialog.getByText(mark, { exact: true })).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(new RegExp(`${status}.*${meaning.source}`));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.getByRole('button', { name: `${view} ${ahead}` }).click();
      const other = page.getByRole('dialog', { name: `${title} ${ahead}` });
      await expect(other).toHaveAccessibleDescription(status);
      await page.keyboard.press('Escape');
      await expect(other).toHaveCount(0);
    }
  } finally {
    await db.from('booking_requests').delete().in('name', [passed, ahead, handled]);
  }
});
