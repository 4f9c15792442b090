import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from './harness.ts';
import { observe, rlsMatrix, type Caller, type Operation, type Rights } from './rls-matrix.ts';

const callers: Record<Caller, string> = {
  anon: 'an anonymous visitor',
  user: 'a signed-in non-admin',
  admin: 'an admin',
};

function sentence(caller: Caller, operation: Operation, table: string, rights: Rights): string {
  const who = callers[caller];
  switch (operation) {
    case 'select':
      return {
        all: `${who} reads every row of ${table}`,
        active: `${who} reads only the active rows of ${table}`,
        none: `${who} reads no row of ${table}`,
      }[rights.select];
    case 'insert':
      return rights.insert === 'allowed'
        ? `${who} can insert into ${table}`
        : `${who} is refused an insert into ${table}`;
    case 'update':
      return rights.update === 'all'
        ? `${who} updates every row of ${table}`
        : `${who} updates no row of ${table}`;
    case 'delete':
      return rights.delete === 'all'
        ? `${who} deletes every row of ${table}`
        : `${who} deletes no row of ${table}`;
  }
}

const cases = Object.entries(rlsMatrix).flatMap(([table, row]) =>
  (Object.entries(row) as [Caller, Rights][]).flatMap(([caller, rights]) =>
    (['select', 'insert', 'update', 'delete'] as const).map((operation) => ({
      name: sentence(caller, operation, table, rights),
      table,
      caller,
      operation,
      expected: rights[operation],
    })),
  ),
);

describe.each(drivers)('row-level security matrix on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it.each(cases)('$name', async ({ table, caller, operation, expected }) => {
    const observed = await db.scenario((tx) => observe(tx, table, caller, operation));
    expect(observed).toBe(expected);
  });
});

/** Deliberate breakages, each paired with the matrix cell that must catch it. */
const sabotage = [
  {
    name: 'a select policy on expenses that lets visitors read everything',
    sql: `create policy "broken" on public.expenses for select to anon using (true)`,
    cell: ['public.expenses', 'anon', 'select'],
  },
  {
    name: 'an update policy on hero_content for every signed-in user',
    sql: `create policy "broken" on public.hero_content for update to authenticated using (true)`,
    cell: ['public.hero_content', 'user', 'update'],
  },
  {
    name: 'a visitor read policy that forgets is_active',
    sql: `drop policy "testimonials: visitors read active rows" on public.testimonials;
          create policy "broken" on public.testimonials for select to anon using (true)`,
    cell: ['public.testimonials', 'anon', 'select'],
  },
  {
    name: 'an insert policy on user_roles that lets users grant themselves admin',
    sql: `create policy "broken" on public.user_roles for insert to authenticated with check (true)`,
    cell: ['public.user_roles', 'user', 'insert'],
  },
  {
    name: 'row-level security switched off on images',
    sql: 'alter table public.images disable row level security',
    cell: ['public.images', 'anon', 'delete'],
  },
  {
    name: 'a storage delete policy without the admin check',
    sql: `create policy "broken" on storage.objects for delete to authenticated using (bucket_id = 'site-images')`,
    cell: ['storage.objects', 'user', 'delete'],
  },
] as const satisfies readonly { name: string; sql: string; cell: [string, Caller, Operation] }[];

describe.each(drivers)('the matrix catches broken policies on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it.each(sabotage)('detects $name', async ({ sql, cell: [table, caller, operation] }) => {
    const expected = rlsMatrix[table]![caller][operation];
    const healthy = await db.scenario((tx) => observe(tx, table, caller, operation));
    const broken = await db.scenario(async (tx) => {
      await tx.exec(sql);
      return observe(tx, table, caller, operation);
    });
    expect(healthy).toBe(expected);
    expect(broken).not.toBe(expected);
  });
});
