-- The booking notification names the package as the site names it (docs/product.md#bookings).
--
-- The owner can rename a package in the site's content (service_packages.title, per language),
-- and the Bookings page names a request's package so; the notification's summary still said
-- 'Gold' for a Gold the site calls 'Premium Shine'. It now takes the English row's title, as the
-- summary stays English (one webhook serves the whole business; no admin's language is known to
-- it), switched-off rows too (a request may have been sent before), cleaned as the name is, and
-- the fixed name ('Gold') when the content has no English row. Only that line of
-- booking_notification() changes; it stays an invoker's function (notify_booking(), security
-- definer, calls it, so it reads every row) with its empty search_path and its grants.
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
      coalesce(
        nullif(private.booking_summary_text((
          select sp.title from public.service_packages sp
          where sp.package_type = request.package_type and sp.language = 'en'
        )), ''),
        initcap(request.package_type::text),
        'no package yet'
      ),
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

comment on function private.booking_notification(public.booking_requests) is 'The JSON a stored booking request''s notification webhook receives: type, id, a one-line summary without markup (as text, which chat webhooks show, and summary; the package named by its English title in the site''s content, else its fixed name), name, phone, e-mail and when it was sent.';
