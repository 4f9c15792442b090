-- Turned-away booking requests (docs/product.md#bookings): a request over a rate limit (10 an hour
-- from one client address, 3 a day for one phone or e-mail) was refused with no trace, so the owner
-- never learnt that a real customer (a family on one Wi-Fi, a fleet manager sending several cars)
-- was turned away. Now each one is counted in private.booking_turned_away: one row an hour with
-- its count, nothing about who sent it, pruned after a week as the requests are refused.
--
-- A refusal raised out of request_booking() would undo that count with the rest of the request's
-- transaction, so the limits now raise inside a block of their own, which undoes the stored
-- request only, and request_booking() answers {"received": false, "refused": "rate_limited"}
-- (HTTP 200); the form reads 'refused' as it reads an error's code (src/scripts/booking-request.ts)
-- and says the same as before. Every other refusal is raised as before.
--
-- Admins read the count of the last 7 days through count_turned_away_booking_requests(); nobody
-- reads the table itself (no grants, row-level security without policies).

create table private.booking_turned_away (
  hour timestamptz primary key,
  requests integer not null check (requests > 0)
);

comment on table private.booking_turned_away is 'Booking requests refused as over a rate limit, counted by the hour they came in (no client address or contact kept); pruned after 7 days. Read through count_turned_away_booking_requests().';

alter table private.booking_turned_away enable row level security;
revoke all on table private.booking_turned_away from public, anon, authenticated, service_role;

-- The request ----------------------------------------------------------------------------------
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
  website text,
  vehicle_count integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  _phone text := private.booking_phone(phone);
  _email text := private.booking_email(email);
  _client text := md5('client:' || private.booking_client_address());
  _phone_key text;
  _email_key text;
  _row public.booking_requests;
  _constraint text;
  _column text;
  _turned_away boolean := false;
