import { insertRequest, saveStatusByKeyboard } from './support/booking.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openEditor, tabTo } from './support/editors.ts';
import { sidewaysScroll } from './support/scroll.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * Finding a request on Bookings (docs/product.md#bookings): the owner types what a caller said, a
 * name without its accents or part of a phone, and the list shows the requests it matches, with the
 * status filter. Each test stores its own requests through the service role and removes them after.
 */

/** Opens Bookings in `language` at `width` px (a table from 1280 px, a list below). */
async function openBookings(page: Page, language: 'en' | 'es', width: number): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), language);
  await page.setViewportSize({ width, height: 844 });
  await openEditor(page, '/admin/bookings');
  await expect(page.getByText(/Loading\.\.\.|Cargando\.\.\./)).toHaveCount(0);
}

const texts = {
  en: {
    search: 'Find by name, phone, e-mail or address',
    show: 'Show',
    noMatch: (search: string) => `No request matches “${search}”.`,
    noMatchWith: (search: string) => `No request with the status New matches “${search}”.`,
    clear: 'Clear search',
  },
  es: {
    search: 'Buscar por nombre, teléfono, correo o dirección',
    show: 'Mostrar',
    noMatch: (search: string) => `Ninguna solicitud coincide con «${search}».`,
    noMatchWith: (search: string) =>
      `Ninguna solicitud con el estado Nueva coincide con «${search}».`,
    clear: 'Borrar la búsqueda',
  },
};

