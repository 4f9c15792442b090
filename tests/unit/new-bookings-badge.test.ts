import { atom } from 'nanostores';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, expect, test, vi } from 'vitest';
import { loadMessages } from '../../src/i18n/admin/messages.ts';
import { SidebarNav } from '../../src/islands/admin/shell/sidebar-nav.tsx';
import { $newBookings } from '../../src/stores/new-bookings.ts';

// The sidebar's Bookings link says how many requests are new, for screen readers, in words that
// agree with the number: Spanish 'nueva' for one, 'nuevas' for more.

vi.mock('../../src/i18n/admin/language.ts', async (original) => ({
  ...(await original<typeof import('../../src/i18n/admin/language.ts')>()),
  $adminLanguage: atom('es'),
}));
// The count is set by the test: no request, no polling.
vi.mock('../../src/stores/new-bookings.ts', () => ({ $newBookings: atom<number | null>(null) }));

beforeAll(() => loadMessages('es', 'shell'));

/** What the Bookings link says after its name, with `count` new requests, in Spanish. */
function badgeText(count: number): string | undefined {
  $newBookings.set(count);
  const html = renderToStaticMarkup(
    createElement(SidebarNav, { current: 'overview', collapsed: false }),
  );
  return /<span class="sr-only">([^<]*)<\/span>/.exec(html)?.[1];
}

test('one new booking request reads "(1 nueva)" in Spanish', () => {
  expect(badgeText(1)).toBe('(1 nueva)');
});

test('two new booking requests read "(2 nuevas)" in Spanish', () => {
  expect(badgeText(2)).toBe('(2 nuevas)');
});
