-- Admins the owner manages alone: the Admins page lists the admins, adds one by the e-mail of an
-- account that has signed up, and removes one, never the last (docs/architecture.md#security-model).
-- Until now a second admin took SQL or the service role (npm run admin:create).
--
-- Each is an admin-only security definer function in private (it reads auth.users and writes
-- user_roles, which no API user may) behind a public invoker wrapper the data API exposes.
-- user_roles keeps its policies: nobody writes it through the API directly. A removed admin loses
-- access on their next request, because every policy asks private.is_admin() per statement.

-- The list -----------------------------------------------------------------------------------------
create or replace function private.list_admins()
returns table (user_id uuid, email text, admin_since timestamptz, last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can list the admins' using errcode = '42501';
  end if;
  return query
    select ur.user_id, u.email::text, ur.created_at, u.last_sign_in_at
    from public.user_roles ur
    join auth.users u on u.id = ur.user_id
    where ur.role = 'admin'
    order by ur.created_at, u.email;
end;
$$;

comment on function private.list_admins() is 'Admin-only: every admin with their e-mail, since when they are an admin and when they last signed in, oldest admin first.';

-- Adding -------------------------------------------------------------------------------------------
create or replace function private.add_admin(admin_email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  _user_id uuid;
  _confirmed_at timestamptz;
begin
  if not private.is_admin() then
    raise exception 'Only admins can add admins' using errcode = '42501';
  end if;
  select u.id, u.email_confirmed_at into _user_id, _confirmed_at
  from auth.users u
  where lower(u.email) = lower(btrim(admin_email))
    and u.deleted_at is null
    and not u.is_sso_user;
  if _user_id is null then
    raise exception 'no_such_account' using errcode = 'P0001';
  end if;
  -- Anyone can sign up with any address; until its owner confirms it, an account proves nothing,
  -- and making it an admin would hand the site to whoever typed the address first.
  if _confirmed_at is null then
    raise exception 'email_not_confirmed' using errcode = 'P0001';
  end if;
  insert into public.user_roles (user_id, role) values (_user_id, 'admin')
  on conflict (user_id, role) do nothing;
  if not found then
    raise exception 'already_admin' using errcode = 'P0001';
  end if;
  return _user_id;
end;
$$;

comment on function private.add_admin(text) is 'Admin-only: makes the signed-up, confirmed account with this e-mail (any case, spaces trimmed) an admin and returns its id; raises no_such_account, email_not_confirmed or already_admin.';

-- Removing -----------------------------------------------------------------------------------------
create or replace function private.remove_admin(admin_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can remove admins' using errcode = '42501';
  end if;
  -- Removals take turns: every admin row is locked (in one order, so two callers cannot deadlock)
  -- before the count, so two admins removing each other at once cannot both succeed. Each check
  -- below is a new statement and sees what a removal that went first committed.
  perform 1 from public.user_roles ur where ur.role = 'admin' order by ur.id for update;
  if not private.is_admin() then
    raise exception 'Only admins can remove admins' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.user_roles ur where ur.user_id = admin_user_id and ur.role = 'admin'
  ) then
    raise exception 'not_an_admin' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.user_roles ur where ur.role = 'admin' and ur.user_id <> admin_user_id
  ) then
    raise exception 'last_admin' using errcode = 'P0001';
  end if;
  delete from public.user_roles ur where ur.user_id = admin_user_id and ur.role = 'admin';
end;
$$;

comment on function private.remove_admin(uuid) is 'Admin-only: takes the admin role from this user, never from the last admin (raises last_admin, also under concurrent removals) nor from a user who is not one (not_an_admin).';

revoke execute on function private.list_admins(), private.add_admin(text), private.remove_admin(uuid)
  from public, anon;
grant execute on function private.list_admins(), private.add_admin(text), private.remove_admin(uuid)
  to authenticated;

-- The data API's wrappers ----------------------------------------------------------------------
create or replace function public.list_admins()
returns table (user_id uuid, email text, admin_since timestamptz, last_sign_in_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.list_admins();
$$;

comment on function public.list_admins() is 'Admin-only RPC: the admins with e-mail, admin since and last sign-in (see private.list_admins).';

create or replace function public.add_admin(admin_email text)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.add_admin(admin_email);
$$;

comment on function public.add_admin(text) is 'Admin-only RPC: makes the signed-up account with this e-mail an admin (see private.add_admin).';

create or replace function public.remove_admin(admin_user_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.remove_admin(admin_user_id);
$$;

comment on function public.remove_admin(uuid) is 'Admin-only RPC: takes the admin role from this user, never from the last admin (see private.remove_admin).';

revoke execute on function public.list_admins(), public.add_admin(text), public.remove_admin(uuid)
  from public, anon;
grant execute on function public.list_admins(), public.add_admin(text), public.remove_admin(uuid)
  to authenticated;
