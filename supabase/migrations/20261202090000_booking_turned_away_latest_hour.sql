-- Turned-away booking requests, dismissed (docs/product.md#bookings): the Bookings page's notice
-- of the requests the rate limits turned away in the last 7 days can now be dismissed until
-- another one is. The count alone cannot tell a new refusal from those the owner saw (a count over
-- 7 days goes down as its hours age out, then up again by as many), so
-- count_turned_away_booking_requests() also answers the latest hour with a refusal and how many
-- that hour counted. A refusal after the owner's dismissal makes a later hour, or a bigger number
-- for the same hour (an hour's number only grows; it goes only once 7 days old).
--
-- Its answer changes shape (an integer, now one row), so the function is dropped and created
-- anew, admin-only as before; private.booking_turned_away keeps what it kept.

drop function public.count_turned_away_booking_requests();
drop function private.count_turned_away_booking_requests();

create function private.count_turned_away_booking_requests()
returns table (requests integer, latest_hour timestamptz, latest_hour_requests integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can count booking requests' using errcode = '42501';
  end if;
  return query
    with recent as (
      select t.hour, t.requests
      from private.booking_turned_away t
      where t.hour >= date_trunc('hour', now()) - interval '7 days'
    )
    select coalesce(sum(r.requests), 0)::integer,
           max(r.hour),
           coalesce((select l.requests from recent l order by l.hour desc limit 1), 0)
    from recent r;
end;
$$;

comment on function private.count_turned_away_booking_requests() is 'Admin-only: how many booking requests were refused in the last 7 days as over a rate limit (per client address or per contact), the latest hour with one (null with none) and how many that hour counted; one row.';

revoke execute on function private.count_turned_away_booking_requests() from public, anon, authenticated;
grant execute on function private.count_turned_away_booking_requests() to authenticated, service_role;

create function public.count_turned_away_booking_requests()
returns table (requests integer, latest_hour timestamptz, latest_hour_requests integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.count_turned_away_booking_requests();
$$;

comment on function public.count_turned_away_booking_requests() is 'Admin-only RPC: how many booking requests were turned away by the rate limits in the last 7 days, the latest hour with one and that hour''s number (see private.count_turned_away_booking_requests).';

revoke execute on function public.count_turned_away_booking_requests() from public, anon, authenticated;
grant execute on function public.count_turned_away_booking_requests() to authenticated, service_role;
