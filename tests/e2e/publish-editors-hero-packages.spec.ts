import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { editDialog, failWrites, languageGroup, openEditor, toastWith } from './support/editors.ts';
import { adminClient, databaseRevision, waitForSiteRevision } from './support/stack.ts';
import { newAdmin } from './support/auth.ts';

// The hero and packages editors on the real stack; each test puts back what it changed.

type Row = Record<string, unknown> & { id: string };

async function rows(table: 'hero_content' | 'service_packages', filter: Record<string, string>) {
  const admin = await adminClient();
  let query = admin.from(table).select('*');
  for (const [column, value] of Object.entries(filter)) query = query.eq(column, value);
  const { data, error } = await query.order('language');
  if (error) throw new Error(error.message);
  const [en, es] = data as Row[];
  return { en: en!, es: es! };
}

async function restore(
  table: 'hero_content' | 'service_packages',
  saved: Row[],
  columns: string[],
) {
  const admin = await adminClient();
  for (const row of saved) {
    await admin
      .from(table)
      // Columns of either table, by name: the typed update cannot check them, the database does.
      .update(Object.fromEntries(columns.map((column) => [column, row[column]])) as never)
      .eq('id', row.id);
  }
}

async function waitForPublish(page: Page) {
  await waitForSiteRevision(page.request, await databaseRevision(await adminClient()));
}

const field = (page: Page, language: 'English' | 'Spanish', label: string) =>
  languageGroup(page, language).getByLabel(label, { exact: true });

test('the hero is edited in both languages at once and published to / and /es/', async ({
  page,
}) => {
  const hero = await rows('hero_content', {});
  try {
    await openEditor(page, '/admin/hero');
    await page.getByRole('button', { name: 'Edit hero content (ES)' }).click();
    await expect(editDialog(page).getByRole('heading')).toHaveText(/^Edit Hero Content/);
    await field(page, 'English', 'Title').fill('Detailing at your door (e2e)');
    await field(page, 'Spanish', 'Title').fill('Detallado en su puerta (e2e)');
    await field(page, 'Spanish', 'Second button text').fill('Llámenos');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Hero content updated successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'English hero' })).toContainText(
      'Detailing at your door (e2e)',
    );
    await expect(page.getByRole('region', { name: 'Spanish hero' })).toContainText(
      'Detallado en su puerta (e2e)',
    );

    await waitForPublish(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Detailing at your door (e2e)',
    );
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Detallado en su puerta (e2e)',
    );
    await expect(page.locator(`#${sectionIds.home}`)).toContainText('Llámenos');
  } finally {
    await restore('hero_content', [hero.en, hero.es], ['title', 'cta_secondary_text']);
  }
});

test('a hero save the service refuses shows its message and keeps the dialog as typed', async ({
  page,
}) => {
  await openEditor(page, '/admin/hero');
  await page.getByRole('button', { name: 'Edit hero content (EN)' }).click();
  await page.route('**/rest/v1/hero_content**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '23514',
            message: 'the row breaks a rule',
            details: null,
            hint: null,
          }),
        })
      : route.fallback(),
  );
  await field(page, 'English', 'Subtitle').fill('A subtitle that must not be lost');
  await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Error updating hero content')).toContainText(
    'the row breaks a rule',
  );
  await expect(field(page, 'English', 'Subtitle')).toHaveValue('A subtitle that must not be lost');
});

test('a package is edited in both languages with a price typed once, and published to / and /es/', async ({
  page,
}) => {
  const gold = await rows('service_packages', { package_type: 'gold' });
  try {
    await openEditor(page, '/admin/packages');
    await page.getByRole('button', { name: `Edit “${String(gold.en.title)}”` }).click();
    await expect(
      editDialog(page).getByRole('heading', { name: 'Edit Service Package' }),
    ).toBeVisible();
    await field(page, 'English', 'Title').fill('Gold Plus (e2e)');
    await field(page, 'Spanish', 'Title').fill('Oro Plus (e2e)');
    // Blank lines and a pasted list's bullets are dropped.
    await field(page, 'Spanish', 'Features').fill('• Lavado a mano\n\n  \n• Cera (e2e)\n');
    // A digit too many, or a 0, is refused at the field, with the bounds said.
    const price = editDialog(page).getByLabel('SUV 3-row price');
    for (const slip of ['22900000000', '0']) {
      await price.fill(slip);
      await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toBeFocused();
      await expect(editDialog(page)).toContainText('from 1 to 99999,');
    }
    await price.fill('$229');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Package updated successfully')).toBeVisible();

    const saved = await rows('service_packages', { package_type: 'gold' });
    expect(saved.es.features).toEqual(['Lavado a mano', 'Cera (e2e)']);
    // Typed with its dollar sign, stored as the amount; the site adds the sign again.
    expect([saved.en.price_suv_3row, saved.es.price_suv_3row]).toEqual(['229', '229']);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Gold Plus (e2e)' })).toContainText(
      'Oro Plus (e2e)',
    );

    await waitForPublish(page);
    for (const [path, title] of [
      ['/', 'Gold Plus (e2e)'],
      ['/es/', 'Oro Plus (e2e)'],
    ] as const) {
      await page.goto(path);
      const services = page.locator(`#${sectionIds.services}`);
      await expect(services).toContainText(title);
      await expect(services).toContainText('$229');
    }
  } finally {
    await restore(
      'service_packages',
      [gold.en, gold.es],
      ['title', 'features', 'price_sedan', 'price_suv_2row', 'price_suv_3row'],
    );
  }
});

