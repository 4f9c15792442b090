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
