import { expectNoAxeViolations } from './support/axe.ts';
import { insertRequest, openBookingsAt } from './support/booking.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test, type Locator } from './support/test.ts';

/**
 * Each status of a booking request looks its own (docs/product.md#bookings): a declined request
 * and a cancelled one differ in colour and in icon, not only in their word, in the table, the
 * phone's list and the dialog, and in forced colours the icon is still drawn; every status's badge
 * keeps AA contrast.
 */

/** What the reply to a Spanish visitor says of a declined and of a cancelled request. */
const replySays = {
  declined: 'Lamentablemente, no podemos atenderla en las fechas que pidió.',
  cancelled: 'quedó cancelada, como acordamos.',
};

/** What tells a status badge apart: its status, word, background and icon's drawing. */
function badgeLook(badge: Locator) {
  return badge.evaluate((element) => ({
    status: element.getAttribute('data-status'),
    text: element.textContent,
    background: getComputedStyle(element).backgroundColor,
    icon: element.querySelector('svg path')?.getAttribute('d') ?? null,
    iconWidth: element.querySelector('svg')?.getBoundingClientRect().width ?? 0,
  }));
}

test('a declined request and a cancelled one show different badges in the table, the list and the dialog, in both languages', async ({
  page,
}) => {
  const stamp = Date.now();
  const declined = `Dora Declined ${stamp}`;
  const cancelled = `Carl Cancelled ${stamp}`;
  await insertRequest(declined, '(703) 555-0171', { status: 'declined' });
  await insertRequest(cancelled, '(703) 555-0172', { status: 'cancelled' });
  // The other statuses beside them, for the contrast check of every badge.
  const others = [`Cora Confirmed ${stamp}`, `Dan Done ${stamp}`];
  await insertRequest(others[0]!, '(703) 555-0173', { status: 'confirmed' });
  await insertRequest(others[1]!, '(703) 555-0176', { status: 'done' });
  try {
    for (const [language, width, words] of [
      ['en', 1280, { declined: 'Declined', cancelled: 'Cancelled', text: 'Text' }],
      ['es', 390, { declined: 'Rechazada', cancelled: 'Cancelada', text: 'Mensaje de texto' }],
    ] as const) {
      const request = await openBookingsAt(page, language, width);
      // Every badge's text contrasts with its colour (AA).
      await expectNoAxeViolations(page, { where: `${language} at ${width} px` });
      const looks = [];
      for (const [name, status] of [
        [declined, 'declined'],
        [cancelled, 'cancelled'],
      ] as const) {
        const badge = request(name).locator(`[data-status="${status}"]`);
        await expect(badge, `${language} ${status}`).toHaveText(words[status]);
        const look = await badgeLook(badge);
        expect(look.iconWidth, `${language} ${status}: its icon is drawn`).toBeGreaterThan(0);
        looks.push(look);

        // The dialog says the status with the same badge.
        await request(name).getByRole('button').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator(`[data-status="${status}"]`)).toHaveText(words[status]);
        expect(await badgeLook(dialog.locator(`[data-status="${status}"]`))).toEqual(look);
        // Its Text opens a reply saying what the status means for the visitor, in the language
        // of their page (insertRequest's: Spanish) whatever the admin's.
        const href = await dialog.getByRole('link', { name: words.text }).getAttribute('href');
        const body = new URLSearchParams(href!.split('?')[1]).get('body');
        expect(body, `${language} ${status}: the reply`).toContain(replySays[status]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      const [one, other] = looks;
      expect(one!.background, `${language}: colours`).not.toBe(other!.background);
      expect(one!.icon, `${language}: icons`).not.toBe(other!.icon);
    }

    // In forced colours the page's colours are gone: the icons still tell them apart.
    await page.emulateMedia({ forcedColors: 'active' });
    const icons = [];
    for (const status of ['declined', 'cancelled'] as const) {
      const badge = page.locator(`[data-status="${status}"]`).first();
      const look = await badgeLook(badge);
      expect(look.iconWidth, `forced colours: ${status}'s icon`).toBeGreaterThan(0);
      icons.push(look.icon);
    }
    expect(icons[0]).not.toBe(icons[1]);
  } finally {
    await serviceClient()
      .from('booking_requests')
      .delete()
      .in('name', [declined, cancelled, ...others]);
  }
});
