-- publish_now() becomes a plain public wrapper over a private security definer function.
-- The privileged work (the admin check, reading the revision, queueing the build hook) lives in
-- private.publish_now(), out of the data API's reach; the public function the API exposes runs
-- with the caller's rights and only calls it. Behaviour is unchanged: an admin gets the current
-- revision back and the hook is called again; anyone else, the service role included (it has no
-- user), gets 42501 'Only admins can publish'.

create or replace function private.publish_now()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  _revision bigint;
begin
  if not private.is_admin() then
    raise exception 'Only admins can publish' using errcode = '42501';
  end if;

  select sp.revision into _revision from public.site_publish sp where sp.id = 1;
  perform private.call_build_hook(_revision);
  return _revision;
end;
$$;

comment on function private.publish_now() is 'Admin-only: calls the build hook again with the current revision and returns it.';

revoke execute on function private.publish_now() from public;
grant execute on function private.publish_now() to anon, authenticated, service_role;

create or replace function public.publish_now()
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select private.publish_now();
$$;

comment on function public.publish_now() is 'Admin-only RPC: calls the build hook again with the current revision and returns it (see private.publish_now).';

revoke execute on function public.publish_now() from public;
grant execute on function public.publish_now() to anon, authenticated, service_role;