test('when only the Spanish row fails, the English one is saved, the toast names Spanish and the input stays', async ({
  page,
}) => {
  const silver = await rows('service_packages', { package_type: 'silver' });
  try {
    await openEditor(page, '/admin/packages');
    await page.getByRole('button', { name: `Edit “${String(silver.en.title)}”` }).click();
    await failWrites(page, `service_packages?**id=eq.${silver.es.id}`);
    await field(page, 'English', 'Label').fill('Essential (e2e)');
    await field(page, 'Spanish', 'Label').fill('Esencial (e2e)');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    const failure = toastWith(page, 'Error updating package');
    await expect(failure).toContainText('Spanish version was not saved');
    await expect(failure).toContainText('English saved');
    await expect(field(page, 'Spanish', 'Label')).toHaveValue('Esencial (e2e)');
    expect((await rows('service_packages', { package_type: 'silver' })).en.label).toBe(
      'Essential (e2e)',
    );

    // Once the network is back, saving again finishes the job without a false conflict.
    await page.unrouteAll();
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Package updated successfully')).toBeVisible();
    expect((await rows('service_packages', { package_type: 'silver' })).es.label).toBe(
      'Esencial (e2e)',
    );
  } finally {
    await restore('service_packages', [silver.en, silver.es], ['label']);
  }
});

test('a package with four- and five-digit prices keeps each price within its third of the card, on a phone and on a desktop', async ({
  page,
}) => {
  const gold = await rows('service_packages', { package_type: 'gold' });
  const columns = ['price_sedan', 'price_suv_2row', 'price_suv_3row'];
  try {
    const admin = await adminClient();
    // One language's update sets both: prices are shared (the price-sync trigger).
    const { error } = await admin
      .from('service_packages')
      .update({ price_sedan: '1250', price_suv_2row: '12500', price_suv_3row: '99999.99' })
      .eq('id', gold.en.id);
    expect(error).toBeNull();
    await waitForPublish(page);
    for (const path of ['/', '/es/']) {
      for (const width of [320, 390, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const row = page.getByTestId('package-prices').filter({ hasText: '$99,999.99' });
        await expect(row).toContainText('$12,500');
        const boxes = await row.evaluate((list) => ({
          row: list.getBoundingClientRect().toJSON() as DOMRect,
          prices: [...list.querySelectorAll('dd')].map((dd) => {
            const range = document.createRange();
            range.selectNodeContents(dd);
            return {
              text: range.getBoundingClientRect().toJSON() as DOMRect,
              column: dd.parentElement!.getBoundingClientRect().toJSON() as DOMRect,
            };
          }),
        }));
        for (const { text, column } of boxes.prices) {
          expect(text.left, `${path} at ${width} px`).toBeGreaterThanOrEqual(column.left - 0.5);
          expect(text.right, `${path} at ${width} px`).toBeLessThanOrEqual(column.right + 0.5);
        }
      }
    }
  } finally {
    await restore('service_packages', [gold.en, gold.es], columns);
    await waitForPublish(page);
  }
});

test('a package price under a warning is saved all the same, on a 390 px phone', async ({
  page,
}) => {
  const gold = await rows('service_packages', { package_type: 'gold' });
  try {
    await page.setViewportSize({ width: 390, height: 664 });
    await openEditor(page, '/admin/packages');
    await page.getByRole('button', { name: `Edit “${String(gold.en.title)}”` }).click();
    const price = editDialog(page).getByLabel('SUV 3-row price');
    await price.fill('150');
    await expect(price).toHaveAccessibleDescription('Lower than the Sedan price. Is that right?');
    // A warning asks, it does not refuse: a real price list may be so.
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Package updated successfully')).toBeVisible();
    await expect(editDialog(page)).toHaveCount(0);
    const saved = await rows('service_packages', { package_type: 'gold' });
    expect([saved.en.price_suv_3row, saved.es.price_suv_3row]).toEqual(['150', '150']);
  } finally {
    await restore('service_packages', [gold.en, gold.es], ['price_suv_3row']);
  }
});

test('a price typed with a decimal comma in the Spanish admin is saved as dollars and cents', async ({
  page,
}) => {
  const silver = await rows('service_packages', { package_type: 'silver' });
  // An admin of its own with no language saved in its account: the browser's choice decides, so
  // the shared admin's language is left as it was.
  const owner = await newAdmin();
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  try {
    await openEditor(page, '/admin/packages', owner);
    await expect(page.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
    await page.getByRole('button', { name: `Editar «${String(silver.es.title)}»` }).click();
    const dialog = editDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Editar paquete de servicio' })).toBeVisible();
    // As a Spanish-speaking owner writes cents: read as the point, in the field and the database.
    await dialog.getByLabel('Precio sedán').fill('19,50');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toastWith(page, 'se actualizó correctamente')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const saved = await rows('service_packages', { package_type: 'silver' });
    expect([saved.en.price_sedan, saved.es.price_sedan]).toEqual(['19.50', '19.50']);

    await page.reload();
    await expect(page.getByText('$19.50')).toBeVisible();
  } finally {
    await restore('service_packages', [silver.en, silver.es], ['price_sedan']);
  }
});
