-- Publishing that cannot take the site offline. Every build hook call is a production deploy, and
-- hosts bill deploys (Netlify: 15 credits each; the Free plan's 300 credits a month are a hard
-- limit, past which every site of the team is paused). So a content change no longer calls the hook
-- from its trigger: it only marks the site as behind, and a scheduled job decides when to call.
--
-- private.publish_plan() is the one place that decides, for the job and for the admin alike:
-- - leading edge: when no deploy started within the quiet period before the first waiting change,
--   the call is due one second after that change (long enough for the other rows of the same save,
--   e.g. the second language, to join it);
-- - trailing edge: otherwise the call is due once the quiet period has passed without a change, so
--   a burst of edits is at most two deploys and a change landing mid-build gets a later build;
-- - budget: calls are counted per calendar month (UTC); at the owner's monthly budget nothing is
--   due until the month rolls over. publish_now() still calls, and is counted.
-- private.publish_due_changes() is the job: pg_cron runs it every 10 seconds on hosted Supabase,
-- the local backend runs it on a timer (supabase/local/cron.ts). Saves never wait for any of it.
-- publish_schedule() shows the plan to admins; set_publish_settings() changes the quiet period and
-- the budget, kept with the hook URL where no API role can read them.

-- pg_cron, like pg_net: an extension to enable on hosted Supabase; the local platform provides a
-- stand-in `cron` schema instead. A database that cannot load it still migrates: the admin's
-- publish status then says that the job is not running.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and not exists (select 1 from pg_extension where extname = 'pg_cron')
     and to_regnamespace('cron') is null then
    begin
      create extension pg_cron;
    exception when others then
      raise warning 'pg_cron could not be enabled (%): changes are not published automatically until it is', sqlerrm;
    end;
  end if;
end;
$$;

