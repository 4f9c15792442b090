-- The booking notification reads as the owner needs it on a phone, and chat tools show it.
--
-- Slack's, Google Chat's and Mattermost's incoming webhooks show a message's `text` and refuse a body
-- without one, so the notification carries its summary as `text` too (`summary` stays for what was
-- built on it). The summary now names the vehicle size as the page does ('SUV 2 rows'), the chosen
-- window on the 12-hour clock with its time zone ('Tue Dec 1, 5:00 PM – 7:00 PM ET'), the phone
-- number to call back ((703) 555-0199 for a North American one) or else the e-mail ('ana at
-- example.com'), and that the visitor wrote from the Spanish page, so the owner answers in Spanish.
-- It stays English: one webhook serves the whole business (docs/product.md#bookings).
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

revoke execute on function private.booking_notification(public.booking_requests) from public, anon, authenticated;
