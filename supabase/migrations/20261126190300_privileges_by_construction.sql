-- Privileges by construction (docs/architecture.md#privileges). A replay on Supabase's own platform
-- SQL found that the API roles could do more than row-level security lets them see:
-- - `alter default privileges in schema private revoke execute on functions from public` (the first
--   migration) has no effect: a per-schema default cannot take away what the global default
--   grants, so every function in `private` without its own revoke was executable by PUBLIC (as
--   anon, `select private.call_build_hook(…)` ran, with its owner's rights);
-- - anon and authenticated kept the TRUNCATE, TRIGGER and REFERENCES (and on PostgreSQL 17,
--   MAINTAIN) that Supabase's defaults give on every table, and TRUNCATE ignores row-level security.
-- Now every existing function and table is swept, and the defaults for later ones are narrowed:
-- 1. No function in `public` or `private` is executable by PUBLIC, anon or authenticated, except
--    the grants at the end of this file: exactly the roles that call each RPC (and the private
--    function behind it), and authenticated for private.is_admin() (the policies call it as the
--    signed-in user). Trigger functions need no grant: a trigger runs its function whoever fires it.
-- 2. anon and authenticated keep only select, insert, update and delete on the tables they had them
--    on (row-level security answers those); nothing on `private` tables.
-- 3. Functions created later (by this project's role) are executable by nobody but their owner and
--    the service role until a migration grants them; tables created later in `public` give anon
--    and authenticated only select, insert, update and delete.
-- tests/db/lint.test.ts checks all of it from the catalog, and says what to add for a new object.

-- 1. Functions ---------------------------------------------------------------------------------
do $$
declare
  _function regprocedure;
begin
  for _function in
    select p.oid::regprocedure
    from pg_catalog.pg_proc p
    where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
      and not exists (
        select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e'
      )
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', _function);
  end loop;
end;
$$;

-- 2. Tables ------------------------------------------------------------------------------------
do $$
declare
  _table regclass;
  _extra text := case when current_setting('server_version_num')::integer >= 170000
                      then ', maintain' else '' end;
begin
  for _table in
    select c.oid::regclass
    from pg_catalog.pg_class c
    where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace)
      and c.relkind in ('r', 'p', 'v', 'm', 'f')
  loop
    execute format(
      'revoke truncate, references, trigger%s on %s from public, anon, authenticated',
      _extra, _table
    );
  end loop;
  for _table in
    select c.oid::regclass
    from pg_catalog.pg_class c
    where c.relnamespace = 'private'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
  loop
    execute format('revoke all on %s from public, anon, authenticated', _table);
  end loop;
end;
$$;

-- 3. Defaults for what later migrations create ---------------------------------------------------
-- The global default is the one that grants EXECUTE to PUBLIC; only a global revoke removes it.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;
do $$
begin
  if current_setting('server_version_num')::integer >= 170000 then
    execute 'alter default privileges in schema public revoke maintain on tables from anon, authenticated';
  end if;
end;
$$;

-- The grants: exactly who calls what ----------------------------------------------------------
-- Row-level security policies call the admin check as the signed-in user; no policy for anon does.
grant execute on function private.is_admin() to authenticated, service_role;

-- The landing page's booking form sends the anon key, signed in or not.
grant execute on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) to anon, service_role;
grant execute on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) to anon, service_role;

-- The admin's RPCs: only a signed-in user can be an admin (each checks private.is_admin()).
grant execute on function public.publish_now(), private.publish_now() to authenticated, service_role;
grant execute on function public.publish_schedule(), private.publish_schedule() to authenticated, service_role;
grant execute on function public.set_publish_settings(integer, integer), private.set_publish_settings(integer, integer) to authenticated, service_role;
grant execute on function public.build_hook_failure(), private.build_hook_failure() to authenticated, service_role;
grant execute on function public.purge_booking_requests(), private.purge_booking_requests() to authenticated, service_role;
grant execute on function public.count_overdue_booking_requests(), private.count_overdue_booking_requests() to authenticated, service_role;
grant execute on function public.entry_history(text, text), private.entry_history(text, text) to authenticated, service_role;
grant execute on function public.recently_deleted(text), private.recently_deleted(text) to authenticated, service_role;
grant execute on function public.restore_deleted(text, text), private.restore_deleted(text, text) to authenticated, service_role;
grant execute on function public.recent_activity(integer), private.recent_activity(integer) to authenticated, service_role;
grant execute on function public.table_history(text), private.table_history(text) to authenticated, service_role;
grant execute on function public.list_admins(), private.list_admins() to authenticated, service_role;
grant execute on function public.add_admin(text), private.add_admin(text) to authenticated, service_role;
grant execute on function public.remove_admin(uuid), private.remove_admin(uuid) to authenticated, service_role;
-- Seeding: the admin's /seed page (npm run seed uses the service role).
grant execute on function public.seed_content(jsonb, text[]), private.seed_content(jsonb, text[]) to authenticated, service_role;
