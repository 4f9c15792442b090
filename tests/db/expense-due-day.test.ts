import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDueAfterPayment } from '../../src/lib/expenses/mark-paid.ts';
import { drivers, type Scenario, type TestDatabase } from './harness.ts';

/**
 * The day of the month an expense falls due on (docs/product.md#expense-tracking): the database
 * sets it from the next due date an admin sets or edits, and keeps it when Mark paid moves the date
 * to a month too short for it, so the next payment falls on that day again (Jan 31 → Feb 28 → Mar 31
 * → Apr 30), not on the 28th for ever.
 */

interface Due {
  next_due_date: string | null;
  due_day: number | null;
}

type Frequency = 'monthly' | 'yearly' | 'one-time';

/** Adds one expense as the admin, due on `date`: its id. */
async function addExpense(tx: Scenario, frequency: Frequency, date: string | null) {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<{ id: string }>(
      `insert into public.expenses (name, amount, frequency, next_due_date)
       values ('Hosting', 25, $1, $2) returning id`,
      [frequency, date],
    ),
  );
  return rows[0]!.id;
}

/** Writes `set` (an update's SET list, with $2…) to the expense as the admin: what is stored. */
async function update(tx: Scenario, id: string, set: string, params: unknown[] = []) {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<Due>(
      `update public.expenses set ${set} where id = $1
       returning next_due_date::text, due_day`,
      [id, ...params],
    ),
  );
  return rows[0]!;
}

async function stored(tx: Scenario, id: string): Promise<Due & { frequency: Frequency }> {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<Due & { frequency: Frequency }>(
      'select frequency, next_due_date::text, due_day from public.expenses where id = $1',
      [id],
    ),
  );
  return rows[0]!;
}

/** 'Mark paid' `times` times as the page does it: the dates the expense was due on after each. */
async function markPaid(tx: Scenario, id: string, times: number): Promise<string[]> {
  const dates: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const expense = await stored(tx, id);
    // The page offers it on monthly and yearly expenses only.
    if (expense.frequency === 'one-time') throw new Error('Mark paid is not offered');
    const next = nextDueAfterPayment(expense.frequency, expense.next_due_date!, expense.due_day);
    dates.push((await update(tx, id, 'next_due_date = $2', [next])).next_due_date!);
  }
  return dates;
}

describe.each(drivers)('the day an expense falls due on, on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('a monthly expense due on the 31st is paid Feb 28, then Mar 31, Apr 30, May 31', async () => {
    const result = await db.scenario(async (tx) => {
      const id = await addExpense(tx, 'monthly', '2027-01-31');
      return {
        added: await stored(tx, id),
        paid: await markPaid(tx, id, 4),
        after: await stored(tx, id),
      };
    });
    expect(result.added).toMatchObject({ next_due_date: '2027-01-31', due_day: 31 });
    expect(result.paid).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(result.after.due_day).toBe(31);
  });

  it('a monthly expense due on the 30th keeps it past February; one due on the 29th in a leap year', async () => {
    const result = await db.scenario(async (tx) => {
      const thirtieth = await addExpense(tx, 'monthly', '2027-01-30');
      const twentyNinth = await addExpense(tx, 'monthly', '2028-01-29');
      return [await markPaid(tx, thirtieth, 2), await markPaid(tx, twentyNinth, 2)];
    });
    expect(result).toEqual([
      ['2027-02-28', '2027-03-30'],
      ['2028-02-29', '2028-03-29'],
    ]);
  });

  it('a yearly expense due on Feb 29 is paid Feb 28 for three years, then Feb 29, 2032', async () => {
    const result = await db.scenario(async (tx) => {
      const id = await addExpense(tx, 'yearly', '2028-02-29');
      return { paid: await markPaid(tx, id, 4), after: await stored(tx, id) };
    });
    expect(result.paid).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(result.after.due_day).toBe(29);
  });

  it('an edited date sets the day; other edits, an Undo and a day written alone keep it', async () => {
    const result = await db.scenario(async (tx) => {
      const id = await addExpense(tx, 'monthly', '2027-01-31');
      await markPaid(tx, id, 1);
      return {
        // The owner changes the amount of the expense now due Feb 28: still due on the 31st.
        otherEdit: await update(tx, id, 'amount = 30, next_due_date = next_due_date'),
        dayAlone: await update(tx, id, 'due_day = 5'),
        // Undo of a Mark paid from Feb 28 puts Feb 28 back after Mar 31.
        undo: [
          ...(await markPaid(tx, id, 1)),
          (await update(tx, id, 'next_due_date = $2', ['2027-02-28'])).due_day,
        ],
        edited: await update(tx, id, 'next_due_date = $2', ['2027-03-15']),
        paidAfterEdit: await markPaid(tx, id, 1),
        monthEnd: await update(tx, id, 'next_due_date = $2', ['2027-04-30']),
        removed: await update(tx, id, 'next_due_date = null'),
        setAgain: await update(tx, id, 'next_due_date = $2', ['2027-06-30']),
      };
    });
    expect(result.otherEdit).toEqual({ next_due_date: '2027-02-28', due_day: 31 });
    expect(result.dayAlone).toEqual({ next_due_date: '2027-02-28', due_day: 31 });
    expect(result.undo).toEqual(['2027-03-31', 31]);
    expect(result.edited).toEqual({ next_due_date: '2027-03-15', due_day: 15 });
    expect(result.paidAfterEdit).toEqual(['2027-04-15']);
    expect(result.monthEnd).toEqual({ next_due_date: '2027-04-30', due_day: 30 });
    expect(result.removed).toEqual({ next_due_date: null, due_day: null });
    expect(result.setAgain).toEqual({ next_due_date: '2027-06-30', due_day: 30 });
  });

  it('a new expense takes the day of its date, whatever day the insert names', async () => {
    const result = await db.scenario(async (tx) => {
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<Due>(
          `insert into public.expenses (name, amount, next_due_date, due_day)
           values ('Domain', 12, '2027-02-28', 31), ('Logo', 90, null, 4)
           returning next_due_date::text, due_day`,
        ),
      );
      return rows;
    });
    expect(result).toEqual([
      { next_due_date: '2027-02-28', due_day: 28 },
      { next_due_date: null, due_day: null },
    ]);
  });

  it('the migration gives existing expenses the day of their date and leaves updated_at alone', async () => {
    const migration = await readFile(
      new URL('../../supabase/migrations/20261129150000_expense_due_day.sql', import.meta.url),
      'utf8',
    );
    const result = await db.scenario(async (tx) => {
      await tx.exec(`drop trigger expenses_due_day on public.expenses;
        alter table public.expenses drop column due_day;
        insert into public.expenses (name, amount, next_due_date, updated_at) values
          ('Hosting', 25, '2027-01-31', '2026-01-01T00:00:00Z'),
          ('Logo', 90, null, '2026-01-01T00:00:00Z')`);
      await tx.exec(migration);
      const { rows } = await tx.query<Due & { updated_at: string }>(
        `select next_due_date::text, due_day, updated_at::text from public.expenses order by name`,
      );
      return rows;
    });
    expect(result).toEqual([
      { next_due_date: '2027-01-31', due_day: 31, updated_at: '2026-01-01 00:00:00+00' },
      { next_due_date: null, due_day: null, updated_at: '2026-01-01 00:00:00+00' },
    ]);
  });
});
