-- Booking requests (docs/product.md#booking-form): a visitor asks for a detailing appointment from
-- the landing page. The public never touches the table: it calls public.request_booking(), a
-- caller-rights wrapper over the security definer private.request_booking(), which validates every
-- field (answering a short error code the form turns into a message in the visitor's language),
-- rate-limits per client address and per contact, and silently drops a filled honeypot. Admins
-- read, update and delete requests through RLS. Each stored request queues one POST to a
-- notification webhook kept in a private config table (never readable through the API); that call
-- never blocks the insert. Requests older than the retention period (default 24 months) are purged
-- by an admin in one action.

-- Types -----------------------------------------------------------------------------------------
create type public.booking_status as enum ('new', 'confirmed', 'done', 'cancelled');
comment on type public.booking_status is 'Where a booking request stands: new until the owner handles it.';

create type public.vehicle_size as enum ('sedan', 'suv_2_rows', 'suv_3_rows');
comment on type public.vehicle_size is 'Vehicle sizes the package prices are given for.';

create type public.service_mode as enum ('mobile', 'in_shop');
comment on type public.service_mode is 'Where the work is done: at the customer''s address or in the shop.';

-- public.booking_requests -----------------------------------------------------------------------
create table public.booking_requests (
  id uuid primary key default gen_random_uuid(),
  status public.booking_status not null default 'new',
  language public.language not null,
  vehicle_size public.vehicle_size not null,
  -- Null when the visitor has not picked a package yet ("not sure").
  package_type public.package_type,
  -- Add-on titles as the visitor saw them (a snapshot: add-ons may be renamed later).
  add_ons text[] not null default '{}'
    check (cardinality(add_ons) <= 12 and char_length(array_to_string(add_ons, '|')) <= 1200),
  -- The estimate the visitor was shown, e.g. "$170 – $200 + extra fee".
  estimate text check (estimate is null or char_length(estimate) between 1 and 120),
  service_mode public.service_mode not null,
  address text check (address is null or char_length(btrim(address)) between 3 and 200),
  window1_start timestamptz not null,
  window1_end timestamptz not null,
  window2_start timestamptz,
  window2_end timestamptz,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  phone text check (
    phone is null
    or (phone ~ '^\+?[0-9 ().-]{7,25}$' and char_length(regexp_replace(phone, '\D', '', 'g')) between 7 and 15)
  ),
  email text check (
    email is null or (char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$')
  ),
  notes text check (notes is null or char_length(notes) <= 1000),
  consent boolean not null check (consent),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (phone is not null or email is not null),
  check (service_mode = 'in_shop' or address is not null),
  check (window1_end > window1_start and window1_end - window1_start <= interval '12 hours'),
  check ((window2_start is null) = (window2_end is null)),
  check (
    window2_start is null
    or (window2_end > window2_start and window2_end - window2_start <= interval '12 hours')
  )
);

comment on table public.booking_requests is 'Appointment requests sent from the landing page; inserted only through request_booking(), read and handled by admins.';

create index booking_requests_created_at_idx on public.booking_requests (created_at desc);
create index booking_requests_status_idx on public.booking_requests (status);

create trigger booking_requests_set_updated_at
  before update on public.booking_requests
  for each row execute function private.set_updated_at();

-- No insert grant: inserts come only through the security definer function below. Reads, updates
-- and deletes are granted so RLS answers them (no rows for anyone but an admin), as elsewhere.
revoke all on table public.booking_requests from public, anon, authenticated;
grant select, update, delete on table public.booking_requests to anon, authenticated;
grant select, insert, update, delete on table public.booking_requests to service_role;

alter table public.booking_requests enable row level security;

create policy "booking_requests: admins read"
  on public.booking_requests for select to authenticated
  using ((select private.is_admin()));
create policy "booking_requests: admins update"
  on public.booking_requests for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "booking_requests: admins delete"
  on public.booking_requests for delete to authenticated
  using ((select private.is_admin()));

-- private.booking_config ------------------------------------------------------------------------
-- Like the build hook: no API role has any privilege here. Set the webhook with the SQL editor:
--   update private.booking_config set webhook_url = 'https://hooks.example.com/…';
create table private.booking_config (
  id integer primary key default 1 check (id = 1),
  webhook_url text check (webhook_url ~* '^https?://\S+$'),
  retention_months integer not null default 24 check (retention_months between 1 and 120),
  updated_at timestamptz not null default now()
);

comment on table private.booking_config is 'Single row: the booking notification webhook (null = none) and how many months requests are kept. Not visible through the API.';

insert into private.booking_config (id) values (1) on conflict (id) do nothing;

alter table private.booking_config enable row level security;
revoke all on table private.booking_config from public, anon, authenticated, service_role;

create trigger booking_config_set_updated_at
  before update on private.booking_config
  for each row execute function private.set_updated_at();

-- private.booking_attempts ----------------------------------------------------------------------
-- Accepted submissions (stored or dropped as spam) of the last day, for the rate limits. Keys are
-- md5 digests, so no address or contact is kept here in the clear.
create table private.booking_attempts (
  client_key text not null,
  contact_key text not null,
  created_at timestamptz not null default now()
);

comment on table private.booking_attempts is 'Recent accepted booking submissions (hashed client address and contact) for rate limiting; pruned after a day.';

create index booking_attempts_client_idx on private.booking_attempts (client_key, created_at);
create index booking_attempts_contact_idx on private.booking_attempts (contact_key, created_at);

alter table private.booking_attempts enable row level security;
revoke all on table private.booking_attempts from public, anon, authenticated, service_role;

-- The notification ------------------------------------------------------------------------------
create or replace function private.notify_booking(request public.booking_requests)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _url text;
begin
  select bc.webhook_url into _url from private.booking_config bc where bc.id = 1;
  if _url is null then
    return;
  end if;
  -- A subtransaction: whatever goes wrong with the call, the request stays stored.
  begin
    perform net.http_post(
      url := _url,
      body := jsonb_build_object(
        'type', 'booking_request',
        'id', request.id,
        'summary', concat_ws(', ',
          'New booking request from ' || request.name,
          coalesce(initcap(request.package_type::text), 'no package yet'),
          replace(request.vehicle_size::text, '_', ' '),
          replace(request.service_mode::text, '_', '-'),
          to_char(request.window1_start at time zone 'America/New_York', 'Dy Mon DD HH24:MI')),
        'name', request.name,
        'phone', request.phone,
        'email', request.email,
        'created_at', request.created_at
      )
    );
  exception when others then
    raise warning 'booking webhook not called (the request is stored): %', sqlerrm;
  end;
end;
$$;

comment on function private.notify_booking(public.booking_requests) is 'Queues a POST with a short summary of a stored booking request to the configured webhook, if any; never raises.';

revoke execute on function private.notify_booking(public.booking_requests) from public, anon, authenticated;

-- The client address --------------------------------------------------------------------------
-- PostgREST puts the request's headers in the `request.headers` setting (the local backend does
-- the same). On hosted Supabase the API gateway sits behind Cloudflare: `cf-connecting-ip` is the
-- visitor's address and cannot be forged by the visitor; `x-forwarded-for`'s first entry is the
-- fallback (the local backend sets it from the connection, dropping what the client sent). Without
-- any, every request shares one bucket, 'unknown'.
create or replace function private.booking_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  _headers jsonb;
begin
  begin
    _headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    _headers := null;
  end;
  return coalesce(
    nullif(btrim(_headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(_headers ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(_headers ->> 'x-real-ip'), ''),
    'unknown'
  );
end;
$$;

comment on function private.booking_client_address() is 'The requesting client''s address from the request headers PostgREST sets, or ''unknown''.';

revoke execute on function private.booking_client_address() from public, anon, authenticated;

-- The request -----------------------------------------------------------------------------------
create or replace function private.request_booking(
  language text,
  vehicle_size text,
  package_type text,
  add_ons text[],
  estimate text,
  service_mode text,
  address text,
  window1_start timestamptz,
  window1_end timestamptz,
  window2_start timestamptz,
  window2_end timestamptz,
  name text,
  phone text,
  email text,
  notes text,
  consent boolean,
  website text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  _phone text := nullif(btrim(phone), '');
  _email text := nullif(btrim(email), '');
  _address text := nullif(btrim(address), '');
  _notes text := nullif(btrim(notes), '');
  _estimate text := nullif(btrim(estimate), '');
  _client text := md5('client:' || private.booking_client_address());
  _contact text;
  _row public.booking_requests;
begin
  -- A filled honeypot (a field people never see) is a bot: answer as if stored, store nothing.
  if nullif(btrim(website), '') is not null then
    return jsonb_build_object('received', true);
  end if;

  -- Field checks, in the order the form shows them; each error message is a code for the form.
  if language is null or language not in ('en', 'es') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'language';
  end if;
  if vehicle_size is null or vehicle_size not in ('sedan', 'suv_2_rows', 'suv_3_rows') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'vehicle_size';
  end if;
  if package_type is not null and package_type not in ('silver', 'gold', 'platinum') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'package_type';
  end if;
  if cardinality(coalesce(add_ons, '{}')) > 12
     or char_length(array_to_string(coalesce(add_ons, '{}'), '|')) > 1200
     or exists (select 1 from unnest(add_ons) a where a is null or char_length(btrim(a)) not between 1 and 100)
     or char_length(_estimate) > 120 then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'add_ons';
  end if;
  if service_mode is null or service_mode not in ('mobile', 'in_shop') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'service_mode';
  end if;
  if (service_mode = 'mobile' and _address is null) or char_length(_address) not between 3 and 200 then
    raise exception 'address_required' using errcode = 'P0001';
  end if;
  if window1_start is null or window1_end is null
     or window1_end <= window1_start or window1_end - window1_start > interval '12 hours'
     or (window2_start is null) <> (window2_end is null)
     or window2_end <= window2_start or window2_end - window2_start > interval '12 hours' then
    raise exception 'invalid_window' using errcode = 'P0001';
  end if;
  if window1_start < now() or window2_start < now() then
    raise exception 'date_in_past' using errcode = 'P0001';
  end if;
  if window1_start > now() + interval '1 year' or window2_start > now() + interval '1 year' then
    raise exception 'invalid_window' using errcode = 'P0001';
  end if;
  if name is null or char_length(btrim(name)) not between 1 and 100 then
    raise exception 'name_required' using errcode = 'P0001';
  end if;
  if _phone is null and _email is null then
    raise exception 'contact_required' using errcode = 'P0001';
  end if;
  if _phone is not null and not (
    _phone ~ '^\+?[0-9 ().-]{7,25}$'
    and char_length(regexp_replace(_phone, '\D', '', 'g')) between 7 and 15
  ) then
    raise exception 'invalid_phone' using errcode = 'P0001';
  end if;
  if _email is not null and not (char_length(_email) <= 254 and _email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    raise exception 'invalid_email' using errcode = 'P0001';
  end if;
  if char_length(_notes) > 1000 then
    raise exception 'notes_too_long' using errcode = 'P0001';
  end if;
  if consent is not true then
    raise exception 'consent_required' using errcode = 'P0001';
  end if;

  -- Rate limits: 10 an hour per client address, 3 a day per phone or e-mail. Submissions from one
  -- client are taken one at a time so a parallel burst cannot slip past the count.
  _contact := md5('contact:' || lower(coalesce(regexp_replace(_phone, '\D', '', 'g'), _email)));
  perform pg_advisory_xact_lock(hashtext(_client));
  delete from private.booking_attempts ba where ba.created_at < now() - interval '1 day';
  if (select count(*) from private.booking_attempts ba
      where ba.client_key = _client and ba.created_at > now() - interval '1 hour') >= 10
     or (select count(*) from private.booking_attempts ba
         where ba.contact_key = _contact and ba.created_at > now() - interval '1 day') >= 3 then
    raise exception 'rate_limited' using errcode = 'P0001';
  end if;
  insert into private.booking_attempts (client_key, contact_key) values (_client, _contact);

  insert into public.booking_requests (
    language, vehicle_size, package_type, add_ons, estimate, service_mode, address,
    window1_start, window1_end, window2_start, window2_end, name, phone, email, notes, consent
  ) values (
    language::public.language, vehicle_size::public.vehicle_size,
    package_type::public.package_type, coalesce((select array_agg(btrim(a)) from unnest(add_ons) a), '{}'),
    _estimate, service_mode::public.service_mode, _address,
    window1_start, window1_end, window2_start, window2_end, btrim(name), _phone, _email, _notes, consent
  )
  returning * into _row;

  perform private.notify_booking(_row);
  return jsonb_build_object('received', true);
end;
$$;

comment on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) is 'Validates, rate-limits and stores one booking request (a filled honeypot is accepted and dropped), then notifies the owner. Errors are codes such as contact_required or rate_limited.';

revoke execute on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) from public;
grant execute on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) to anon, authenticated, service_role;

create or replace function public.request_booking(
  language text,
  vehicle_size text,
  package_type text default null,
  add_ons text[] default '{}',
  estimate text default null,
  service_mode text default 'mobile',
  address text default null,
  window1_start timestamptz default null,
  window1_end timestamptz default null,
  window2_start timestamptz default null,
  window2_end timestamptz default null,
  name text default null,
  phone text default null,
  email text default null,
  notes text default null,
  consent boolean default false,
  website text default null
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.request_booking(
    language, vehicle_size, package_type, add_ons, estimate, service_mode, address,
    window1_start, window1_end, window2_start, window2_end, name, phone, email, notes, consent,
    website
  );
$$;

comment on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) is 'Public RPC for the landing page''s booking form (see private.request_booking); answers {"received": true} once the request is stored.';

revoke execute on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) from public;
grant execute on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) to anon, authenticated, service_role;

-- Retention -------------------------------------------------------------------------------------
create or replace function private.booking_retention_months()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can read the booking settings' using errcode = '42501';
  end if;
  return (select bc.retention_months from private.booking_config bc where bc.id = 1);
end;
$$;

comment on function private.booking_retention_months() is 'Admin-only: how many months booking requests are kept.';

revoke execute on function private.booking_retention_months() from public;
grant execute on function private.booking_retention_months() to anon, authenticated, service_role;

create or replace function public.booking_retention_months()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select private.booking_retention_months();
$$;

comment on function public.booking_retention_months() is 'Admin-only RPC: how many months booking requests are kept (see private.booking_retention_months).';

revoke execute on function public.booking_retention_months() from public;
grant execute on function public.booking_retention_months() to anon, authenticated, service_role;

create or replace function private.purge_booking_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  _months integer;
  _count integer;
begin
  if not private.is_admin() then
    raise exception 'Only admins can purge booking requests' using errcode = '42501';
  end if;
  select bc.retention_months into _months from private.booking_config bc where bc.id = 1;
  delete from public.booking_requests br
  where br.created_at < now() - make_interval(months => _months);
  get diagnostics _count = row_count;
  return _count;
end;
$$;

comment on function private.purge_booking_requests() is 'Admin-only: deletes booking requests older than the retention period and returns how many.';

revoke execute on function private.purge_booking_requests() from public;
grant execute on function private.purge_booking_requests() to anon, authenticated, service_role;

create or replace function public.purge_booking_requests()
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.purge_booking_requests();
$$;

comment on function public.purge_booking_requests() is 'Admin-only RPC: deletes booking requests older than the retention period (see private.purge_booking_requests).';

revoke execute on function public.purge_booking_requests() from public;
grant execute on function public.purge_booking_requests() to anon, authenticated, service_role;
