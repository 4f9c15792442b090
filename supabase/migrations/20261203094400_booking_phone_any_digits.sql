-- A booking phone typed with digits of another script is read as its ASCII digits
-- (docs/product.md#booking-form). A Japanese or Chinese input method types full-width digits and
-- punctuation ('（７０３）５５５－０１００'), an Arabic or Persian keyboard its own digits
-- ('٧٠٣…', '۷۰۳…'), a Hindi one Devanagari ('७०३…'): the same number, which
-- booking_requests_phone_check refused as invalid_phone. The form now sends ASCII
-- (src/scripts/booking-text-checks.ts reads the same characters); the database reads them too, so
-- a request sent otherwise is judged, stored and counted against the per-contact limit as the same
-- number. Only the reading changes: the stored form (E.164, ASCII) and the CHECK are as before, and
-- no stored row can hold such a digit.

-- The reader of ASCII keeps its work under a new name; the name request_booking calls (plpgsql
-- looks it up when it runs) now reads the other digits first.
alter function private.booking_phone(text) rename to booking_phone_of_ascii;

comment on function private.booking_phone_of_ascii(text) is 'booking_phone''s reading of a phone written in ASCII: E.164 (+15715550142) when its digits read as one, else the input without formatting.';

create function private.booking_phone(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.booking_phone_of_ascii(translate(
    value,
    '０１２３４５６７８９٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹०१२३४५६७८९＋（）－．',
    '0123456789012345678901234567890123456789+()-.'
  ));
$$;

comment on function private.booking_phone(text) is 'A booking phone as E.164 (+15715550142) when its digits (ASCII, full-width, Arabic-Indic, Persian or Devanagari; full-width + ( ) - . too) read as one, else the input without formatting (which the table''s CHECK then refuses).';

revoke execute on function private.booking_phone(text) from public, anon, authenticated;
