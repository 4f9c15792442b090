-- Private schema, the admin check and the user_roles table. `private` holds security definer
-- helpers and settings the data API must never expose (it is not in the API's exposed schemas).
-- Admin = a user_roles row with role 'admin' (docs/product.md#content,
-- docs/architecture.md#security-model). Roles are granted only with the service role (npm run
-- admin:create); no API user can grant one.

create schema if not exists private;
comment on schema private is 'Security definer helpers and private settings; never exposed through the data API.';

-- API roles must resolve private.is_admin() inside policies; nothing else in here is theirs.
grant usage on schema private to anon, authenticated, service_role;
alter default privileges in schema private revoke execute on functions from public;

-- updated_at ------------------------------------------------------------------------------------
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function private.set_updated_at() is 'Trigger: stamps updated_at on every row update.';

-- user_roles ------------------------------------------------------------------------------------
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is 'Roles granted to users; a row with role admin makes the user an admin. Granted only by the service role.';

create trigger user_roles_set_updated_at
  before update on public.user_roles
  for each row execute function private.set_updated_at();

-- The admin check ---------------------------------------------------------------------------------
-- security definer: policies on user_roles itself call it, and it must see every row.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = (select auth.uid())
      and ur.role = 'admin'
  );
$$;

comment on function private.is_admin() is 'True when the requesting user (auth.uid()) has the admin role; false for anon.';

revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- RLS: a signed-in user reads its own rows, an admin reads all; nobody writes through the API
-- (service_role bypasses RLS).
alter table public.user_roles enable row level security;

grant select, insert, update, delete on table public.user_roles to anon, authenticated, service_role;

create policy "user_roles: signed-in users read their own rows, admins read all"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
