import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '../../src/seed-content/settings.ts';
import { client, signedInClientModule, startBackend, type TestBackend } from './support.ts';

/**
 * The Site Settings and Expense Tracking data modules (src/lib/data/site-settings.ts, expenses.ts)
 * on the real supabase-js client module, signed in, against the real local backend: RLS, the
 * updated_at triggers and the numeric column all run.
 */

type Settings = typeof import('../../src/lib/data/site-settings.ts');
type Expenses = typeof import('../../src/lib/data/expenses.ts');

let backend: TestBackend;

/** The data modules on a fresh client module signed in as a new user (an admin if `admin`). */
async function modulesAs(admin: boolean) {
  const { supabase } = await signedInClientModule(
    backend,
    admin ? 'settings-admin' : 'settings-visitor',
    admin,
  );
  const settings: Settings = await import('../../src/lib/data/site-settings.ts');
  const expenses: Expenses = await import('../../src/lib/data/expenses.ts');
  // The editor's texts, loaded by the admin page before the data modules can fail.
  const { loadMessages } = await import('../../src/i18n/admin/messages.ts');
  await loadMessages('en', 'editor');
  return { supabase, settings, expenses };
}

let admin: Awaited<ReturnType<typeof modulesAs>>;
let visitor: Awaited<ReturnType<typeof modulesAs>>;

beforeAll(async () => {
  backend = await startBackend();
  const { error } = await client(backend, backend.serviceRoleKey)
    .from('site_settings')
    .insert(siteSettings);
  if (error) throw new Error(error.message);
  admin = await modulesAs(true);
  visitor = await modulesAs(false);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend.cleanup();
});

const settingsEntry = async () => (await admin.settings.settingsEntries.list())[0]!;

/** Each setting's stored value and updated_at, read as the admin. */
async function storedSettings() {
  const { data, error } = await admin.supabase
    .from('site_settings')
    .select('key, value, updated_at');
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map((row) => [row.key, row]));
}

describe('saving the site settings', () => {
  it('writes only the settings that changed and adds a missing optional one', async () => {
    const before = await storedSettings();
    const entry = await settingsEntry();
    const values = { ...entry.rows.single!.values };
    const result = await admin.settings.settingsEntries.save(entry, {
      single: { ...values, phone_number: '(703) 555-0199', whatsapp_number: '(571) 555-0123' },
    });
    expect(result.ok).toBe(true);
    const after = await storedSettings();
    expect(after.phone_number!.value).toBe('(703) 555-0199');
    expect(after.whatsapp_number!.value).toBe('(571) 555-0123');
    expect(before.whatsapp_number).toBeUndefined();
    // Untouched settings keep their stamp: nobody else's later edit of them is overwritten.
    expect(after.company_name!.updated_at).toBe(before.company_name!.updated_at);
    // The baseline handed back is the database's: an Undo right after passes its check.
    const undo = await admin.settings.settingsEntries.restore(
      entry,
      { ...entry, rows: result.rows },
      Object.keys(values),
    );
    expect(undo.ok).toBe(true);
    expect((await storedSettings()).phone_number!.value).toBe(before.phone_number!.value);
  });

  it('refuses the whole save when one of its settings was changed elsewhere, names it and carries their version', async () => {
    const entry = await settingsEntry();
    const before = await storedSettings();
    await admin.supabase
      .from('site_settings')
      .update({ value: 'Their banner' })
      .eq('key', 'top_banner_message_en');
    const values = entry.rows.single!.values;
    const result = await admin.settings.settingsEntries.save(entry, {
      single: {
        ...values,
        company_name: 'Mine Inc.',
        top_banner_message_en: 'My banner',
        whatsapp_number: '(202) 555-0100',
      },
    });
    expect(result).toMatchObject({
      ok: false,
      reason: 'conflict',
      slot: 'single',
      clashed: ['top_banner_message_en'],
    });
    if (result.ok || result.reason !== 'conflict') return;
    expect(result.current.values.top_banner_message_en).toBe('Their banner');
    // Nothing was written: the company name listed before the banner is as it was, no setting
    // was added, and the result's rows are the ones the save started from.
    const stored = await storedSettings();
    expect(stored.top_banner_message_en!.value).toBe('Their banner');
    expect(stored.company_name).toEqual(before.company_name);
    expect(stored.whatsapp_number).toEqual(before.whatsapp_number);
    expect(result.rows.single).toBe(entry.rows.single);
    // Overwrite: checked against their version, the same save writes all three at once.
    const overwritten = await admin.settings.settingsEntries.save(
      { ...entry, rows: { single: result.current } },
      {
        single: {
          ...result.current.values,
          company_name: 'Mine Inc.',
          top_banner_message_en: 'My banner',
          whatsapp_number: '(202) 555-0100',
        },
      },
    );
    expect(overwritten.ok).toBe(true);
    const after = await storedSettings();
    expect(
      [after.company_name, after.top_banner_message_en, after.whatsapp_number].map(
        (row) => row!.value,
      ),
    ).toEqual(['Mine Inc.', 'My banner', '(202) 555-0100']);
    // The stamps handed back are the database's: the next save from them passes its check.
    expect((overwritten.ok && overwritten.rows.single!.stamps.company_name) || '').toBe(
      after.company_name!.updated_at,
    );
  });

  it("answers a non-admin's save with the database's refusal, changing nothing", async () => {
    const entry = (await visitor.settings.settingsEntries.list())[0]!;
    const result = await visitor.settings.settingsEntries.save(entry, {
      single: { ...entry.rows.single!.values, company_name: 'Hijacked' },
    });
    // The settings it was writing, for the toast to name.
    expect(result).toMatchObject({ ok: false, reason: 'failed', parts: ['company_name'] });
    expect((await storedSettings()).company_name!.value).not.toBe('Hijacked');
  });
});

