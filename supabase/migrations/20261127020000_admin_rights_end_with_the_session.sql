-- An admin's rights end with the session their access token belongs to (docs/architecture.md#security-model).
-- Changing or resetting the password ends the account's other sessions, and so do "sign out
-- everywhere" and removing a session; until now a device signed in before kept writing with its
-- access token until that token expired, up to an hour later, because the token is checked by its
-- signature only. Now every admin check also asks whether the token's session (its `session_id`
-- claim) still exists and has not reached its end (`not_after`): the next request of an ended
-- session is refused, as a removed admin's is. Tokens without a session (the API keys) were never
-- an admin's.

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
    join auth.sessions s on s.user_id = ur.user_id
    where ur.user_id = (select auth.uid())
      and ur.role = 'admin'
      and s.id::text = (select auth.jwt()) ->> 'session_id'
      and (s.not_after is null or s.not_after > now())
  );
$$;

comment on function private.is_admin() is 'True when the requesting user (auth.uid()) has the admin role and the session of its access token (session_id) has not ended; false for anon and for tokens without a session.';
