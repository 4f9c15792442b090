-- The booking retention period becomes an owner setting (issue 14, item 5). It was a column of
-- private.booking_config that only SQL could change, while the privacy page promised a fixed
-- "24 months". Now it is the public site setting `booking_retention_months` (whole months, as
-- text like every setting): the owner edits it in Site Settings, the privacy page states it (it is
-- not secret: the page publishes it), and the purge reads it. Without the row the period is 24
-- months, as before. Writes go through site_settings' existing RLS (admins only), and like every
-- settings save they bump the content revision, so the privacy page is rebuilt with the new period.

-- A bad value is refused by the database too (the admin form checks it at the field): whole
-- months 1–120 written plainly, e.g. '6' or '24'. A regular expression rather than a cast, so a
-- value like 'abc' is a CHECK violation, not a cast error, and nothing is evaluated out of order.
alter table public.site_settings
  add constraint site_settings_booking_retention_months_check
  check (
    key <> 'booking_retention_months'
    or value ~ '^([1-9]|[1-9][0-9]|1[01][0-9]|120)$'
  );

-- Carry a period the owner set with SQL over into the setting; the default needs no row.
insert into public.site_settings (key, value, category)
select 'booking_retention_months', bc.retention_months::text, 'bookings'
from private.booking_config bc
where bc.id = 1 and bc.retention_months <> 24
on conflict (key) do nothing;

drop function public.booking_retention_months();
drop function private.booking_retention_months();

alter table private.booking_config drop column retention_months;

comment on table private.booking_config is 'Single row: the booking notification webhook (null = none). Not visible through the API. The retention period is the site setting booking_retention_months.';

-- The purge reads the setting ------------------------------------------------------------------
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
  -- The CHECK above guarantees the value casts; no row means the default, 24 months.
  select s.value::integer into _months
  from public.site_settings s
  where s.key = 'booking_retention_months';
  delete from public.booking_requests br
  where br.created_at < now() - make_interval(months => coalesce(_months, 24));
  get diagnostics _count = row_count;
  return _count;
end;
$$;

comment on function private.purge_booking_requests() is 'Admin-only: deletes booking requests older than the retention period (the booking_retention_months site setting, 24 without it) and returns how many.';