begin
  -- A filled honeypot (a field people never see) is a bot: answer as if stored, store nothing.
  if nullif(btrim(website), '') is not null then
    return jsonb_build_object('received', true);
  end if;

  -- What the table cannot judge: the choice lists, each add-on, and the clock.
  if language is null or language not in ('en', 'es') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'language';
  end if;
  -- 'fleet': several vehicles, counted in vehicle_count; the table judges the count.
  if vehicle_size is null or vehicle_size not in ('sedan', 'suv_2_rows', 'suv_3_rows', 'fleet') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'vehicle_size';
  end if;
  if package_type is not null and package_type not in ('silver', 'gold', 'platinum') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'package_type';
  end if;
  if exists (
    select 1 from unnest(add_ons) a
    where char_length(private.booking_clean_text(a)) between 1 and 100 is not true
  ) then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'add_ons';
  end if;
  if service_mode is null or service_mode not in ('mobile', 'in_shop') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'service_mode';
  end if;
  if window1_start < now() or window2_start < now() then
    raise exception 'date_in_past' using errcode = 'P0001';
  end if;
  if window1_start > now() + interval '1 year' or window2_start > now() + interval '1 year' then
    raise exception 'invalid_window' using errcode = 'P0001';
  end if;

  -- Submissions sharing a client address or a contact are taken one at a time (always in this
  -- order, so two never wait on each other), so a parallel burst cannot slip past the counts.
  if _phone is not null then
    _phone_key := md5('phone:' || _phone);
  end if;
  if _email is not null then
    _email_key := md5('email:' || private.booking_email_mailbox(_email));
  end if;
  perform pg_advisory_xact_lock(hashtext(_client));
  perform pg_advisory_xact_lock(hashtext(_phone_key)) where _phone_key is not null;
  perform pg_advisory_xact_lock(hashtext(_email_key)) where _email_key is not null;

  delete from private.booking_attempts ba where ba.created_at < now() - interval '1 day';
  -- The request is stored, then counted; one over a limit is undone with its savepoint (raising
  -- out of the function would undo the record of it too) and answered as a refusal.
  begin
    -- The row's CHECKs judge every field; the one that refuses it names the form's error code.
    begin
      insert into public.booking_requests (
        language, vehicle_size, vehicle_count, package_type, add_ons, estimate, service_mode,
        address, window1_start, window1_end, window2_start, window2_end, name, phone, email,
        notes, consent
      ) values (
        language::public.language, nullif(vehicle_size, 'fleet')::public.vehicle_size,
        vehicle_count, package_type::public.package_type,
        coalesce((select array_agg(private.booking_clean_text(a)) from unnest(add_ons) a), '{}'),
        -- A fleet is quoted by the owner: no per-car estimate is kept for it.
        case when vehicle_size <> 'fleet' then private.booking_clean_text(estimate) end,
        service_mode::public.service_mode,
        private.booking_clean_text(address),
        window1_start, window1_end, window2_start, window2_end,
        coalesce(private.booking_clean_text(name), ''), _phone, _email,
        private.booking_clean_text(notes, true), coalesce(consent, false)
      )
      returning * into _row;
    exception when check_violation or not_null_violation then
      get stacked diagnostics _constraint = constraint_name, _column = column_name;
      raise exception '%', case
        when _constraint = 'booking_requests_contact_check' then 'contact_required'
        when _constraint in ('booking_requests_service_address_check', 'booking_requests_address_check') then 'address_required'
        when _constraint in ('booking_requests_window1_check', 'booking_requests_window2_check')
          or _column like 'window%' then 'invalid_window'
        when _constraint = 'booking_requests_name_check' then 'name_required'
        when _constraint = 'booking_requests_phone_check' then 'invalid_phone'
        when _constraint = 'booking_requests_email_check' then 'invalid_email'
        when _constraint = 'booking_requests_notes_check' then 'notes_too_long'
        when _constraint = 'booking_requests_consent_check' then 'consent_required'
        when _constraint = 'booking_requests_fleet_check' then 'invalid_vehicle_count'
        else 'invalid_field'
      end using errcode = 'P0001', detail = coalesce(nullif(_constraint, ''), _column);
    end;

    -- Rate limits: 10 an hour per client address, 3 a day per phone and per e-mail. Counted
    -- after the checks, so a refused request costs nothing.
    if (select count(*) from private.booking_attempts ba
        where ba.client_key = _client and ba.created_at > now() - interval '1 hour') >= 10
       or (select count(*) from private.booking_attempts ba
           where ba.phone_key = _phone_key and ba.created_at > now() - interval '1 day') >= 3
       or (select count(*) from private.booking_attempts ba
           where ba.email_key = _email_key and ba.created_at > now() - interval '1 day') >= 3 then
      raise exception 'rate_limited' using errcode = 'BKRL0';
    end if;
  exception when sqlstate 'BKRL0' then
    _turned_away := true;
  end;

  if _turned_away then
    -- Counted for the owner (one row an hour, a week kept), then answered as refused.
    delete from private.booking_turned_away t
    where t.hour < date_trunc('hour', now()) - interval '7 days';
    insert into private.booking_turned_away as t (hour, requests)
    values (date_trunc('hour', now()), 1)
    on conflict (hour) do update set requests = t.requests + 1;
    return jsonb_build_object('received', false, 'refused', 'rate_limited');
  end if;

  insert into private.booking_attempts (client_key, phone_key, email_key)
  values (_client, _phone_key, _email_key);

  perform private.notify_booking(_row);
  return jsonb_build_object('received', true);
end;
$$;

comment on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) is 'Normalises, stores (the table''s CHECKs judge) and rate-limits one booking request (a filled honeypot is accepted and dropped), then notifies the owner. Refusals raise codes such as invalid_email, except a request over a rate limit: counted for the owner and answered {"received": false, "refused": "rate_limited"}.';

comment on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) is 'Public RPC for the landing page''s booking form (see private.request_booking); answers {"received": true} once the request is stored, {"received": false, "refused": "rate_limited"} when over a rate limit.';

-- What the Bookings page reads -----------------------------------------------------------------
create or replace function private.count_turned_away_booking_requests()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can count booking requests' using errcode = '42501';
  end if;
  return (
    select coalesce(sum(t.requests), 0)::integer
    from private.booking_turned_away t
    where t.hour >= date_trunc('hour', now()) - interval '7 days'
  );
end;
$$;

comment on function private.count_turned_away_booking_requests() is 'Admin-only: how many booking requests were refused in the last 7 days as over a rate limit (per client address or per contact).';

revoke execute on function private.count_turned_away_booking_requests() from public, anon, authenticated;
grant execute on function private.count_turned_away_booking_requests() to authenticated, service_role;

create or replace function public.count_turned_away_booking_requests()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select private.count_turned_away_booking_requests();
$$;

comment on function public.count_turned_away_booking_requests() is 'Admin-only RPC: how many booking requests were turned away by the rate limits in the last 7 days (see private.count_turned_away_booking_requests).';

revoke execute on function public.count_turned_away_booking_requests() from public, anon, authenticated;
grant execute on function public.count_turned_away_booking_requests() to authenticated, service_role;
