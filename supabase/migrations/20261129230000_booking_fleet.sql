-- Fleet requests (docs/product.md#booking-form): a fleet manager asks for several vehicles at once.
-- A fleet has no one vehicle size: its request stores no size and its number of vehicles (2 to
-- 500), and no estimate (the owner quotes it); any other request stores a size and no count. One
-- CHECK says so, and request_booking() answers its refusal as invalid_vehicle_count, which the
-- form shows at the count's field. request_booking() takes the count as a new argument
-- (vehicle_count) and 'fleet' as a vehicle size, so it is created anew with its wrapper and grants
-- as before (anon and the service role). The notification names a fleet ('fleet of 8 vehicles')
-- where it names a vehicle size. RLS is unchanged.

alter table public.booking_requests
  alter column vehicle_size drop not null,
  add column vehicle_count integer,
  add constraint booking_requests_fleet_check check (
    case
      when vehicle_size is null
        then coalesce(vehicle_count between 2 and 500, false) and estimate is null
      else vehicle_count is null
    end
  );

comment on column public.booking_requests.vehicle_size is 'The vehicle''s size; null for a fleet (several vehicles, see vehicle_count).';
comment on column public.booking_requests.vehicle_count is 'A fleet''s number of vehicles (2 to 500); null for one vehicle.';
comment on constraint booking_requests_fleet_check on public.booking_requests is 'A fleet (no vehicle size) has 2 to 500 vehicles and no estimate; one vehicle has a size and no count (request_booking() answers invalid_vehicle_count).';

drop function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text);
drop function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text);

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

  -- The row's CHECKs judge every field; the one that refuses it names the form's error code.
  begin
    insert into public.booking_requests (
      language, vehicle_size, vehicle_count, package_type, add_ons, estimate, service_mode,
      address, window1_start, window1_end, window2_start, window2_end, name, phone, email, notes,
      consent
    ) values (
      language::public.language, nullif(vehicle_size, 'fleet')::public.vehicle_size, vehicle_count,
      package_type::public.package_type,
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

  -- Rate limits: 10 an hour per client address, 3 a day per phone and per e-mail. Counted after
  -- the checks, so a refused request costs nothing; raising here undoes the insert above.
  delete from private.booking_attempts ba where ba.created_at < now() - interval '1 day';
  if (select count(*) from private.booking_attempts ba
      where ba.client_key = _client and ba.created_at > now() - interval '1 hour') >= 10
     or (select count(*) from private.booking_attempts ba
         where ba.phone_key = _phone_key and ba.created_at > now() - interval '1 day') >= 3
     or (select count(*) from private.booking_attempts ba
         where ba.email_key = _email_key and ba.created_at > now() - interval '1 day') >= 3 then
    raise exception 'rate_limited' using errcode = 'P0001';
  end if;
  insert into private.booking_attempts (client_key, phone_key, email_key)
  values (_client, _phone_key, _email_key);

  perform private.notify_booking(_row);
  return jsonb_build_object('received', true);
end;
$$;

comment on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) is 'Normalises, stores (the table''s CHECKs judge) and rate-limits one booking request (a filled honeypot is accepted and dropped), then notifies the owner. Errors are codes such as invalid_email or rate_limited.';

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
  website text default null,
  vehicle_count integer default null
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.request_booking(
    language, vehicle_size, package_type, add_ons, estimate, service_mode, address,
    window1_start, window1_end, window2_start, window2_end, name, phone, email, notes, consent,
    website, vehicle_count
  );
$$;

comment on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) is 'Public RPC for the landing page''s booking form (see private.request_booking); answers {"received": true} once the request is stored.';

revoke execute on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) from public, authenticated;
revoke execute on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) from public, authenticated;
grant execute on function public.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) to anon, service_role;
grant execute on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text, integer) to anon, service_role;

-- The notification -----------------------------------------------------------------------------
create or replace function private.booking_notification(request public.booking_requests)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with line as (
    select concat_ws(', ',
      'New booking request from ' || private.booking_summary_text(request.name)
        || case when request.language = 'es' then ' (Spanish page)' else '' end,
      coalesce(initcap(request.package_type::text), 'no package yet'),
      case request.vehicle_size
        when 'sedan' then 'Sedan/Coupe'
        when 'suv_2_rows' then 'SUV 2 rows'
        when 'suv_3_rows' then 'SUV 3 rows'
        else 'fleet of ' || request.vehicle_count || ' vehicles'
      end,
      case request.service_mode when 'mobile' then 'mobile' else 'in the shop' end,
      to_char(request.window1_start at time zone 'America/New_York', 'Dy Mon FMDD, FMHH12:MI AM')
        || ' – ' || to_char(request.window1_end at time zone 'America/New_York', 'FMHH12:MI AM')
        || ' ET',
      case
        when request.phone ~ '^\+1[0-9]{10}$' then
          'call ' || regexp_replace(request.phone, '^\+1([0-9]{3})([0-9]{3})([0-9]{4})$', '(\1) \2-\3')
        when request.phone is not null then 'call ' || request.phone
        -- Written with ' at ': an '@' in a chat message can mention a channel (Mattermost).
        else 'e-mail ' || private.booking_summary_text(replace(request.email, '@', ' at '))
      end
    ) as summary
  )
  select jsonb_build_object(
    'type', 'booking_request',
    'id', request.id,
    'text', line.summary,
    'summary', line.summary,
    'name', request.name,
    'phone', request.phone,
    'email', request.email,
    'created_at', request.created_at
  )
  from line;
$$;

comment on function private.booking_notification(public.booking_requests) is 'The JSON a stored booking request''s notification webhook receives: type, id, a one-line summary without markup (as text, which chat webhooks show, and summary), name, phone, e-mail and when it was sent.';
