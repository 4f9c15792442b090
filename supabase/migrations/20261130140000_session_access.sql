-- The admin's pages ask the database whether their session is still live and an admin's
-- (docs/architecture.md#sessions). An admin's rights end with their session
-- (…20261127020000_admin_rights_end_with_the_session.sql), but the access token of an ended session
-- still passes its signature check for up to an hour: a device signed in before a password change
-- elsewhere read every admin table as empty (row-level security shows a non-admin nothing), while
-- the admin pages, which looked only at the user's own user_roles row, took it for an admin. The
-- owner saw 'No booking requests yet' and could think the data gone. session_access() answers for
-- the calling token: 'ended' when its session (the `session_id` claim) no longer exists or has
-- reached its `not_after`, else 'admin' when private.is_admin() says so (the same check row-level
-- security makes), else 'not_admin'. It reads only the caller's own session and roles.

create or replace function private.session_access()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (
      select 1
      from auth.sessions s
      where s.id::text = (select auth.jwt()) ->> 'session_id'
        and s.user_id = (select auth.uid())
        and (s.not_after is null or s.not_after > now())
    ) then 'ended'
    when (select private.is_admin()) then 'admin'
    else 'not_admin'
  end;
$$;

comment on function private.session_access() is 'For the calling token: ended when its session (session_id claim) no longer exists or has reached not_after; else admin when private.is_admin(), else not_admin.';

create or replace function public.session_access()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.session_access();
$$;

comment on function public.session_access() is 'Signed-in RPC: whether the caller''s session is still live and an admin''s: admin, not_admin or ended (see private.session_access).';

-- The admin's pages call it as the signed-in user (docs/architecture.md#privileges).
revoke execute on function public.session_access(), private.session_access()
  from public, anon, authenticated;
grant execute on function public.session_access(), private.session_access()
  to authenticated, service_role;
