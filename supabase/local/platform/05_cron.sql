-- Platform bootstrap, cron: a pg_cron stand-in. Migrations register jobs with cron.schedule() as on
-- hosted Supabase; the local backend's timer (supabase/local/cron.ts) runs the active ones. Only
-- interval schedules ('1 seconds' … '59 seconds') run locally; cron expressions are stored.

create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null
    check (schedule ~ '^([1-9]|[1-5][0-9]) seconds$' or schedule ~ '^\S+( \S+){4}$'),
  command text not null,
  jobname text unique,
  active boolean not null default true
);

-- As pg_cron: a job of the same name is replaced, and its id kept.
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $$
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname) do update
    set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid;
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language sql
as $$
  with gone as (delete from cron.job j where j.jobname = job_name returning 1)
  select exists (select 1 from gone);
$$;
