import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import {
  editDialog,
  failWrites,
  languageGroup,
  openEditor,
  tabTo,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import { expectNoAxeViolationsDesktopAndPhone } from './support/axe.ts';
import { adminClient } from './support/stack.ts';

// These tests change add-ons and wait for the rebuilt site, so they run in the publish project
// (one at a time); each puts back what it changed.

type AddOn = {
  id: string;
  service_key: string;
  language: string;
  name: string;
  price: string;
  icon_name: string;
};

/** The English and Spanish rows of the add-on with the given English name. */
async function addOn(englishName: string): Promise<{ en: AddOn; es: AddOn }> {
  const admin = await adminClient();
  const { data, error } = await admin.from('additional_services').select('*');
  if (error) throw new Error(error.message);
  const rows = data as AddOn[];
  const en = rows.find((r) => r.language === 'en' && r.name === englishName)!;
  return { en, es: rows.find((r) => r.language === 'es' && r.service_key === en.service_key)! };
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const shared = (page: Page) => editDialog(page).getByRole('group', { name: 'Both languages' });
const iconGroup = (page: Page) => shared(page).getByRole('group', { name: 'Icon', exact: true });
const byName = (page: Page) => shared(page).getByRole('button', { name: 'Another icon by name' });

/** Sets an add-on's icon name in both languages, as stored (the test puts it back itself). */
async function storeIconName(row: { en: AddOn; es: AddOn }, iconName: string) {
  const admin = await adminClient();
  for (const { id } of [row.en, row.es]) {
    const { error } = await admin
      .from('additional_services')
      .update({ icon_name: iconName })
      .eq('id', id);
    if (error) throw new Error(error.message);
  }
}

async function openService(page: Page, name: string) {
  await openEditor(page, '/admin/services');
  await card(page, name).getByRole('button', { name: /^Edit/ }).click();
  await expect(editDialog(page).getByRole('heading', { name: 'Edit Service' })).toBeVisible();
}

/** The add-ons section of the public page at `path`. */
async function publicAddOns(page: Page, path: string) {
  await page.goto(path);
  return page.locator(`#${sectionIds.addOns}`);
}

test('editing a service in both languages, its amount typed once, publishes both to / and /es/', async ({
  page,
}) => {
  const { en, es } = await addOn('Headlight Restoration');
  const admin = await adminClient();
  try {
    await openService(page, en.name);
    await expect(shared(page).getByLabel('Price', { exact: true })).toHaveValue(en.price);
    await languageGroup(page, 'English').getByLabel('Name').fill('Headlight Renewal (e2e)');
    await languageGroup(page, 'Spanish').getByLabel('Name').fill('Renovación de faros (e2e)');
    await shared(page).getByLabel('Price', { exact: true }).fill('$42');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Service updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);

    await page.reload();
    const saved = card(page, 'Headlight Renewal (e2e)');
    await expect(saved).toContainText('Renovación de faros (e2e)');
    await expect(saved.getByText('$42')).toHaveCount(2);

    await waitForPublish(page);
    const english = await publicAddOns(page, '/');
    await expect(
      english.getByRole('article').filter({ hasText: 'Headlight Renewal (e2e)' }),
    ).toContainText('$42');
    const spanish = await publicAddOns(page, '/es/');
    await expect(
      spanish.getByRole('article').filter({ hasText: 'Renovación de faros (e2e)' }),
    ).toContainText('$42');
  } finally {
    await admin.from('additional_services').update({ name: es.name }).eq('id', es.id);
    await admin
      .from('additional_services')
      .update({ name: en.name, price: en.price })
      .eq('id', en.id);
  }
});

test('a worded price is written per language and never copied to the other', async ({ page }) => {
  const { en, es } = await addOn('Pet Hair and Sand Removal');
  const admin = await adminClient();
  try {
    await openService(page, en.name);
    await expect(shared(page).getByRole('switch', { name: 'Worded per language' })).toBeChecked();
    await expect(shared(page).getByLabel('Price', { exact: true })).toHaveCount(0);
    await expect(languageGroup(page, 'Spanish').getByLabel('Price wording')).toHaveValue(es.price);
    await languageGroup(page, 'English').getByLabel('Price wording').fill('Extra fee (test)');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Service updated successfully')).toBeVisible();
    const now = await addOn(en.name);
    expect([now.en.price, now.es.price]).toEqual(['Extra fee (test)', es.price]);
  } finally {
    await admin.from('additional_services').update({ price: en.price }).eq('id', en.id);
  }
});

test('the icon is picked by the keyboard from named pictures, and the card names it', async ({
  page,
}) => {
  const row = await addOn('Clay Bar Treatment');
  try {
    await openService(page, row.en.name);
    const sparkles = iconGroup(page).getByRole('radio', { name: 'Sparkles' });
    await expect(sparkles).toBeChecked();
    await expect(byName(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(shared(page).getByLabel('Icon name')).toHaveCount(0);
    // Tab reaches the chosen icon; the arrow keys move the choice.
    await tabTo(page, sparkles, 40);
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    const sprayCan = iconGroup(page).getByRole('radio', { name: 'Spray can' });
    await expect(sprayCan).toBeFocused();
    await expect(sprayCan).toBeChecked();
    await expect(sparkles).not.toBeChecked();
    const save = editDialog(page).getByRole('button', { name: 'Save Changes' });
    await tabTo(page, save, 40);
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Service updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);

    const now = await addOn(row.en.name);
    expect([now.en.icon_name, now.es.icon_name]).toEqual(['SprayCan', 'SprayCan']);
    await page.reload();
    const saved = card(page, row.en.name);
    await expect(saved.getByText('Spray can', { exact: true })).toBeVisible();
    await expect(saved.getByText('SprayCan')).toHaveCount(0);
    // Its History names the icons as the grid does, never by their code names.
    await saved.getByRole('button', { name: /^Edit/ }).click();
    await editDialog(page).getByRole('button', { name: 'History' }).click();
    const newest = editDialog(page)
      .getByRole('list', { name: 'Versions' })
      .getByRole('listitem')
      .first();
    await expect(newest.getByRole('deletion').filter({ hasText: 'Sparkles' })).toHaveCount(1);
    await expect(newest.getByRole('insertion').filter({ hasText: 'Spray can' })).toHaveCount(1);
    await expect(newest).not.toContainText('SprayCan');
  } finally {
    await storeIconName(row, row.en.icon_name);
  }
});

test('an icon the grid does not have opens its name field, and the card shows that name', async ({
  page,
}) => {
  const row = await addOn('Hand Wax');
  try {
    await storeIconName(row, 'fuel');
    await openEditor(page, '/admin/services');
    await expect(card(page, row.en.name).getByText('fuel', { exact: true })).toBeVisible();
    await card(page, row.en.name).getByRole('button', { name: /^Edit/ }).click();
    await expect(byName(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(shared(page).getByLabel('Icon name')).toHaveValue('fuel');
    await expect(iconGroup(page).getByRole('radio', { checked: true })).toHaveCount(0);
    // A picture chosen then fills the name in, which stays in sight.
    await iconGroup(page).getByRole('radio', { name: 'Water drops' }).check();
    await expect(shared(page).getByLabel('Icon name')).toHaveValue('Droplets');
  } finally {
    await storeIconName(row, row.en.icon_name);
  }
});

test('a new service starts with the icon the site draws for none, chosen in the grid', async ({
  page,
}) => {
  await openEditor(page, '/admin/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(iconGroup(page).getByRole('radio', { name: 'Sparkles' })).toBeChecked();
  await expect(byName(page)).toHaveAttribute('aria-expanded', 'false');
});

test('an icon emptied by its name is refused on Save: focus goes to the grid, which says so until a picture is picked', async ({
  page,
}) => {
  const { en } = await addOn('Clay Bar Treatment');
  await openService(page, en.name);
  // By the keyboard: open the name field, empty it, close it again, Save.
  await tabTo(page, byName(page), 40);
  await page.keyboard.press('Enter');
  const icon = shared(page).getByLabel('Icon name');
  await page.keyboard.press('Tab');
  await expect(icon).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(icon).toHaveValue('');
  await page.keyboard.press('Shift+Tab');
  await expect(byName(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(byName(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(iconGroup(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await tabTo(page, editDialog(page).getByRole('button', { name: 'Save Changes' }), 40);
  await page.keyboard.press('Enter');
  await expect(iconGroup(page)).toHaveAccessibleDescription('This field is required.');
  // The grid's first picture has the focus; the arrow keys pick from there.
  await expect(iconGroup(page).getByRole('radio', { name: 'Sparkles' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(iconGroup(page).getByRole('radio', { name: 'Magic wand' })).toBeChecked();
  await expect(iconGroup(page)).toHaveAccessibleDescription('');
  expect((await addOn(en.name)).en.icon_name).toBe(en.icon_name);
});

test('the icon name previews the icon, and a name the site cannot draw is refused', async ({
  page,
}) => {
  const { en } = await addOn('Clay Bar Treatment');
  await openService(page, en.name);
  await byName(page).click();
  const icon = shared(page).getByLabel('Icon name');
  await expect(icon).toHaveAccessibleDescription(/^A picture above is the easy way\./);
  await icon.fill('spray-can');
  await expect(shared(page).getByText('Preview', { exact: true })).toBeVisible();
  await expect(iconGroup(page).getByRole('radio', { name: 'Spray can' })).toBeChecked();
  await icon.fill('no-such-icon');
  await expect(shared(page).getByText('No icon of that name')).toBeVisible();
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(icon).toHaveAttribute('aria-invalid', 'true');
  // It points to the pictures and, as the hint does, to a Lucide name such as fuel.
  await expect(icon).toHaveAccessibleDescription(
    /The site has no icon of that name\. Choose a picture above, or type a Lucide icon name \(lucide\.dev\/icons\), such as fuel\./,
  );
  expect((await addOn(en.name)).en.icon_name).toBe(en.icon_name);
});

test('a failed save shows the failure toast and keeps what was typed', async ({ page }) => {
  const { en } = await addOn('Hand Wax');
  await openService(page, en.name);
  await failWrites(page, 'additional_services');
  const description = languageGroup(page, 'English').getByLabel('Description');
  await description.fill('A description that must survive a failed save');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating service')).toContainText(
    'Could not reach the server',
  );
  await expect(description).toHaveValue('A description that must survive a failed save');
  await expect(editDialog(page).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

test('the Additional Services page with its dialog open has no WCAG 2 A/AA violations', async ({
  page,
}) => {
  await openService(page, 'Buffer Wax');
  await expect(iconGroup(page).getByRole('radio', { name: 'Buffer pad' })).toBeChecked();
  await byName(page).click();
  await expect(shared(page).getByText('Preview', { exact: true })).toBeVisible();
  await expectNoAxeViolationsDesktopAndPhone(page);
});
