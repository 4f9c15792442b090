import type { Sql } from './harness.ts';
import { functionGrants, tableGrants, type ApiPrivilege, type ApiRole } from './lint-allow-list.ts';

/**
 * The database's own advisor, from the catalog: each lint lists what is wrong with the schema as
 * sentences that say exactly what to add to a migration. Shaped after Supabase's database linter
 * (splinter), with our own rules: the project's schemas are `public` and `private`.
 */

const apiRoles: ApiRole[] = ['anon', 'authenticated'];
const allowListFile = 'tests/db/lint-allow-list.ts';

/** A lint: what it guarantees, and the findings that break it on a database. */
export interface Lint {
  name: string;
  run(sql: Sql): Promise<string[]>;
}

/** A policy expression without spaces, line breaks and brackets, lower case. */
const squeeze = (expression: string | null) =>
  (expression ?? '').toLowerCase().replace(/[\s()]/g, '');
const alwaysTrue = (expression: string | null) => ['true', '1=1'].includes(squeeze(expression));

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const rls: Lint = {
  name: 'every table in public and private has row-level security, and no view bypasses it',
  async run(sql) {
    const { rows } = await sql.query<{ name: string; kind: string }>(`
      select n.nspname || '.' || c.relname as name, c.relkind::text as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private')
        and ((c.relkind in ('r', 'p') and not c.relrowsecurity)
          or (c.relkind = 'v'
              and not coalesce('security_invoker=true' = any(c.reloptions), false)))
      order by 1`);
    return rows.map(({ name, kind }) =>
      kind === 'v'
        ? `View ${name} reads its tables with its owner's rights, past row-level security. ` +
          `Add to its migration: "alter view ${name} set (security_invoker = true);".`
        : `Table ${name} has row-level security off. Add to its migration: "alter table ${name} ` +
          `enable row level security;" and one policy per operation and role (to anon / to authenticated).`,
    );
  },
};

const definerSearchPath: Lint = {
  name: 'every security definer function has an empty search_path',
  async run(sql) {
    const { rows } = await sql.query<{ name: string; setting: string | null }>(`
      select n.nspname || '.' || p.proname || '(' || pg_catalog.oidvectortypes(p.proargtypes) || ')' as name,
             (select s from unnest(p.proconfig) s where s like 'search_path=%') as setting
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosecdef
        and not coalesce('search_path=""' = any(p.proconfig), false)
      order by 1`);
    return rows.map(
      ({ name, setting }) =>
        `Security definer function ${name} runs with ${setting ?? 'the caller’s search_path'}. ` +
        `Re-create it in a new migration with "set search_path = ''" and every name qualified ` +
        `(public.table, private.function()).`,
    );
  },
};

const functionExecute: Lint = {
  name: 'no function is executable by anon or authenticated outside the allow-list',
  async run(sql) {
    const { rows } = await sql.query<{ name: string; signature: string; roles: ApiRole[] }>(`
      select n.nspname || '.' || p.proname as name,
             n.nspname || '.' || p.proname || '(' || pg_catalog.oidvectortypes(p.proargtypes) || ')' as signature,
             array_remove(array[
               case when pg_catalog.has_function_privilege('anon', p.oid, 'execute') then 'anon' end,
               case when pg_catalog.has_function_privilege('authenticated', p.oid, 'execute') then 'authenticated' end
             ], null) as roles
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (
          select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e'
        )
      order by 2`);
    // An entry whose function is gone would approve in advance any later function of that name.
    const present = new Set(rows.map(({ name }) => name));
    const stale = Object.keys(functionGrants)
      .filter((name) => !present.has(name))
      .map(
        (name) =>
          `functionGrants (${allowListFile}) allows ${name}, but no such function exists. ` +
          `Remove its entry.`,
      );
    return stale.concat(
      rows.flatMap(({ name, signature, roles }) => {
        const allowed = functionGrants[name] ?? [];
        if (sameSet(roles, allowed)) return [];
        const grant = allowed.length
          ? ` grant execute on function ${signature} to ${allowed.join(', ')};`
          : '';
        return [
          `Function ${signature} is executable by ${roles.join(' and ') || 'neither API role'}; ` +
            `allowed: ${allowed.join(' and ') || 'neither'}. Add to its migration: "revoke execute on ` +
            `function ${signature} from public, anon, authenticated;${grant}". If the data API calls ` +
            `it, grant it to exactly the roles that call it and list it in functionGrants (${allowListFile}).`,
        ];
      }),
    );
  },
};

