import { expect, test, type Page } from './support/test.ts';
import { newAdmin, signInAs, uniqueEmail } from './support/auth.ts';
import { confirmByKeyboard, holdRequests, toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { sidewaysBoxes, withinWidth } from './support/scroll.ts';
import type { TypedClient } from '../../src/lib/supabase-client.ts';
import { anonClient, e2eAdmin, serviceClient, signedInClient } from './support/stack.ts';
import { ensureAdmin } from '../../scripts/lib/ensure-admin.ts';

// The helper writes content, and the last-admin test takes the admin role from every other admin
// for a moment (putting it back after), so these run in the publish project, one test at a time.

const adminsTable = (page: Page) => page.getByRole('table', { name: 'The admins, oldest first' });
const adminRow = (page: Page, email: string) =>
  adminsTable(page).getByRole('row').filter({ hasText: email });

/** Adds a hidden FAQ as `client`; answers the refusal's message, or null (and removes it). */
async function writeContent(client: TypedClient): Promise<string | null> {
  const { data, error } = await client
    .from('faq_items')
    .insert({
      faq_key: `e2e-helper-${Date.now()}`,
      language: 'en',
      question: 'Written by a helper (e2e)',
      answer: 'Hidden, and removed at once.',
      is_active: false,
    })
    .select('id')
    .single();
  if (error) return error.message;
  await serviceClient().from('faq_items').delete().eq('id', data.id);
  return null;
}

test('the owner adds a signed-up user as admin, who can then write; after Remove they cannot', async ({
  page,
  browser,
}) => {
  const owner = await newAdmin();
  const helper = { email: uniqueEmail('helper'), password: 'helper-password-1' };
  await anonSignUp(helper);
  const helperClient = await signedInClient(helper);
  expect(await writeContent(helperClient)).not.toBeNull();

  await signInAs(page, owner);
  await page.goto('/admin/admins');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins' })).toBeVisible();
  await expect(adminRow(page, owner.email)).toContainText('You');
  await expectNoAxeViolations(page);

  // The card gives the whole sign-up address, for the owner to send to the new admin.
  const signUp = new URL('/auth', page.url()).href;
  await expect(page.getByRole('region', { name: 'Add an admin' })).toContainText(
    `They first sign up at ${signUp} with their own e-mail`,
  );
  // An address nobody signed up with: said under the field.
  const stranger = uniqueEmail('stranger');
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText('No account uses this e-mail.')).toContainText(
    `Ask them to sign up at ${signUp} first`,
  );
  await expect(adminRow(page, stranger)).toHaveCount(0);

  await page.getByLabel('Email').fill(`  ${helper.email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Add admin' }).click();
  // The toast names the account as the list does, not as it was typed.
  await expect(toastWith(page, 'Admin added')).toContainText(
    `${helper.email} can now sign in to the admin.`,
  );
  await expect(adminRow(page, helper.email)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  // The helper's session, unchanged, may now write, and the helper reaches /admin.
  expect(await writeContent(helperClient)).toBeNull();
  const helperContext = await browser.newContext();
  const helperPage = await helperContext.newPage();
  await signInAs(helperPage, helper);
  await helperPage.goto('/admin');
  await expect(helperPage.getByText('Content Management System')).toBeVisible();
  await helperContext.close();

  await adminRow(page, helper.email)
    .getByRole('button', { name: `Remove ${helper.email}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this admin?' });
  await expect(confirm).toContainText(helper.email);
  await confirm.getByRole('button', { name: 'Remove admin' }).click();
  await expect(toastWith(page, 'Admin removed')).toBeVisible();
  await expect(adminRow(page, helper.email)).toHaveCount(0);

  // Their very next request, with the same session, is refused.
  expect(await writeContent(helperClient)).toMatch(/row-level security/);
});

test('removing an admin by the keyboard keeps the focus: on their Remove if it failed, on the next admin’s Remove once they are gone', async ({
  page,
}) => {
  // Oldest first: the one removed, then the owner, whose Remove takes their place.
  const removed = await newAdmin();
  const owner = await newAdmin();
  await signInAs(page, owner);
  await page.goto('/admin/admins');
  const remove = adminRow(page, removed.email).getByRole('button', {
    name: `Remove ${removed.email}`,
  });
  const confirm = page.getByRole('alertdialog', { name: 'Remove this admin?' });
  const confirmButton = confirm.getByRole('button', { name: 'Remove admin' });
  await remove.focus();

  // Cut off: the question closes and focus is back on their Remove.
  const cutOff = await holdRequests(page, '**/rest/v1/rpc/remove_admin', 'POST', true);
  await confirmByKeyboard(page, confirmButton);
  await expect(confirmButton).toHaveAttribute('aria-disabled', 'true');
  await expect(confirmButton).toBeFocused();
  cutOff();
  await expect(toastWith(page, 'Could not remove the admin')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.unrouteAll({ behavior: 'wait' });

  const held = await holdRequests(page, '**/rest/v1/rpc/remove_admin', 'POST');
  await confirmByKeyboard(page, confirmButton);
  await expect(confirmButton).toBeFocused();
  held();
  await expect(toastWith(page, 'Admin removed')).toBeVisible();
  await expect(adminRow(page, removed.email)).toHaveCount(0);
  await expect(
    adminRow(page, owner.email).getByRole('button', { name: `Remove ${owner.email}` }),
  ).toBeFocused();
});

/**
 * Runs `run` while the users `keep` are the only admins: every other admin's role is taken for the
 * moment and comes back after. `run` is given `takeRole`, which takes one kept admin's role too.
 */
async function withOnlyAdmins(
  keep: { email: string }[],
  run: (takeRole: (email: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const service = serviceClient();
  const ids = await Promise.all(keep.map(({ email }) => userId(service, email)));
  const { data: roles, error } = await service.from('user_roles').select('*').eq('role', 'admin');
  if (error) throw new Error(error.message);
  const take = async (rows: typeof roles) => {
    const taken = await service
      .from('user_roles')
      .delete()
      .in(
        'id',
        rows.map((row) => row.id),
      );
    expect(taken.error).toBeNull();
  };
  const taken = roles.filter((row) => !ids.includes(row.user_id));
  await take(taken);
  try {
    await run(async (email) => {
      const id = await userId(service, email);
      const rows = roles.filter((row) => row.user_id === id);
      taken.push(...rows);
      await take(rows);
    });
  } finally {
    const restored = await service.from('user_roles').insert(taken);
    expect(restored.error).toBeNull();
  }
}

test('a list out of date meets the database’s refusal to remove the last admin, said on the page', async ({
  page,
}) => {
  const owner = await newAdmin();
  const other = await newAdmin();
  await withOnlyAdmins([owner, other], async (takeRole) => {
    await signInAs(page, owner);
    // Their own row asks about their own access, in both languages (not 'Remove this admin?').
    await page.goto('/admin/admins?lang=es');
    await page.getByRole('button', { name: `Quitar a ${owner.email}` }).click();
    const pregunta = page.getByRole('alertdialog', { name: '¿Quitar su propio acceso?' });
    await expect(pregunta).toContainText('Ya no podrá abrir el panel');
    await expect(pregunta.getByRole('button', { name: 'Quitar mi acceso' })).toBeVisible();
    await pregunta.getByRole('button', { name: 'Cancelar' }).click();
    await expect(pregunta).toHaveCount(0);

    await page.goto('/admin/admins?lang=en');
    await expect(adminsTable(page).getByRole('row')).toHaveCount(3);
    // The other admin is removed elsewhere meanwhile: this page still lists two.
    await takeRole(other.email);
    await adminRow(page, owner.email)
      .getByRole('button', { name: `Remove ${owner.email}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove your own access?' });
    await expect(confirm).toContainText('You will no longer be able to open the admin');
    // No toast is up here: under the dialog's backdrop one would fail the contrast check.
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove my access' }).click();
    await expect(toastWith(page, 'Could not remove the admin')).toContainText(
      'This is the last admin. Add another admin before removing this one.',
    );
    await expect(adminRow(page, owner.email)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/admins\?lang=en$/);
  });
});

test('the last admin’s Remove is not offered: it says why instead of asking (en, es)', async ({
  page,
}) => {
  // From an owner's trial: the last admin was offered Remove, and told no only after saying yes.
  const owner = await newAdmin();
  await withOnlyAdmins([owner], async () => {
    await signInAs(page, owner);
    await page.goto('/admin/admins');
    await expect(adminsTable(page).getByRole('row')).toHaveCount(2);
    const remove = page.getByRole('button', { name: `Remove ${owner.email}` });
    const reason = 'This is the last admin. Add another admin before removing this one.';
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(reason);
    await expect(adminRow(page, owner.email).getByText(reason)).toBeVisible();
    // Clicked all the same (Playwright waits for an enabled button unless forced): nothing asks.
    await remove.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText('Remove this admin?')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/admin/admins?lang=es');
    const quitar = page.getByRole('button', { name: `Quitar a ${owner.email}` });
    const motivo = 'Es el último administrador. Agregue otro antes de quitar este.';
    await expect(quitar).toHaveAttribute('aria-disabled', 'true');
    await expect(quitar).toHaveAccessibleDescription(motivo);
    await expect(page.getByRole('main').getByText(motivo)).toBeVisible();
    // By the keyboard too: it keeps the focus, and nothing asks.
    await quitar.press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(quitar).toBeFocused();
  });
});

test('a dropped connection while adding or removing an admin says so in Spanish, and nothing is lost', async ({
  page,
}) => {
  const owner = await newAdmin();
  const helper = { email: uniqueEmail('helper'), password: 'helper-password-1' };
  await anonSignUp(helper);
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, owner);
  await page.goto('/admin/admins');
  const table = page.getByRole('table', {
    name: 'Los administradores, del más antiguo al más reciente',
  });
  const unreachable =
    'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.';

  await page.route('**/rest/v1/rpc/add_admin', (route) => route.abort('internetdisconnected'));
  const email = page.getByLabel('Correo electrónico');
  await email.fill(helper.email);
  await page.getByRole('button', { name: 'Agregar administrador' }).click();
  await expect(toastWith(page, 'No se pudo agregar al administrador')).toContainText(unreachable);
  await expect(page.getByText(/TypeError|Failed to fetch/)).toHaveCount(0);
  await expect(email).toHaveValue(helper.email);
  await expect(table.getByRole('row').filter({ hasText: helper.email })).toHaveCount(0);

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Agregar administrador' }).click();
  await expect(toastWith(page, 'Administrador agregado')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: helper.email });

  await page.route('**/rest/v1/rpc/remove_admin', (route) => route.abort('internetdisconnected'));
  await row.getByRole('button', { name: `Quitar a ${helper.email}` }).click();
  await page
    .getByRole('alertdialog', { name: '¿Quitar a este administrador?' })
    .getByRole('button', { name: 'Quitar administrador' })
    .click();
  await expect(toastWith(page, 'No se pudo quitar al administrador')).toContainText(unreachable);
  await expect(page.getByText(/TypeError|Failed to fetch/)).toHaveCount(0);
  await expect(row).toBeVisible();

  await page.unrouteAll();
  await row.getByRole('button', { name: `Quitar a ${helper.email}` }).click();
  await page
    .getByRole('alertdialog', { name: '¿Quitar a este administrador?' })
    .getByRole('button', { name: 'Quitar administrador' })
    .click();
  await expect(row).toHaveCount(0);
});

test('an admin removed while editing is told in Spanish why the save was refused', async ({
  page,
}) => {
  const helper = await newAdmin();
  const service = serviceClient();
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, helper);
  await page.goto('/admin/faqs');
  await page
    .getByRole('button', { name: /^Editar «/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('Escrito por un administrador quitado');
  // Another admin removes the helper while the dialog is open.
  const removed = await service
    .from('user_roles')
    .delete()
    .eq('user_id', await userId(service, helper.email));
  expect(removed.error).toBeNull();

  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  const failure = toastWith(page, 'Error al actualizar la pregunta frecuente');
  await expect(failure).toContainText(
    'La base de datos rechazó el cambio. Puede que su sesión haya terminado o que esta cuenta ya no sea de un administrador: vuelva a iniciar sesión.',
  );
  await expect(failure).not.toContainText('The database refused');
});

test('from 390 px to a tablet beside the sidebar each admin’s Remove is on screen, beside their e-mail and dates (es)', async ({
  page,
}) => {
  // From an owner's trial: at 768 px, beside the sidebar, the date columns pushed Remove past the
  // edge of the screen (the table scrolled sideways in its card).
  const owner = await newAdmin();
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, owner);
  const table = page.getByRole('table', {
    name: 'Los administradores, del más antiguo al más reciente',
  });
  const row = table.getByRole('row').filter({ hasText: owner.email });
  const remove = row.getByRole('button', { name: `Quitar a ${owner.email}` });
  const since = table.getByRole('columnheader', { name: 'Administrador desde' });
  for (const width of [390, 768, 1024]) {
    await page.setViewportSize({ width, height: 664 });
    await page.goto('/admin/admins');
    await remove.scrollIntoViewIfNeeded();
    expect(await withinWidth(page, remove), `Remove inside the screen at ${width} px`).toBe(true);
    // The table fits its card: nothing is hidden sideways.
    expect(await sidewaysBoxes(page.getByRole('main')), `at ${width} px`).toBe(0);
    await expect(row).toContainText('Administrador desde');
    await expect(row).toContainText('Último inicio de sesión');
  }
  // Where there is room, the dates have their columns.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(since).toBeVisible();
  expect(await sidewaysBoxes(page.getByRole('main'))).toBe(0);
});

test('at 390 px in Spanish a short e-mail stays on one line; a longer one breaks before its @ or a dot, never mid-word, inside the screen', async ({
  page,
}) => {
  // From an owner's trial: 'e2e-admin@example.co' above 'm', an address broken mid-word
  // (docs/decisions.md, "E-mail addresses break only where they must").
  const owner = await newAdmin();
  const stamp = Date.now().toString(36).slice(-6);
  const short = `o${stamp}@example.com`;
  const long = `owner-${stamp}-who-writes-out-the-whole-business-name@dmv-mobile-detailing-and-ceramic-coating.example.com`;
  for (const email of [short, long]) {
    await ensureAdmin(serviceClient(), email, 'admin-password-1');
  }
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/admins');
  const table = page.getByRole('table', {
    name: 'Los administradores, del más antiguo al más reciente',
  });
  /** The lines an address takes in the list, as they read. */
  const lines = (email: string) =>
    table
      .getByRole('rowheader')
      .locator('span[translate="no"]', { hasText: email })
      .evaluate((address) => {
        const rows = new Map<number, string>();
        const text = address.textContent!;
        const walker = document.createTreeWalker(address, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let at = 0; at < node.textContent!.length; at += 1) {
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? '') + node.textContent![at]);
          }
        }
        const read = [...rows.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
        return read.join('') === text ? read : [`${text} read as ${read.join('|')}`];
      });
  expect(await lines(short)).toEqual([short]);
  // Each line but the last ends at a hyphen, or the next begins with '@' or '.'.
  for (const email of [e2eAdmin.email, owner.email, long]) {
    const read = await lines(email);
    const midWord = read.slice(0, -1).filter((line, index) => {
      return !line.endsWith('-') && !/^[@.]/.test(read[index + 1]!);
    });
    expect(midWord, `${email} read as ${read.join(' | ')}`).toEqual([]);
  }
  expect((await lines(long)).length).toBeGreaterThan(1);
  expect(await sidewaysBoxes(page.getByRole('main'))).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** Signs `user` up through the real supabase-js (confirmed at once by the local backend). */
async function anonSignUp(user: { email: string; password: string }): Promise<void> {
  const { error } = await anonClient().auth.signUp({
    ...user,
    options: { data: { full_name: 'Helper' } },
  });
  if (error) throw new Error(error.message);
}

/** The id of the user with this e-mail, through the service role. */
async function userId(service: TypedClient, email: string): Promise<string> {
  const { data, error } = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
  if (error) throw new Error(error.message);
  const user = data.users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
