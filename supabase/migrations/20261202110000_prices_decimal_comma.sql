-- A price may be typed with a decimal comma (docs/architecture.md#prices). A Spanish-speaking owner
-- writes cents after a comma: '19,50' was refused as a price although the expense tracker read
-- '45,50' as 45.50. Now the normaliser reads a comma followed by one or two digits at the end as
-- the decimal point, with dots between thousands before it or none ('19,50' → '19.50',
-- '1.200,50' → '1200.50'), as src/lib/content/price.ts does for the admin's fields and the
-- expense amounts. A comma followed by three digits still groups thousands ('1,500' → '1500',
-- never 1.50), and anything else is refused as before. The stored form and the CHECKs are
-- unchanged: the trigger stores '19.50', so the comma never reaches a row. Rows are not rewritten:
-- none can hold a comma since the price rules, and a row kept from before them that failed a rule
-- could make a rewrite fail; the owner's next save of such a row normalises it.

-- The amount with a decimal point keeps its reader under a new name; the name the triggers and the
-- add-on normaliser call (plpgsql looks it up when it runs) now reads the comma first.
alter function private.normalised_amount(text) rename to normalised_point_amount;

comment on function private.normalised_point_amount(text) is 'A typed amount with a decimal point or none in its stored form (''$1,200'' → ''1200'', ''45.5'' → ''45.50''), or null when the text is no such amount.';

create function private.normalised_amount(p_text text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- Cents after a comma, with dots between thousands before it or none.
  _comma text[] := regexp_match(
    btrim(p_text),
    '^(\$?\s*)([0-9]{1,3}(?:\.[0-9]{3})+|[0-9]+),([0-9]{1,2})$'
  );
begin
  if _comma is null then
    return private.normalised_point_amount(p_text);
  end if;
  return private.normalised_point_amount(
    _comma[1] || replace(_comma[2], '.', '') || '.' || _comma[3]
  );
end;
$$;

comment on function private.normalised_amount(text) is 'A typed amount in its stored form (''$1,200'' → ''1200'', ''45.5'' → ''45.50'', ''19,50'' → ''19.50'', ''195.00'' → ''195''), or null when the text is no amount.';

-- Called only by the trigger functions (security definer): no API role needs to execute them.
revoke execute on function private.normalised_amount(text) from public, anon, authenticated;
revoke execute on function private.normalised_point_amount(text) from public, anon, authenticated;
