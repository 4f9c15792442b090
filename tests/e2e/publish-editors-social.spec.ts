import { siTiktok } from 'simple-icons';
import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { compactPath } from '../../src/lib/content/compact-path.ts';
import {
  editDialog,
  failWrites,
  openEditor,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import { expectNoAxeViolationsDesktopAndPhone } from './support/axe.ts';
import { adminClient } from './support/stack.ts';

// These tests change social links and wait for the rebuilt site, so they run in the publish
// project (one at a time); each puts back what it changed.

type Social = { id: string; platform: string; url: string; icon_name: string };

async function socialLink(platform: string): Promise<Social> {
  const admin = await adminClient();
  const { data, error } = await admin
    .from('social_links')
    .select('*')
    .eq('platform', platform)
    .single();
  if (error) throw new Error(error.message);
  return data as Social;
}

const card = (page: Page, platform: string) =>
  page.getByRole('region', { name: platform, exact: true });

async function openLink(page: Page, platform: string) {
  await openEditor(page, '/admin/social');
  await card(page, platform).getByRole('button', { name: /^Edit/ }).click();
  await expect(editDialog(page).getByRole('heading', { name: 'Edit Social Link' })).toBeVisible();
}

/** The footer's link to `platform` on the public page at `path`. */
async function footerLink(page: Page, path: string, platform: string) {
  await page.goto(path);
  return page.locator(`#${sectionIds.contact}`).getByRole('link', { name: new RegExp(platform) });
}

test('editing a social link saves its one row and publishes it to the footer of / and /es/', async ({
  page,
}) => {
  const before = await socialLink('instagram');
  const admin = await adminClient();
  const url = 'https://www.instagram.com/e2e-detailing';
  try {
    await openLink(page, 'Instagram');
    // Typed as an owner does, without 'https://': the link is stored with it.
    await editDialog(page).getByLabel('URL').fill(url.replace('https://', ''));
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Social link updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);

    await page.reload();
    const link = card(page, 'Instagram').getByRole('link', { name: new RegExp(url) });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');

    await waitForPublish(page);
    await expect(await footerLink(page, '/', 'Instagram')).toHaveAttribute('href', url);
    await expect(await footerLink(page, '/es/', 'Instagram')).toHaveAttribute('href', url);
  } finally {
    await admin.from('social_links').update({ url: before.url }).eq('id', before.id);
  }
});

test('the icon name previews the brand mark, and a name the site cannot draw is refused', async ({
  page,
}) => {
  const before = await socialLink('facebook');
  await openLink(page, 'Facebook');
  const icon = editDialog(page).getByLabel('Icon name');
  await icon.fill('globe');
  await expect(editDialog(page).getByText('Preview', { exact: true })).toBeVisible();
  await icon.fill('myspace');
  await expect(editDialog(page).getByText('No icon of that name')).toBeVisible();
  await editDialog(page).getByLabel('URL').fill('javascript:alert(1)');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(icon).toHaveAccessibleDescription(/The site has no icon of that name/);
  await expect(editDialog(page).getByLabel('URL')).toHaveAccessibleDescription(
    /must be a web address/,
  );
  expect(await socialLink('facebook')).toEqual(before);
});

test('a profile typed as its @handle is saved as the link to it; a handle on a network the site cannot link is refused', async ({
  page,
}) => {
  const instagram = await socialLink('instagram');
  const facebook = await socialLink('facebook');
  const admin = await adminClient();
  try {
    await openLink(page, 'Instagram');
    await expect(editDialog(page).getByLabel('URL')).toHaveAccessibleDescription(/@handle/);
    await editDialog(page).getByLabel('URL').fill('@e2e.detailing');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Social link updated successfully')).toBeVisible();
    const url = 'https://www.instagram.com/e2e.detailing';
    await expect(
      card(page, 'Instagram').getByRole('link', { name: new RegExp(url) }),
    ).toHaveAttribute('href', url);
    expect((await socialLink('instagram')).url).toBe(url);

    await card(page, 'Facebook').getByRole('button', { name: /^Edit/ }).click();
    await editDialog(page).getByLabel('Platform name').fill('Yelp');
    await editDialog(page).getByLabel('Icon name').fill('globe');
    // After the field's ready-made https://, as an owner who kept it types.
    await editDialog(page).getByLabel('URL').fill('https://@dmvdetailing');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog(page).getByLabel('URL')).toHaveAccessibleDescription(
      /is a handle: paste the whole link to the profile page/,
    );
    expect(await socialLink('facebook')).toEqual(facebook);
  } finally {
    await admin.from('social_links').update({ url: instagram.url }).eq('id', instagram.id);
  }
});

