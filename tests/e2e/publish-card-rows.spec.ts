import { expect, test, type Locator, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { waitForPublish } from './support/editors.ts';
import { adminClient } from './support/stack.ts';

/**
 * A row of review, add-on or Why Choose Us cards that is not full is centred under the heading, its
 * cards as wide as in a full row: one review, one add-on and one Why Choose Us card stand in the
 * middle at 1440 px (a third of the row, a quarter for Why Choose Us) and span the row on a phone; of four add-ons, the fourth stands centred on its own
 * row under the other three. The test switches rows on and off (adding add-ons if a language has
 * fewer than four), waits for the rebuilt site, and puts every row back as it was.
 */

const tables = ['testimonials', 'additional_services', 'about_sections'] as const;
type Table = (typeof tables)[number];

/** Every row of `table`: id, language and whether it is shown, in display order. */
async function rows(table: Table) {
  const admin = await adminClient();
  const { data, error } = await admin
    .from(table)
    .select('id, language, is_active')
    .order('display_order')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

/** Switches the rows `ids` of `table` on or off. */
async function setActive(table: Table, ids: string[], active: boolean): Promise<void> {
  if (ids.length === 0) return;
  const admin = await adminClient();
  const { error } = await admin.from(table).update({ is_active: active }).in('id', ids);
  if (error) throw new Error(error.message);
}

/** Shows and hides the rows of `table` as they were in `before` (what `rows` answered). */
async function putBack(table: Table, before: Awaited<ReturnType<typeof rows>>): Promise<void> {
  for (const active of [true, false]) {
    const ids = before.filter((row) => row.is_active === active).map((row) => row.id);
    await setActive(table, ids, active);
  }
}

/** Deletes the add-ons `ids` (the ones a test added). */
async function deleteAddOns(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const admin = await adminClient();
  const { error } = await admin.from('additional_services').delete().in('id', ids);
  if (error) throw new Error(error.message);
}

/**
 * Shows the first `count` rows of `table` in each language (in display order) and hides the
 * rest; the site is not rebuilt here.
 */
async function showFirst(table: Table, count: number): Promise<void> {
  const all = await rows(table);
  for (const language of languages) {
    const ids = all.filter((row) => row.language === language).map((row) => row.id);
    expect(ids.length, `${table} ${language}`).toBeGreaterThanOrEqual(count);
    await setActive(table, ids.slice(0, count), true);
    await setActive(table, ids.slice(count), false);
  }
}

/** The cards of a section: its reviews' figures, its add-ons' articles, Why Choose Us' items. */
function cards(page: Page, section: string): Locator {
  const card = { [sectionIds.reviews]: 'figure', [sectionIds.whyUs]: 'li' }[section] ?? 'article';
  return page.locator(`#${section} ${card}`);
}

/** Where a card is on screen, in px. */
interface Box {
  left: number;
  right: number;
  top: number;
  width: number;
}

/** The box of each card, and of the row they are laid out in, once the section is laid out. */
async function boxes(page: Page, section: string): Promise<{ row: Box; cards: Box[] }> {
  const list = cards(page, section);
  // Sections below the first screen are laid out as they near the viewport (content-visibility).
  await list.first().scrollIntoViewIfNeeded();
  return list.first().evaluate((first) => {
    const row = first.parentElement!.getBoundingClientRect();
    return {
      row: { left: row.left, right: row.right, top: row.top, width: row.width },
      cards: [...first.parentElement!.children].map((card) => {
        const box = card.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, width: box.width };
      }),
    };
  });
}

/** A card's gap to the row's left edge and to its right edge. */
const gaps = (row: { left: number; right: number }, card: { left: number; right: number }) => ({
  left: card.left - row.left,
  right: row.right - card.right,
});

/** At 1440 px: one card centred, as wide as one of a full row's `perRow` (`gap` px between them). */
async function expectOneCentred(
  page: Page,
  section: string,
  gap: number,
  perRow = 3,
): Promise<void> {
  const { row, cards } = await boxes(page, section);
  expect(cards, section).toHaveLength(1);
  const [card] = cards as [Box];
  const { left, right } = gaps(row, card);
  expect(Math.abs(left - right), `${section}: left ${left}, right ${right}`).toBeLessThanOrEqual(2);
  expect(
    Math.abs(card.width - (row.width - (perRow - 1) * gap) / perRow),
    section,
  ).toBeLessThanOrEqual(1);
}

/** On a phone: one card spanning its row. */
async function expectOneSpanning(page: Page, section: string): Promise<void> {
  const { row, cards } = await boxes(page, section);
  expect(cards, section).toHaveLength(1);
  const [card] = cards as [Box];
  expect(Math.abs(card.width - row.width), section).toBeLessThanOrEqual(1);
}

test('one review, one add-on and one Why Choose Us card stand centred, as wide as in a full row, and span it on a phone', async ({
  page,
}) => {
  test.slow();
  const before = Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await rows(table)] as const)),
  ) as Record<Table, Awaited<ReturnType<typeof rows>>>;
  try {
    for (const table of tables) await showFirst(table, 1);
    await waitForPublish(page);
    for (const lang of languages) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(localePath(lang));
      await expectOneCentred(page, sectionIds.reviews, 24);
      await expectOneCentred(page, sectionIds.addOns, 20);
      await expectOneCentred(page, sectionIds.whyUs, 20, 4);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localePath(lang));
      await expectOneSpanning(page, sectionIds.reviews);
      await expectOneSpanning(page, sectionIds.addOns);
      await expectOneSpanning(page, sectionIds.whyUs);
    }
  } finally {
    for (const table of tables) await putBack(table, before[table]);
    await waitForPublish(page);
  }
});

test('of four add-ons, three share the first row and the fourth stands centred under them', async ({
  page,
}) => {
  test.slow();
  const admin = await adminClient();
  const before = await rows('additional_services');
  /** Add-ons the test adds where a language has fewer than four, deleted afterwards. */
  const added: string[] = [];
  try {
    for (const language of languages) {
      const have = before.filter((row) => row.language === language).length;
      for (let n = have; n < 4; n++) {
        const { data, error } = await admin
          .from('additional_services')
          .insert({
            service_key: `card_rows_test_${n}`,
            name: `Add-on ${n + 1}`,
            description: 'A test add-on.',
            price: '40',
            icon_name: 'Sparkles',
            language,
            display_order: 1000 + n,
          })
          .select('id')
          .single();
        if (error) throw new Error(error.message);
        added.push(data.id);
      }
    }
    await showFirst('additional_services', 4);
    await waitForPublish(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const lang of languages) {
      await page.goto(localePath(lang));
      const { row, cards } = await boxes(page, sectionIds.addOns);
      expect(cards).toHaveLength(4);
      const [first, second, third, fourth] = cards as [Box, Box, Box, Box];
      // The first three share a row, edge to edge; the fourth is on the next.
      expect(Math.abs(second.top - first.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(third.top - first.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(first.left - row.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(third.right - row.right)).toBeLessThanOrEqual(1);
      expect(fourth.top).toBeGreaterThan(first.top + 10);
      // Centred, and as wide as the cards above it.
      const { left, right } = gaps(row, fourth);
      expect(Math.abs(left - right), `left ${left}, right ${right}`).toBeLessThanOrEqual(2);
      expect(Math.abs(fourth.width - first.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(fourth.left - second.left)).toBeLessThanOrEqual(2);
    }
  } finally {
    await deleteAddOns(added);
    await putBack('additional_services', before);
    await waitForPublish(page);
  }
});
