-- A booking phone is read with a decimal digit of any script as its ASCII digit and any dash as
-- '-' (docs/product.md#booking-form). 20261203094400 read five sets of digits (ASCII, full-width,
-- Arabic-Indic, Persian, Devanagari) and the full-width hyphen: a Bengali ('৭০৩…') or Thai
-- ('๗๐๓…') number, or one typed with an en dash or a minus sign ('703–555−0100', as a word
-- processor or a phone's keyboard writes it), was refused as invalid_phone. The form reads the
-- same characters (`asciiPhone`, src/scripts/booking-text-checks.ts: Unicode's Nd digits, its Pd
-- dashes and U+2212); tests/db/booking-phone-unicode.test.ts holds the two to each other for every
-- such character. Only the reading changes: the stored form (E.164, ASCII) and the CHECK are as
-- before.
--
-- Unicode assigns each script's digits as ten code points in a row from its zero: the zeros below
-- are every Nd set of Unicode 17 (the ASCII one aside), and the function's translate() gets the
-- 760 digits and their ASCII from them, written out once here rather than worked out per call.
do $migration$
declare
  zeros text[] := string_to_array(
    '0660 06F0 07C0 0966 09E6 0A66 0AE6 0B66 0BE6 0C66 0CE6 0D66 0DE6 0E50 0ED0 0F20 1040 1090 '
    '17E0 1810 1946 19D0 1A80 1A90 1B50 1BB0 1C40 1C50 A620 A8D0 A900 A9D0 A9F0 AA50 ABF0 FF10 '
    '104A0 10D30 10D40 11066 110F0 11136 111D0 112F0 11450 114D0 11650 116C0 116D0 116DA 11730 '
    '118E0 11950 11BF0 11C50 11D50 11DA0 11DE0 11F50 16130 16A60 16AC0 16B50 16D70 1CCF0 1D7CE '
    '1D7D8 1D7E2 1D7EC 1D7F6 1E140 1E2F0 1E4F0 1E5F1 1E950 1FBF0',
    ' '
  );
  -- Unicode's Pd (dash punctuation) besides '-' itself, and U+2212 MINUS SIGN.
  dashes text[] := string_to_array(
    '058A 05BE 1400 1806 2010 2011 2012 2013 2014 2015 2E17 2E1A 2E3A 2E3B 2E40 2E5D 301C 3030 '
    '30A0 FE31 FE32 FE58 FE63 FF0D 10D6E 10EAD 2212',
    ' '
  );
  digits_from text;
  digits_to text;
begin
  select string_agg(chr(('x' || lpad(z, 8, '0'))::bit(32)::int + d), '' order by n, d),
         string_agg(d::text, '' order by n, d)
    into digits_from, digits_to
    from unnest(zeros) with ordinality as zero(z, n), generate_series(0, 9) as d;
  execute format(
    $function$
      create or replace function private.booking_phone(value text)
      returns text
      language sql
      immutable
      set search_path = ''
      as $body$
        select private.booking_phone_of_ascii(translate(value, %L, %L));
      $body$
    $function$,
    digits_from
      || (select string_agg(chr(('x' || lpad(h, 8, '0'))::bit(32)::int), '') from unnest(dashes) h)
      || '＋（）．',
    digits_to || repeat('-', cardinality(dashes)) || '+().'
  );
end;
$migration$;

comment on function private.booking_phone(text) is 'A booking phone as E.164 (+15715550142) when its digits read as one, else the input without formatting (which the table''s CHECK then refuses). Read in ASCII first: a decimal digit of any script (Unicode Nd) as its ASCII digit, any dash (Pd, and U+2212 minus) as -, full-width + ( ) . as + ( ) .';

revoke execute on function private.booking_phone(text) from public, anon, authenticated;