test('a TikTok handle with the icon tiktok is saved as its tiktok.com link, and the footer of / and /es/ draws the TikTok mark', async ({
  page,
}) => {
  const facebook = await socialLink('facebook');
  const admin = await adminClient();
  const url = 'https://www.tiktok.com/@detalles_juan';
  try {
    await openLink(page, 'Facebook');
    await editDialog(page).getByLabel('Platform name').fill('TikTok');
    await editDialog(page).getByLabel('Icon name').fill('tiktok');
    await expect(editDialog(page).getByText('Preview', { exact: true })).toBeVisible();
    await editDialog(page).getByLabel('URL').fill('@detalles_juan');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Social link updated successfully')).toBeVisible();
    await expect(card(page, 'TikTok').getByRole('link', { name: new RegExp(url) })).toHaveAttribute(
      'href',
      url,
    );

    await waitForPublish(page);
    for (const path of ['/', '/es/']) {
      const link = await footerLink(page, path, 'TikTok');
      await expect(link, path).toHaveAttribute('href', url);
      // The brand mark, not the globe drawn for a network without one.
      await expect(link.locator('svg path'), path).toHaveAttribute('d', compactPath(siTiktok.path));
    }
  } finally {
    await admin
      .from('social_links')
      .update({ platform: facebook.platform, url: facebook.url, icon_name: facebook.icon_name })
      .eq('id', facebook.id);
  }
});

// An owner's report: a link's failed save said only 'The entry was not saved'. It names the link
// by its network, as its card does.
test('a failed save names the link in its failure toast and keeps what was typed', async ({
  page,
}) => {
  await openLink(page, 'Facebook');
  await failWrites(page, 'social_links');
  const url = editDialog(page).getByLabel('URL');
  await url.fill('https://www.facebook.com/kept-after-failure');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating social link')).toContainText(
    'The social link “Facebook” was not saved: Could not reach the server.',
  );
  await expect(url).toHaveValue('https://www.facebook.com/kept-after-failure');
});

test('an Undo that fails names the link, in Spanish', async ({ page }) => {
  const before = await socialLink('facebook');
  const admin = await adminClient();
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  try {
    await openEditor(page, '/admin/social');
    await card(page, 'Facebook')
      .getByRole('button', { name: /^Editar/ })
      .click();
    await editDialog(page).getByLabel('URL').fill('https://www.facebook.com/e2e-undo');
    await editDialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    const saved = toastWith(page, 'El enlace de red social se actualizó correctamente');
    await expect(saved).toBeVisible();
    // The Undo's write is cut off, as a dropped connection would.
    await failWrites(page, 'social_links');
    await saved.getByRole('button', { name: 'Deshacer' }).click();
    const failed = toastWith(page, 'No se pudo deshacer el cambio');
    await expect(failed).toContainText(
      'La red social «Facebook» no se guardó: No se pudo conectar con el servidor.',
    );
    await expect(failed).toHaveAttribute('data-type', 'error');
  } finally {
    await admin.from('social_links').update({ url: before.url }).eq('id', before.id);
  }
});

test('the Social Links page with its dialog open has no WCAG 2 A/AA violations', async ({
  page,
}) => {
  await openLink(page, 'Facebook');
  await expect(editDialog(page).getByText('Preview', { exact: true })).toBeVisible();
  await expectNoAxeViolationsDesktopAndPhone(page);
});
