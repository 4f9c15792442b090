-- Platform bootstrap: what a hosted Supabase project provides before any project migration runs.
-- Roles, the auth / storage / net / extensions schemas and their helper functions, shaped after
-- supabase/postgres init scripts, supabase/auth and supabase/storage migrations and pg_net.
-- Runs once on a fresh database, on PGlite (local backend, tests) and on PostgreSQL 15 (CI).
-- The project's own migrations never create any of these objects.
-- The files of supabase/local/platform/ apply in name order, as one script; this one creates the
-- API roles and the schemas the others fill (04_net.sql makes its own schema: a project without
-- pg_net has none, and the tests apply the platform without it).

-- Roles -----------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin superuser;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Schemas ---------------------------------------------------------------------------------------
create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;

grant usage on schema public, extensions, auth, storage to anon, authenticated, service_role;

-- On Supabase, API roles get every privilege in public; row-level security decides.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