for (const [language, width] of [
  ['en', 1280],
  ['es', 390],
  ['en', 390],
  ['es', 1280],
] as const) {
  test(`in ${language} at ${width} px the owner finds a request by a name typed without accents, part of its phone or its address, and clears a search that found none`, async ({
    page,
  }) => {
    const stamp = Date.now();
    const maria = `María José Peña ${stamp}`;
    const bruno = `Bruno Castillo ${stamp}`;
    await insertRequest(maria, '(703) 555-0153');
    await insertRequest(bruno, '(703) 555-0154');
    const db = serviceClient();
    await db
      .from('booking_requests')
      .update({ address: `${stamp} Chain Bridge Rd., Fairfax, VA 22030` })
      .eq('name', maria);
    await db
      .from('booking_requests')
      .update({ status: 'confirmed', address: 'Calle Martí 12, 22314' })
      .eq('name', bruno);
    const text = texts[language];
    try {
      await openBookings(page, language, width);
      const main = page.getByRole('main');
      const request = (name: string) =>
        main.getByRole(width >= 1280 ? 'row' : 'listitem').filter({ hasText: name });
      const search = main.getByRole('searchbox', { name: text.search });
      await expect(request(maria)).toBeVisible();
      await expect(request(bruno)).toBeVisible();

      // A name without its accents or capitals, typed key by key: the list follows.
      await search.pressSequentially(`MARIA JOSE PENA ${stamp}`);
      await expect(request(maria)).toBeVisible();
      await expect(request(bruno)).toHaveCount(0);

      // Part of a phone, written as the owner heard it.
      for (const phone of ['5550154', '555-0154', `(703) 555-0154`]) {
        await search.fill(phone);
        await expect(request(bruno), phone).toBeVisible();
        await expect(request(maria), phone).toHaveCount(0);
      }

      // A street or a ZIP the owner remembers, as a name is: without its accents or dots.
      for (const [address, found, other] of [
        [`chain bridge rd ${stamp}`, maria, bruno],
        [`${stamp} Fairfax`, maria, bruno],
        [`calle marti ${stamp}`, bruno, maria],
      ] as const) {
        await search.fill(address);
        await expect(request(found), address).toBeVisible();
        await expect(request(other), address).toHaveCount(0);
      }

      // With the status filter: Bruno's request is confirmed, not new.
      await search.fill(`bruno ${stamp}`);
      await main.getByLabel(text.show).selectOption('new');
      await expect(main.getByText(text.noMatchWith(`bruno ${stamp}`))).toBeVisible();
      await main.getByLabel(text.show).selectOption('');
      await expect(request(bruno)).toBeVisible();

      // A search that finds none says what was searched; Escape clears it.
      await search.fill(`xyz ${stamp}`);
      const none = main.getByText(text.noMatch(`xyz ${stamp}`));
      await expect(none).toBeVisible();
      await expect(request(maria)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await search.press('Escape');
      await expect(search).toHaveValue('');
      await expect(none).toHaveCount(0);
      await expect(request(maria)).toBeVisible();
      await expect(request(bruno)).toBeVisible();

      // Or 'Clear search', in a finger's reach, which gives the focus back to the box.
      await search.fill(`xyz ${stamp}`);
      const clear = main.getByRole('button', { name: text.clear });
      await expect(clear).toBeInViewport({ ratio: 1 });
      await clear.click();
      await expect(search).toHaveValue('');
      await expect(search).toBeFocused();
      await expect(request(maria)).toBeVisible();

      // A long address pasted whole: the line that quotes it wraps within the page.
      const long = `mariajose.penagonzalez.detallado.de.autos${stamp}@example-detailing-business.com`;
      await search.fill(long);
      await expect(main.getByText(text.noMatch(long))).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await expect(main.getByRole('button', { name: text.clear })).toBeInViewport({ ratio: 1 });
    } finally {
      await serviceClient().from('booking_requests').delete().in('name', [maria, bruno]);
    }
  });
}

test('with a search, a request whose new status takes it out of the list hands the focus to the next request found, the last one to the search box', async ({
  page,
}) => {
  // Three confirmed requests, newest first: Nia and Ola match the search, Zed between them does not.
  const stamp = Date.now();
  const [older, between, newer] = [
    `Ola Found ${stamp}`,
    `Zed Between ${stamp}`,
    `Nia Found ${stamp}`,
  ];
  await insertRequest(older, '(703) 555-0155');
  await insertRequest(between, '(703) 555-0156');
  await insertRequest(newer, '(703) 555-0157');
  const db = serviceClient();
  await db
    .from('booking_requests')
    .update({ status: 'confirmed' })
    .in('name', [older, between, newer]);
  try {
    await openBookings(page, 'en', 1280);
    await page.getByLabel('Show').selectOption('confirmed');
    const search = page.getByRole('searchbox', { name: 'Find by name, phone, e-mail or address' });
    await search.focus();
    await page.keyboard.type(`found ${stamp}`);
    const viewOf = (name: string) =>
      page.getByRole('button', { name: `View request from ${name}` });
    await expect(viewOf(between)).toHaveCount(0);
    await tabTo(page, viewOf(newer));
    await saveStatusByKeyboard(page, newer, 'done');
    await expect(viewOf(newer)).toHaveCount(0);
    await expect(viewOf(older)).toBeFocused();
    // The last one found leaves too: the focus goes back to the search, which kept its words.
    await saveStatusByKeyboard(page, older, 'done');
    await expect(viewOf(older)).toHaveCount(0);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue(`found ${stamp}`);
  } finally {
    await db.from('booking_requests').delete().in('name', [older, between, newer]);
  }
});

/** Where `control` is on the page, in px. */
async function boxOf(control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

/**
 * Two controls of a toolbar are one height (±1 px, docs/product.md#admin-shell): on one line they
 * share a top as well; stacked (a phone), the second is under the first, as wide when `sameWidth`.
 */
async function expectOneHeight(
  first: Locator,
  second: Locator,
  { sideBySide, sameWidth = true }: { sideBySide: boolean; sameWidth?: boolean },
) {
  const [one, other] = [await boxOf(first), await boxOf(second)];
  expect(Math.abs(one.height - other.height)).toBeLessThanOrEqual(1);
  if (sideBySide) {
    expect(Math.abs(one.y - other.y)).toBeLessThanOrEqual(1);
    expect(other.x).toBeGreaterThan(one.x + one.width);
  } else {
    expect(other.y).toBeGreaterThan(one.y + one.height);
    expect(Math.abs(one.x - other.x)).toBeLessThanOrEqual(1);
    if (sameWidth) expect(Math.abs(one.width - other.width)).toBeLessThanOrEqual(1);
  }
}

for (const width of [1280, 390]) {
  test(`at ${width} px the admin's toolbar controls are one height: Bookings' search and Show, the Image Library's search and category, its upload's category and button`, async ({
    page,
  }) => {
    const sideBySide = width >= 640;
    await openBookings(page, 'en', width);
    const main = page.getByRole('main');
    await expectOneHeight(
      main.getByRole('searchbox', { name: 'Find by name, phone, e-mail or address' }),
      main.getByRole('combobox', { name: 'Show' }),
      { sideBySide },
    );
    await page.goto('/admin/images');
    await expectOneHeight(
      main.getByRole('searchbox', { name: 'Search images' }),
      main.getByRole('combobox', { name: 'Filter by category' }),
      { sideBySide },
    );
    // The file input lies over its 'Choose a photo' button, box for box.
    await expectOneHeight(
      main.getByRole('combobox', { name: 'Category', exact: true }),
      main.locator('input[type=file]'),
      { sideBySide, sameWidth: false },
    );
  });
}
