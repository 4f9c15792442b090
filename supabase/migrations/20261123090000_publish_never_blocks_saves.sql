-- Publishing never blocks a save (docs/architecture.md#publish-loop). Every content statement calls
-- the build hook from its trigger; until now any error of that call (no pg_net, so no `net` schema;
-- a revoked grant; a refused argument) aborted the owner's write with it, and the edit was lost.
-- The call now runs in a subtransaction of its own: the content write always commits, and the
-- outcome of the latest call is kept in private.build_hook_calls. Failures that happen after commit
-- (hook URL wrong, endpoint down) are recorded by pg_net in net._http_response under the request id
-- kept here. build_hook_failure() tells an admin what went wrong, so the publish status can say
-- "Publish delayed" with the reason instead of waiting three minutes.

-- private.build_hook_calls ----------------------------------------------------------------------
create table private.build_hook_calls (
  id integer primary key default 1 check (id = 1),
  -- pg_net's request id of the latest queued call (null when the latest call failed at once).
  request_id bigint,
  called_at timestamptz,
  -- Set when the latest call could not even be queued, with the database's error message.
  failed_at timestamptz,
  error text,
  check ((failed_at is null) = (error is null))
);

comment on table private.build_hook_calls is 'Single row: the latest build hook call (pg_net request id, or when and why it could not be made). Read through build_hook_failure().';

insert into private.build_hook_calls (id) values (1) on conflict (id) do nothing;

alter table private.build_hook_calls enable row level security;
revoke all on table private.build_hook_calls from public, anon, authenticated, service_role;

-- The hook call ---------------------------------------------------------------------------------
create or replace function private.call_build_hook(revision bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _url text;
  _request bigint;
begin
  select pc.build_hook_url into _url from private.publish_config pc where pc.id = 1;
  if _url is null then
    return;
  end if;
  -- The block is a subtransaction: an error inside it is undone and recorded, never raised.
  begin
    select net.http_post(url := _url, body := jsonb_build_object('revision', revision))
    into _request;
    update private.build_hook_calls
    set request_id = _request, called_at = now(), failed_at = null, error = null
    where id = 1;
  exception when others then
    update private.build_hook_calls
    set request_id = null, called_at = now(), failed_at = now(), error = sqlerrm
    where id = 1;
    raise warning 'build hook not called (the content change is saved): %', sqlerrm;
  end;
end;
$$;

comment on function private.call_build_hook(bigint) is 'Queues a POST {revision} to the configured build hook, if any; a failure is recorded in private.build_hook_calls, never raised.';

-- What the admin's publish status reads ---------------------------------------------------------
create or replace function private.build_hook_failure()
returns table (failed_at timestamptz, error text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  _call private.build_hook_calls;
  _response record;
begin
  if not private.is_admin() then
    raise exception 'Only admins can read the publish status' using errcode = '42501';
  end if;

  select * into _call from private.build_hook_calls c where c.id = 1;
  if _call.failed_at is not null then
    return query select _call.failed_at, _call.error;
    return;
  end if;
  if _call.request_id is null or to_regclass('net._http_response') is null then
    return;
  end if;
  -- pg_net's response table, read dynamically: a project without pg_net has no such table.
  begin
    execute 'select r.status_code, r.error_msg, r.timed_out, r.created
             from net._http_response r where r.id = $1'
    into _response
    using _call.request_id;
  exception when others then
    return;
  end;
  if _response.error_msg is not null or _response.status_code >= 400 then
    return query select
      _response.created::timestamptz,
      coalesce(_response.error_msg, 'the build hook answered HTTP ' || _response.status_code);
  end if;
end;
$$;

comment on function private.build_hook_failure() is 'Admin-only: why the latest build hook call failed (no row when it was queued and not refused).';

revoke execute on function private.build_hook_failure() from public;
grant execute on function private.build_hook_failure() to anon, authenticated, service_role;

create or replace function public.build_hook_failure()
returns table (failed_at timestamptz, error text)
language sql
security invoker
set search_path = ''
as $$
  select * from private.build_hook_failure();
$$;

comment on function public.build_hook_failure() is 'Admin-only RPC: why the latest build hook call failed, if it did (see private.build_hook_failure).';

revoke execute on function public.build_hook_failure() from public;
grant execute on function public.build_hook_failure() to anon, authenticated, service_role;
