import { devices, expect, test, type Locator, type Page } from './support/test.ts';
import { newAdmin, newSignedUpAccount, signInAs } from './support/auth.ts';
import { tabTo, toastWith } from './support/editors.ts';

// From an owner's trial on a phone: a failure toast went after 4.5 s, and with it the reason a
// save failed, before a slow reader (or someone who looked away) had read it. Failures now stay
// until closed, or until a newer toast takes their place, and never come back from behind it
// (docs/decisions.md#failure-toasts-stay-until-closed). Adding an admin writes the database, so
// this runs in the publish project.

/** More than the 4.5 s every other toast stays. */
const longerThanAToast = 6_000;

const texts = {
  en: {
    email: 'Email',
    add: 'Add admin',
    failed: 'Could not add the admin',
    added: 'Admin added',
    unreachable: 'Could not reach the server. Check your connection and try again.',
    close: 'Close toast',
  },
  es: {
    email: 'Correo electrónico',
    add: 'Agregar administrador',
    failed: 'No se pudo agregar al administrador',
    added: 'Administrador agregado',
    unreachable: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
    close: 'Cerrar aviso',
  },
};

/** Opens Admins as a new admin of its own in `language`, with the add cut off on its way. */
async function addRefused(page: Page, language: 'en' | 'es') {
  const t = texts[language];
  const helper = await newSignedUpAccount('helper');
  await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), language);
  await signInAs(page, await newAdmin());
  await page.goto('/admin/admins');
  await page.route('**/rest/v1/rpc/add_admin', (route) => route.abort('internetdisconnected'));
  await page.getByLabel(t.email).fill(helper.email);
  const add = page.getByRole('button', { name: t.add });
  const failure = toastWith(page, t.failed).filter({ hasText: t.unreachable });
  return { add, failure, t };
}

/** Still on screen after longer than any other toast stays. */
async function expectStillThere(page: Page, failure: Locator): Promise<void> {
  await expect(failure).toBeVisible();
  await page.waitForTimeout(longerThanAToast);
  await expect(failure).toBeVisible();
}

/**
 * A retry (`press`) that succeeds after the failure: its success toast `added` takes the failure's
 * place and goes by itself, and the failure does not come back from behind it.
 */
async function retryReplaces(
  page: Page,
  press: () => Promise<void>,
  failure: Locator,
  added: Locator,
): Promise<void> {
  await expect(failure).toBeVisible();
  await page.unrouteAll();
  await press();
  await expect(added).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(added).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(1_000);
  await expect(failure).toHaveCount(0);
}

/** Alt+T, the toasts' key (sonner's, and the plain text's), then Tab to `close` and Enter. */
async function closeByKeyboard(page: Page, close: Locator): Promise<void> {
  await page.keyboard.press('Alt+T');
  await tabTo(page, close, 4);
  await page.keyboard.press('Enter');
}

test('a failure toast stays until closed by the keyboard, and focus goes back to the button that failed', async ({
  page,
}) => {
  const { add, failure, t } = await addRefused(page, 'en');
  await add.click();
  await expectStillThere(page, failure);
  await closeByKeyboard(page, failure.getByRole('button', { name: t.close }));
  await expect(failure).toHaveCount(0);
  await expect(add).toBeFocused();
});

test('a failure toast goes when a retry succeeds, and does not come back after the success toast goes', async ({
  page,
}) => {
  const { add, failure, t } = await addRefused(page, 'en');
  await add.click();
  await retryReplaces(page, () => add.click(), failure, toastWith(page, t.added));
});

test('in Spanish on a 390 px phone, a failure toast stays, its close button is a finger’s target, and a successful retry replaces it for good', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 664 },
    baseURL,
  });
  const page = await context.newPage();
  try {
    const { add, failure, t } = await addRefused(page, 'es');
    await add.tap();
    await expectStillThere(page, failure);
    const close = failure.getByRole('button', { name: t.close });
    const size = (await close.boundingBox())!;
    expect(size.width).toBeGreaterThanOrEqual(44);
    expect(size.height).toBeGreaterThanOrEqual(44);
    await close.tap();
    await expect(failure).toHaveCount(0);

    // Refused again, then a retry that succeeds.
    await add.tap();
    await retryReplaces(page, () => add.tap(), failure, toastWith(page, t.added));
  } finally {
    await context.close();
  }
});

// Before sonner's code is downloaded, or if it cannot be (a dropped connection), the Toaster says
// a failure as plain text with its own close button (toaster.tsx): it too stays until closed, is
// reached by Alt+T as the region's name says, and gives focus back where it was
// (docs/decisions.md#a-plain-text-failure-closed-gives-focus-back).
for (const language of ['en', 'es'] as const) {
  test(`a failure said as plain text (the toasts’ code not downloaded) stays until closed by the keyboard, and focus goes back to the button that failed (${language})`, async ({
    page,
  }) => {
    await page.route(/\/_astro\/sonner-toaster\.[\w-]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    const { add, failure, t } = await addRefused(page, language);
    await add.click();
    await expectStillThere(page, failure);
    // The plain text, not sonner's toast.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await closeByKeyboard(page, failure.getByRole('button', { name: t.close }));
    await expect(failure).toHaveCount(0);
    await expect(add).toBeFocused();
  });
}