describe('the expense tracker', () => {
  it('keeps amounts exact as decimal strings and lists by next due date, none last', async () => {
    const { addExpense, listExpenses } = admin.expenses;
    const base = { category: 'Software', description: null, vendor: null } as const;
    await addExpense({
      ...base,
      name: 'Big',
      amount: 9999999999.99,
      frequency: 'yearly',
      next_due_date: null,
    });
    await addExpense({
      ...base,
      name: 'Dime',
      amount: 0.1,
      frequency: 'monthly',
      next_due_date: '2030-05-01',
    });
    await addExpense({
      ...base,
      name: 'Rent',
      amount: 1234.5,
      frequency: 'monthly',
      next_due_date: '2030-01-15',
    });
    const list = await listExpenses();
    expect(list.map((e) => [e.name, e.amount])).toEqual([
      ['Rent', '1234.50'],
      ['Dime', '0.10'],
      ['Big', '9999999999.99'],
    ]);
  });

  it('refuses an update over a change made since it was read', async () => {
    const [rent] = await admin.expenses.listExpenses();
    await admin.supabase.from('expenses').update({ vendor: 'Landlord' }).eq('id', rent!.id);
    const result = await admin.expenses.updateExpense(rent!, {
      name: 'Rent',
      amount: 1300,
      category: 'Other',
      frequency: 'monthly',
      next_due_date: null,
      description: null,
      vendor: null,
    });
    expect(result).toMatchObject({ ok: false, reason: 'conflict' });
    expect((await admin.expenses.listExpenses())[0]!.amount).toBe('1234.50');
  });

  it('takes back an expense just added, unless it was changed since or is gone (the Undo of an add)', async () => {
    const { addExpense, withdrawExpense, listExpenses } = admin.expenses;
    const values = {
      name: 'Backup',
      amount: 5,
      category: 'Software',
      frequency: 'monthly',
      next_due_date: null,
      description: null,
      vendor: null,
    } as const;
    const added = await addExpense(values);
    expect(await visitor.expenses.withdrawExpense(added)).toMatchObject({ ok: false });
    expect(await withdrawExpense(added)).toMatchObject({ ok: true, row: { id: added.id } });
    expect((await listExpenses()).map((e) => e.id)).not.toContain(added.id);
    expect(await withdrawExpense(added)).toEqual({ ok: false, reason: 'deleted' });

    const edited = await addExpense(values);
    await admin.supabase.from('expenses').update({ amount: 6 }).eq('id', edited.id);
    const refused = await withdrawExpense(edited);
    expect(refused).toMatchObject({ ok: false, reason: 'conflict', current: { amount: '6.00' } });
    expect((await listExpenses()).map((e) => e.id)).toContain(edited.id);
    await admin.expenses.deleteExpense(edited);
  });

  it('is invisible to a signed-in user who is not an admin, and cannot be deleted by one', async () => {
    expect(await visitor.expenses.listExpenses()).toEqual([]);
    const [first] = await admin.expenses.listExpenses();
    await expect(visitor.expenses.deleteExpense(first!)).rejects.toThrow(/Nothing was deleted/);
    await admin.expenses.deleteExpense(first!);
    expect((await admin.expenses.listExpenses()).map((e) => e.name)).not.toContain(first!.name);
  });
});