const tablePrivileges: Lint = {
  name: 'no table privilege of anon or authenticated beyond the allow-list',
  async run(sql) {
    const { rows } = await sql.query<{ name: string; role: ApiRole; privileges: string[] }>(`
      select n.nspname || '.' || c.relname as name, r.rolname as role,
             array_agg(distinct a.privilege_type order by a.privilege_type) as privileges
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      cross join lateral pg_catalog.aclexplode(coalesce(
        c.relacl,
        pg_catalog.acldefault((case when c.relkind = 'S' then 's' else 'r' end)::"char", c.relowner)
      )) a
      join pg_catalog.pg_roles r on r.rolname in ('anon', 'authenticated')
        and (a.grantee = r.oid or a.grantee = 0)
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      group by 1, 2
      union all
      select n.nspname || '.' || c.relname || '.' || att.attname, r.rolname,
             array_agg(distinct a.privilege_type order by a.privilege_type)
      from pg_catalog.pg_attribute att
      join pg_catalog.pg_class c on c.oid = att.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      cross join lateral pg_catalog.aclexplode(att.attacl) a
      join pg_catalog.pg_roles r on r.rolname in ('anon', 'authenticated')
        and (a.grantee = r.oid or a.grantee = 0)
      where n.nspname in ('public', 'private') and att.attacl is not null
      group by 1, 2`);
    const held = new Map<string, Partial<Record<ApiRole, string[]>>>();
    for (const { name, role, privileges } of rows) {
      held.set(name, { ...held.get(name), [role]: privileges });
    }
    for (const name of Object.keys(tableGrants)) if (!held.has(name)) held.set(name, {});
    return [...held].flatMap(([name, roles]) => {
      const allowed = tableGrants[name] ?? { anon: [], authenticated: [] };
      const wrong = apiRoles.filter((role) => !sameSet(roles[role] ?? [], allowed[role]));
      if (wrong.length === 0) return [];
      const grants = apiRoles
        .filter((role) => allowed[role].length)
        .map((role) => ` grant ${list(allowed[role])} on ${name} to ${role};`)
        .join('');
      const holds = wrong.map((role) => `${role} holds ${list(roles[role] ?? []) || 'nothing'}`);
      return [
        `${name}: ${holds.join(', ')}; allowed: ${apiRoles.map((role) => `${role} ${list(allowed[role]) || 'nothing'}`).join(', ')}. ` +
          `Add to its migration: "revoke all on ${name} from public, anon, authenticated;${grants}". ` +
          `If the data API serves it, grant only the operations its row-level security policies ` +
          `answer and list it in tableGrants (${allowListFile}).`,
      ];
    });
  },
};

const list = (privileges: readonly (ApiPrivilege | string)[]) =>
  privileges.map((privilege) => privilege.toLowerCase()).join(', ');

interface PolicyRow {
  policy: string;
  table: string;
  command: 'a' | 'r' | 'w' | 'd' | '*';
  qual: string | null;
  check: string | null;
  roles: string[];
}

/** Permissive policies that apply to anon, authenticated or everyone, in our schemas and storage. */
async function apiPolicies(sql: Sql): Promise<PolicyRow[]> {
  const { rows } = await sql.query<PolicyRow>(`
    select pol.polname as policy, n.nspname || '.' || c.relname as "table",
           pol.polcmd::text as command,
           pg_catalog.pg_get_expr(pol.polqual, pol.polrelid) as qual,
           pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid) as "check",
           array(select case when r = 0 then 'public' else r::regrole::text end
                 from unnest(pol.polroles) r) as roles
    from pg_catalog.pg_policy pol
    join pg_catalog.pg_class c on c.oid = pol.polrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where pol.polpermissive
      and (n.nspname in ('public', 'private') or (n.nspname = 'storage' and c.relname = 'objects'))
      and pol.polroles && array[0, 'anon'::regrole, 'authenticated'::regrole]::oid[]
    order by 2, 1`);
  return rows;
}

const commands = { a: 'insert', r: 'select', w: 'update', d: 'delete', '*': 'all' } as const;

/** A storage condition that only names a bucket: every file of that bucket. */
const bucketOnly = (expression: string | null) =>
  /^bucket_id='[^']*'(::text)?$/.test(squeeze(expression));

const writePolicies: Lint = {
  name: 'no write policy is always true',
  async run(sql) {
    return (await apiPolicies(sql)).flatMap(({ policy, table, command, qual, check, roles }) => {
      if (command === 'r') return [];
      const open = (expression: string | null, missing: boolean) =>
        (expression === null && missing) ||
        alwaysTrue(expression) ||
        (table === 'storage.objects' && bucketOnly(expression));
      const using = command !== 'a' && open(qual, true);
      const withCheck = command !== 'd' && open(check, command === 'a' || using);
      if (!using && !withCheck) return [];
      const which = using ? 'USING' : 'WITH CHECK';
      return [
        `Policy "${policy}" on ${table} lets ${roles.join(', ')} ${commands[command]} any row ` +
          `(its ${which} is always true). Write the condition it stands for, e.g. ` +
          `"(select private.is_admin())".`,
      ];
    });
  },
};

const bucketListing: Lint = {
  name: 'no broad select policy on a public bucket',
  async run(sql) {
    const { rows: buckets } = await sql.query<{ id: string }>(
      'select id from storage.buckets where public order by id',
    );
    return (await apiPolicies(sql)).flatMap(({ policy, table, command, qual, roles }) => {
      if (table !== 'storage.objects' || (command !== 'r' && command !== '*')) return [];
      if (squeeze(qual).includes('private.is_admin')) return [];
      const listed = buckets.filter(
        ({ id }) => qual === null || alwaysTrue(qual) || squeeze(qual).includes(`'${id}'`),
      );
      return listed.map(
        ({ id }) =>
          `Policy "${policy}" lets ${roles.join(', ')} list every file of the public bucket ${id}; ` +
          `its public URLs need no select policy. Drop it, or limit it to admins: "using ` +
          `(bucket_id = '${id}' and (select private.is_admin()))".`,
      );
    });
  },
};

/** Every lint, in the order their findings are worth reading. */
export const lints: Lint[] = [
  rls,
  definerSearchPath,
  functionExecute,
  tablePrivileges,
  writePolicies,
  bucketListing,
];
