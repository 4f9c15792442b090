-- Booking requests within business hours (docs/product.md#booking-form). The form offers only start
-- times within the day's opening hours, but the database took any future window: a hand-made
-- request could ask for 3 a.m. on a closed day. Now every stored window must lie within one opening
-- interval of its day, read from the `opening_hours` site setting the landing page shows, in the
-- business's time zone (America/New_York), whatever offset the window was sent in. A BEFORE INSERT
-- trigger does the check, so the refusal is the code 'outside_hours' like request_booking()'s other
-- checks, and since that function's insert raises it, the whole call rolls back: no row, no webhook
-- call and no rate-limit attempt is left behind. Status changes (updates) are never re-checked, so
-- editing the hours later does not lock the admin out of older requests.

-- The check -------------------------------------------------------------------------------------
-- A window counts as within hours when its local start and local end fall on the same local date,
-- that weekday (isodow 1–7 → 'mo'…'su') is among an interval's days, and opens <= start time and
-- end time <= closes. The setting is JSON text like
--   [{"days": ["mo","tu","we","th","fr","sa","su"], "opens": "08:00", "closes": "19:00"}]
-- When the setting is missing or does not parse as that shape, every window is accepted: a broken
-- setting (the admin validates it, but a hand edit could slip through) must not refuse every
-- visitor's request; the owner still sees and confirms each one.
create or replace function private.booking_window_within_hours(
  window_start timestamptz,
  window_end timestamptz
)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  _zone constant text := 'America/New_York';
  _start timestamp := window_start at time zone _zone;
  _end timestamp := window_end at time zone _zone;
  _hours jsonb;
  _day text;
begin
  -- Any error while reading or checking the shape (invalid JSON, a scalar where a list belongs)
  -- counts as a broken setting, as does a shape the admin's validation would refuse.
  begin
    select s.value::jsonb into _hours from public.site_settings s where s.key = 'opening_hours';
    if _hours is null
       or jsonb_typeof(_hours) <> 'array'
       or jsonb_array_length(_hours) = 0
       or exists (
         select 1 from jsonb_array_elements(_hours) i
         where jsonb_typeof(i) <> 'object'
            or jsonb_typeof(i -> 'days') is distinct from 'array'
            or jsonb_array_length(i -> 'days') = 0
            or exists (
              select 1 from jsonb_array_elements(i -> 'days') d
              where d not in ('"mo"', '"tu"', '"we"', '"th"', '"fr"', '"sa"', '"su"')
            )
            or coalesce(i ->> 'opens', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
            or coalesce(i ->> 'closes', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
            or (i ->> 'opens')::time >= (i ->> 'closes')::time
       ) then
      return true;
    end if;
  exception when others then
    return true;
  end;

  if window_start is null or window_end is null or _start::date <> _end::date then
    return false;
  end if;
  _day := (array['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'])[extract(isodow from _start)::integer];
  return exists (
    select 1 from jsonb_array_elements(_hours) i
    where (i -> 'days') ? _day
      and (i ->> 'opens')::time <= _start::time
      and _end::time <= (i ->> 'closes')::time
  );
end;
$$;

comment on function private.booking_window_within_hours(timestamptz, timestamptz) is 'Whether a booking window lies within one opening interval of its day in America/New_York, per the opening_hours setting; true when that setting is missing or malformed.';

revoke execute on function private.booking_window_within_hours(timestamptz, timestamptz) from public, anon, authenticated;

-- The trigger -----------------------------------------------------------------------------------
-- Security definer so the check reads the setting with the owner's rights whoever inserts (only
-- request_booking(), itself a definer, and the service role may).
create or replace function private.booking_requests_check_hours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.booking_window_within_hours(new.window1_start, new.window1_end)
     or (new.window2_start is not null
         and not private.booking_window_within_hours(new.window2_start, new.window2_end)) then
    raise exception 'outside_hours' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

comment on function private.booking_requests_check_hours() is 'Trigger: refuses a booking request whose first or second window is outside the opening hours (error outside_hours).';

revoke execute on function private.booking_requests_check_hours() from public, anon, authenticated;

create trigger booking_requests_check_hours
  before insert on public.booking_requests
  for each row execute function private.booking_requests_check_hours();
