-- Platform bootstrap, net: a pg_net stand-in. Requests are queued in the calling transaction and
-- delivered after commit by the local backend's webhook worker.

create schema if not exists net;
grant usage on schema net to anon, authenticated, service_role;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null default '{}',
  body bytea,
  timeout_milliseconds integer not null default 5000,
  created timestamptz not null default now()
);

create table if not exists net._http_response (
  id bigint primary key,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  _id bigint;
  _query text;
  _headers jsonb := coalesce(headers, '{}'::jsonb);
begin
  if _headers ->> 'Content-Type' is null then
    _headers := _headers || '{"Content-Type": "application/json"}'::jsonb;
  elsif _headers ->> 'Content-Type' <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  select string_agg(key || '=' || value, '&') into _query from jsonb_each_text(coalesce(params, '{}'::jsonb));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    case when _query is null then url else url || case when url like '%?%' then '&' else '?' end || _query end,
    _headers,
    convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into _id;
  return _id;
end
$$;

grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer)
  to anon, authenticated, service_role;