-- A failing booking webhook is recorded and shown to the admin (docs/architecture.md#booking-requests),
-- as the build hook's failures are. Until now a notification that could not be sent left only a
-- WARNING in the database log, and one the receiver refused left nothing the admin could read: the
-- owner would not learn that new requests no longer reach their e-mail or chat.
-- Each call is kept in private.booking_hook_calls: its pg_net request id, or at once its error when
-- the call could not be queued. The outcome of a queued call arrives later in pg_net's
-- net._http_response (kept there for hours only), so it is copied over whenever a new request is
-- notified or an admin looks. booking_hook_failure() then tells the admin since when the calls fail
-- (the first failure after the last success), the last error and how many failed; no row while the
-- latest call whose outcome is known went through.

create table private.booking_hook_calls (
  id bigint generated always as identity primary key,
  -- pg_net's request id (null when the call could not even be queued).
  request_id bigint,
  called_at timestamptz not null default now(),
  -- Null until the outcome is known; then whether it failed, and why.
  failed boolean,
  error text,
  check (error is null or failed)
);

comment on table private.booking_hook_calls is 'Booking notification calls since the last one known to have gone through, with their outcomes; read through booking_hook_failure().';

create index booking_hook_calls_request_idx on private.booking_hook_calls (request_id) where failed is null;

alter table private.booking_hook_calls enable row level security;
revoke all on table private.booking_hook_calls from public, anon, authenticated, service_role;

-- Outcomes ---------------------------------------------------------------------------------------
-- Copies what pg_net learnt about queued calls, then forgets what no longer matters: calls before
-- the latest success, and calls whose outcome pg_net never recorded within a day (it keeps
-- responses for six hours).
create or replace function private.settle_booking_hook_calls()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _call record;
  _response record;
  _found integer;
begin
  if to_regclass('net._http_response') is not null then
    for _call in
      select c.id, c.request_id from private.booking_hook_calls c
      where c.failed is null and c.request_id is not null
    loop
      -- pg_net's response table, read dynamically: a project without pg_net has no such table.
      execute 'select r.status_code, r.error_msg, r.timed_out from net._http_response r where r.id = $1'
      into _response
      using _call.request_id;
      get diagnostics _found = row_count;
      continue when _found = 0;
      update private.booking_hook_calls
      set failed = _response.error_msg is not null or coalesce(_response.timed_out, false)
                   or coalesce(_response.status_code >= 400, true),
          error = case
            when _response.error_msg is not null then _response.error_msg
            when coalesce(_response.timed_out, false) then 'the webhook did not answer in time'
            when coalesce(_response.status_code >= 400, true)
              then 'the webhook answered HTTP ' || coalesce(_response.status_code::text, 'nothing')
          end
      where id = _call.id;
    end loop;
  end if;
  delete from private.booking_hook_calls c
  where c.id < (select max(s.id) from private.booking_hook_calls s where s.failed = false)
     or (c.failed is null and c.called_at < now() - interval '1 day');
end;
$$;

comment on function private.settle_booking_hook_calls() is 'Copies the outcomes pg_net recorded for queued booking notifications and drops the calls that no longer matter.';

revoke execute on function private.settle_booking_hook_calls() from public, anon, authenticated;

-- The notification, now recorded ---------------------------------------------------------------
create or replace function private.notify_booking(request public.booking_requests)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _url text;
  _request bigint;
begin
  select bc.webhook_url into _url from private.booking_config bc where bc.id = 1;
  if _url is null then
    return;
  end if;
  perform private.settle_booking_hook_calls();
  -- A subtransaction: whatever goes wrong with the call, the request stays stored.
  begin
    select net.http_post(url := _url, body := private.booking_notification(request))
    into _request;
    insert into private.booking_hook_calls (request_id) values (_request);
  exception when others then
    insert into private.booking_hook_calls (failed, error) values (true, sqlerrm);
    raise warning 'booking webhook not called (the request is stored): %', sqlerrm;
  end;
end;
$$;

comment on function private.notify_booking(public.booking_requests) is 'Queues a POST with a short summary of a stored booking request to the configured webhook, if any, and records the call; never raises.';

-- What the Bookings page reads -----------------------------------------------------------------
create or replace function private.booking_hook_failure()
returns table (failing_since timestamptz, last_failed_at timestamptz, error text, failures integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can read the booking notification status' using errcode = '42501';
  end if;
  perform private.settle_booking_hook_calls();
  -- The latest call whose outcome is known decides; calls still on their way do not.
  if (select c.failed from private.booking_hook_calls c
      where c.failed is not null order by c.id desc limit 1) is not true then
    return;
  end if;
  return query
    select min(c.called_at), max(c.called_at),
           (select l.error from private.booking_hook_calls l
            where l.failed order by l.id desc limit 1),
           count(*)::integer
    from private.booking_hook_calls c
    where c.failed
      and c.id > coalesce((select max(s.id) from private.booking_hook_calls s where s.failed = false), 0);
end;
$$;

comment on function private.booking_hook_failure() is 'Admin-only: since when booking notifications fail, the last error and how many failed (no row when the latest known call went through).';

revoke execute on function private.booking_hook_failure() from public, anon, authenticated;
grant execute on function private.booking_hook_failure() to authenticated, service_role;

create or replace function public.booking_hook_failure()
returns table (failing_since timestamptz, last_failed_at timestamptz, error text, failures integer)
language sql
security invoker
set search_path = ''
as $$
  select * from private.booking_hook_failure();
$$;

comment on function public.booking_hook_failure() is 'Admin-only RPC: since when booking notifications fail and why, if they do (see private.booking_hook_failure).';

revoke execute on function public.booking_hook_failure() from public, anon, authenticated;
grant execute on function public.booking_hook_failure() to authenticated, service_role;
