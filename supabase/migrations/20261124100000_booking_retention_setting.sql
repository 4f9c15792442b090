-- The booking retention period becomes an owner setting (docs/product.md#bookings). It was a column
-- of private.booking_config that only SQL could change, while the privacy page promised a fixed "24
-- months". Now it is the public site setting `booking_retention_months` (whole months, as text like
-- every setting): the owner edits it in Site Settings, the privacy page states it (it is not
-- secret: the page publishes it), and the purge reads it. Without the row the period is 24 months,
-- as before. Writes go through site_settings' existing RLS (admins only), and like every settings
-- save they bump the content revision, so the privacy page is rebuilt with the new period.

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

-- The privacy page promises that older requests are deleted, and deleting them is the admin's
-- Purge button, so the Overview reminds the owner: the admin can count the requests the purge would
-- delete (count_overdue_booking_requests). The count and the purge must agree to the row, so both
-- take their cutoff from one function.

-- The cutoff ------------------------------------------------------------------------------------
-- Not security definer and granted to nobody: only the definer functions below call it, with
-- their owner's rights. The setting is public anyway (the privacy page states it).
create or replace function private.booking_retention_cutoff()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  -- The setting's CHECK guarantees the value casts; no row means the default, 24 months.
  select now() - make_interval(months => coalesce(
    (select s.value::integer from public.site_settings s where s.key = 'booking_retention_months'),
    24
  ));
$$;

comment on function private.booking_retention_cutoff() is 'The moment before which booking requests are older than the retention period: now() minus the booking_retention_months site setting (24 without it), in calendar months.';

revoke execute on function private.booking_retention_cutoff() from public, anon, authenticated;

-- The purge reads the setting ------------------------------------------------------------------
create or replace function private.purge_booking_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  _count integer;
begin
  if not private.is_admin() then
    raise exception 'Only admins can purge booking requests' using errcode = '42501';
  end if;
  delete from public.booking_requests br
  where br.created_at < private.booking_retention_cutoff();
  get diagnostics _count = row_count;
  return _count;
end;
$$;

comment on function private.purge_booking_requests() is 'Admin-only: deletes booking requests older than the retention period (the booking_retention_months site setting, 24 without it) and returns how many.';

-- The count -------------------------------------------------------------------------------------
create or replace function private.count_overdue_booking_requests()
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
    select count(*)::integer
    from public.booking_requests br
    where br.created_at < private.booking_retention_cutoff()
  );
end;
$$;

comment on function private.count_overdue_booking_requests() is 'Admin-only: how many booking requests are older than the retention period, i.e. how many purge_booking_requests() would delete now.';

revoke execute on function private.count_overdue_booking_requests() from public;
grant execute on function private.count_overdue_booking_requests() to anon, authenticated, service_role;

create or replace function public.count_overdue_booking_requests()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select private.count_overdue_booking_requests();
$$;

comment on function public.count_overdue_booking_requests() is 'Admin-only RPC: how many booking requests are older than the retention period (see private.count_overdue_booking_requests).';

revoke execute on function public.count_overdue_booking_requests() from public;
grant execute on function public.count_overdue_booking_requests() to anon, authenticated, service_role;