-- Settings --------------------------------------------------------------------------------------
create or replace function private.publish_settings_problem(quiet_seconds integer, monthly_budget integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when quiet_seconds is null or quiet_seconds not between 1 and 3600
      then 'The quiet period must be a whole number of seconds from 1 to 3600.'
    when monthly_budget is null or monthly_budget not between 0 and 10000
      then 'The monthly deploy budget must be a whole number from 0 to 10000.'
  end;
$$;

comment on function private.publish_settings_problem(integer, integer) is 'What is wrong with a quiet period and monthly deploy budget (null when both are in range): the one rule the table CHECK and set_publish_settings() share.';

revoke execute on function private.publish_settings_problem(integer, integer) from public, anon, authenticated, service_role;

alter table private.publish_config
  add column quiet_seconds integer not null default 120,
  add column monthly_budget integer not null default 15,
  add column settings_changed_at timestamptz,
  add constraint publish_config_settings_check
    check (private.publish_settings_problem(quiet_seconds, monthly_budget) is null);

comment on column private.publish_config.quiet_seconds is 'Seconds without a change after which a trailing deploy is made; also how long after a deploy a change waits for the trailing edge.';
comment on column private.publish_config.monthly_budget is 'Automatic deploys per calendar month (UTC); at this count they stop until the month rolls over. Publish now still deploys.';
comment on column private.publish_config.settings_changed_at is 'When an admin last changed the quiet period or budget (null: never; npm start then applies its local defaults).';
comment on table private.publish_config is 'Single row: the site build hook URL (null = no hook), the quiet period and the monthly deploy budget. Not visible through the API.';

-- State and history -------------------------------------------------------------------------------
create table private.publish_state (
  id integer primary key default 1 check (id = 1),
  -- The revision the latest successful hook call sent.
  sent_revision bigint not null default 0 check (sent_revision >= 0),
  -- When the first change not yet sent was made; null when none waits.
  behind_since timestamptz
);

comment on table private.publish_state is 'Single row: the revision last sent to the build hook and since when a newer change waits. Written by the publish trigger and the hook call.';

-- Everything up to now was sent by the trigger that called the hook on every change.
insert into private.publish_state (id, sent_revision)
select 1, sp.revision from public.site_publish sp where sp.id = 1
on conflict (id) do nothing;

alter table private.publish_state enable row level security;
revoke all on table private.publish_state from public, anon, authenticated, service_role;

create table private.publish_calls (
  id bigint generated always as identity primary key,
  called_at timestamptz not null,
  revision bigint not null check (revision >= 0),
  -- True for Publish now, false for the scheduled job.
  manual boolean not null
);

create index publish_calls_called_at_idx on private.publish_calls (called_at);

comment on table private.publish_calls is 'Every build hook call that was queued (each is a deploy): counted per calendar month against the budget.';

alter table private.publish_calls enable row level security;
revoke all on table private.publish_calls from public, anon, authenticated, service_role;

-- The plan --------------------------------------------------------------------------------------
create or replace function private.publish_plan(at timestamptz default statement_timestamp())
returns table (
  live_revision bigint,
  pending_revision bigint,
  next_publish_at timestamptz,
  deploys_this_month integer,
  monthly_budget integer,
  quiet_seconds integer
)
language sql
stable
set search_path = ''
as $$
  with config as (
    select pc.quiet_seconds, pc.monthly_budget, make_interval(secs => pc.quiet_seconds) as quiet
    from private.publish_config pc where pc.id = 1
  ),
  state as (
    select ps.sent_revision, sp.revision,
           sp.updated_at as last_change,
           coalesce(ps.behind_since, sp.updated_at) as first_change
    from private.publish_state ps, public.site_publish sp
    where ps.id = 1 and sp.id = 1
  ),
  calls as (
    select count(*) filter (where c.called_at >= date_trunc('month', at, 'UTC'))::integer as this_month,
           max(c.called_at) as last_call
    from private.publish_calls c
    where c.called_at <= at
  )
  select
    state.sent_revision,
    case when state.revision > state.sent_revision then state.revision end,
    case
      when state.revision <= state.sent_revision then null
      when calls.this_month >= config.monthly_budget then null
      when calls.last_call is null or calls.last_call <= state.first_change - config.quiet
        then state.first_change + interval '1 second'
      else state.last_change + config.quiet
    end,
    calls.this_month,
    config.monthly_budget,
    config.quiet_seconds
  from config, state, calls;
$$;

comment on function private.publish_plan(timestamptz) is 'The one publish decision, as of `at`: the revision last sent, the one waiting (if any), when the hook call is due (leading edge, trailing edge, or null when nothing waits or the monthly budget is reached), the deploys this month (UTC) and the settings.';

revoke execute on function private.publish_plan(timestamptz) from public, anon, authenticated, service_role;

-- The hook call ---------------------------------------------------------------------------------
-- Replaces call_build_hook(revision): a call now also records itself as a deploy and as sent.
drop function private.call_build_hook(bigint);

create or replace function private.call_build_hook(revision bigint, manual boolean, at timestamptz)
returns boolean
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
    return false;
  end if;
  -- The block is a subtransaction: an error inside it is undone and recorded, never raised.
  begin
    select net.http_post(url := _url, body := jsonb_build_object('revision', revision))
    into _request;
    update private.build_hook_calls
    set request_id = _request, called_at = at, failed_at = null, error = null
    where id = 1;
    insert into private.publish_calls (called_at, revision, manual) values (at, revision, manual);
    update private.publish_state
    set sent_revision = greatest(sent_revision, call_build_hook.revision), behind_since = null
    where id = 1;
    return true;
  exception when others then
    update private.build_hook_calls
    set request_id = null, called_at = at, failed_at = at, error = sqlerrm
    where id = 1;
    raise warning 'build hook not called (the content change is saved): %', sqlerrm;
    return false;
  end;
end;
$$;

comment on function private.call_build_hook(bigint, boolean, timestamptz) is 'Queues a POST {revision} to the configured build hook, if any, and records it as a deploy and as sent; a failure is recorded in private.build_hook_calls, never raised. True when queued.';

revoke execute on function private.call_build_hook(bigint, boolean, timestamptz) from public, anon, authenticated, service_role;

-- The job ----------------------------------------------------------------------------------------
create or replace function private.publish_due_changes(at timestamptz default statement_timestamp())
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  _plan record;
begin
  -- Read first without a lock: most runs find nothing due and must not write.
  select * into _plan from private.publish_plan(at);
  if _plan.next_publish_at is null or _plan.next_publish_at > at then
    return null;
  end if;
  -- Saves mark the state row, so holding it makes this decision and the call one step.
  perform 1 from private.publish_state ps where ps.id = 1 for update;
  select * into _plan from private.publish_plan(at);
  if _plan.next_publish_at is null or _plan.next_publish_at > at then
    return null;
  end if;
  if private.call_build_hook(_plan.pending_revision, false, at) then
    return _plan.pending_revision;
  end if;
  return null;
end;
$$;

comment on function private.publish_due_changes(timestamptz) is 'The scheduled publish job (pg_cron; the local backend''s timer): calls the build hook when publish_plan() says a call is due; returns the revision sent, or null.';

revoke execute on function private.publish_due_changes(timestamptz) from public, anon, authenticated, service_role;

-- A change marks the site as behind; it never calls the hook itself.
create or replace function private.bump_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _changed boolean;
begin
  -- Nested writes (e.g. the price sync updating the other language) belong to the outer statement.
  if pg_trigger_depth() > 1 then
    return null;
  end if;

  if tg_op = 'DELETE' then
    select exists (select 1 from old_rows) into _changed;
  else
    select exists (select 1 from new_rows) into _changed;
  end if;
  if not _changed then
    return null;
  end if;

  -- statement_timestamp(): the moment of this change, even inside a longer transaction.
  update public.site_publish
  set revision = revision + 1,
      updated_at = statement_timestamp()
  where id = 1;
  update private.publish_state
  set behind_since = coalesce(behind_since, statement_timestamp())
  where id = 1;
  return null;
end;
$$;

comment on function private.bump_revision() is 'Statement trigger: bumps site_publish.revision once per content statement that changed rows and marks the site as behind; the publish job calls the build hook.';

-- Publish now ------------------------------------------------------------------------------------
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

  perform 1 from private.publish_state ps where ps.id = 1 for update;
  select sp.revision into _revision from public.site_publish sp where sp.id = 1;
  perform private.call_build_hook(_revision, true, statement_timestamp());
  return _revision;
end;
$$;

comment on function private.publish_now() is 'Admin-only: calls the build hook now with the current revision, whatever the quiet period and the budget (the call is counted), and returns it.';

-- The schedule, for admins -------------------------------------------------------------------------
create or replace function private.publish_schedule()
returns table (
  live_revision bigint,
  pending_revision bigint,
  next_publish_at timestamptz,
  deploys_this_month integer,
  monthly_budget integer,
  quiet_seconds integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can read the publish schedule' using errcode = '42501';
  end if;
  return query select * from private.publish_plan(statement_timestamp());
end;
$$;

comment on function private.publish_schedule() is 'Admin-only: the publish plan now (see private.publish_plan).';

revoke execute on function private.publish_schedule() from public;
grant execute on function private.publish_schedule() to anon, authenticated, service_role;

create or replace function public.publish_schedule()
returns table (
  live_revision bigint,
  pending_revision bigint,
  next_publish_at timestamptz,
  deploys_this_month integer,
  monthly_budget integer,
  quiet_seconds integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.publish_schedule();
$$;

comment on function public.publish_schedule() is 'Admin-only RPC: the revision last sent to the build hook, the one waiting, when it goes out (null: nothing waits, or the monthly budget is reached), the deploys this month and the settings (see private.publish_schedule).';

revoke execute on function public.publish_schedule() from public;
grant execute on function public.publish_schedule() to anon, authenticated, service_role;

create or replace function private.set_publish_settings(quiet_seconds integer, monthly_budget integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _problem text := private.publish_settings_problem(quiet_seconds, monthly_budget);
begin
  if not private.is_admin() then
    raise exception 'Only admins can change the publish settings' using errcode = '42501';
  end if;
  if _problem is not null then
    raise exception '%', _problem using errcode = '22023';
  end if;
  update private.publish_config pc
  set quiet_seconds = set_publish_settings.quiet_seconds,
      monthly_budget = set_publish_settings.monthly_budget,
      settings_changed_at = statement_timestamp()
  where pc.id = 1;
end;
$$;

comment on function private.set_publish_settings(integer, integer) is 'Admin-only: sets the quiet period (1–3600 s) and the monthly deploy budget (0–10000); refuses values out of range with 22023.';

revoke execute on function private.set_publish_settings(integer, integer) from public;
grant execute on function private.set_publish_settings(integer, integer) to anon, authenticated, service_role;

create or replace function public.set_publish_settings(quiet_seconds integer, monthly_budget integer)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.set_publish_settings(quiet_seconds, monthly_budget);
$$;

comment on function public.set_publish_settings(integer, integer) is 'Admin-only RPC: sets the quiet period in seconds and the monthly deploy budget (see private.set_publish_settings).';

revoke execute on function public.set_publish_settings(integer, integer) from public;
grant execute on function public.set_publish_settings(integer, integer) to anon, authenticated, service_role;

-- Why the site is behind, for the admin's publish status ----------------------------------------
-- As before (a call that could not be queued, or that the hook refused), and now also a job that
-- does not run: a call due for over a minute means pg_cron is missing or its job is.
create or replace function private.build_hook_failure()
returns table (failed_at timestamptz, error text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  _call private.build_hook_calls;
  _due timestamptz;
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
  select p.next_publish_at into _due from private.publish_plan(statement_timestamp()) p;
  if _due < statement_timestamp() - interval '1 minute'
     and exists (select 1 from private.publish_config pc where pc.build_hook_url is not null) then
    return query select _due, 'not called: the scheduled publish job is not running (is pg_cron enabled?)';
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

comment on function private.build_hook_failure() is 'Admin-only: why the latest build hook call failed, or that the publish job is not running (no row when neither).';

-- The schedule ------------------------------------------------------------------------------------
-- Every 10 seconds (a sub-minute schedule needs pg_cron 1.5+, as hosted Supabase has); the job
-- reads one row and writes only when a call is due. A second schedule under the same name
-- replaces this one (the local backend runs it every second).
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    raise warning 'pg_cron is not enabled: changes are not published automatically until it is and the publish job is scheduled (see README, Production set-up)';
    return;
  end if;
  begin
    perform cron.schedule('publish-due-changes', '10 seconds', 'select private.publish_due_changes()');
  exception when others then
    raise warning 'the publish job could not be scheduled (%): changes are not published automatically until it is', sqlerrm;
  end;
end;
$$;
