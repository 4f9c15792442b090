-- The Overview reminds the owner of the retention promise (issue 14, item 5). The privacy page
-- says booking requests are deleted once older than the retention period, but deleting them is
-- the admin's Purge button, which nothing prompts. Now the admin can count the requests the purge
-- would delete, and the Overview shows that number when there are any.
--
-- The count and the purge must agree to the row, so both take their cutoff from one function:
-- now() minus the booking_retention_months setting (24 without the row) in calendar months, as
-- the purge always computed it. The purge is redefined below only to use that function.

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

-- The purge, unchanged but for the shared cutoff --------------------------------------------------
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
