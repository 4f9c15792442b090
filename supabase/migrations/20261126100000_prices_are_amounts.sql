-- Prices are amounts (docs/architecture.md#prices). Any text used to pass as a price: "195",
-- "abc" and "1 9 0" were saved and published, and the site showed "195" with no $ beside "$210".
-- Now a price is stored in one form, which the site formats with its dollar sign
-- (src/lib/content/price.ts reads and writes the same form):
--   package prices: whole dollars or dollars and cents, without '$': '140', '19.50';
--   add-on prices: such an amount, a range from the lower to the higher amount ('45-60'), or words
--   without a digit ('Additional Fee' / 'Cargo adicional', per language as before).
-- A before-insert/update trigger normalises what is typed the usual ways ('$195' → '195',
-- '$1,200' → '1200', '45.5' → '45.50', '$45 - $60' → '45-60'); a CHECK then refuses anything
-- else, so a value that is no price is a check violation naming the column's constraint.
--
-- Existing rows are normalised here. A value that cannot be read as a price (the old product let
-- "abc" through) is left as it was: its constraint is then added NOT VALID, so this migration
-- never fails on old data, a new or changed value is still checked, and the site's build names the
-- row until the owner types a price.

-- The normaliser ------------------------------------------------------------------------------
-- Called only by the trigger functions below (security definer: they run it with their owner's
-- rights, so no API role needs to execute it). Mirrors normaliseAmount / normaliseAddOnPrice.
create or replace function private.normalised_amount(p_text text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _match text[];
  _dollars text;
  _cents text;
begin
  _match := regexp_match(
    btrim(p_text),
    '^\$?\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.([0-9]{1,2}))?$'
  );
  if _match is null then
    return null;
  end if;
  _dollars := regexp_replace(replace(_match[1], ',', ''), '^0+(?=[0-9])', '');
  _cents := rpad(coalesce(_match[2], ''), 2, '0');
  return _dollars || case when _cents = '00' then '' else '.' || _cents end;
end;
$$;

comment on function private.normalised_amount(text) is 'A typed amount in its stored form (''$1,200'' → ''1200'', ''45.5'' → ''45.50'', ''195.00'' → ''195''), or null when the text is no amount.';

create or replace function private.normalised_add_on_price(p_text text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _parts text[];
  _low text;
  _high text;
begin
  if btrim(coalesce(p_text, '')) = '' then
    return null;
  end if;
  -- Words: per-language wording, kept as written.
  if p_text !~ '[0-9]' then
    return btrim(p_text);
  end if;
  _parts := regexp_split_to_array(btrim(p_text), '\s*[-–—]\s*');
  if cardinality(_parts) > 2 then
    return null;
  end if;
  _low := private.normalised_amount(_parts[1]);
  _high := coalesce(private.normalised_amount(_parts[2]), case when cardinality(_parts) = 1 then _low end);
  if _low is null or _high is null then
    return null;
  end if;
  if _low::numeric = _high::numeric then
    return _low;
  end if;
  return case when _low::numeric < _high::numeric then _low || '-' || _high end;
end;
$$;

comment on function private.normalised_add_on_price(text) is 'A typed add-on price in its stored form: an amount, a range low-high (''$45 - $60'' → ''45-60''), or words without a digit; null when it is none of these.';

revoke execute on function private.normalised_amount(text) from public, anon, authenticated;
revoke execute on function private.normalised_add_on_price(text) from public, anon, authenticated;

-- The triggers --------------------------------------------------------------------------------
-- A value that does not normalise is kept, so the CHECK below refuses it by name.
create or replace function private.service_packages_normalise_prices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.price_sedan := coalesce(private.normalised_amount(new.price_sedan), new.price_sedan);
  new.price_suv_2row := coalesce(private.normalised_amount(new.price_suv_2row), new.price_suv_2row);
  new.price_suv_3row := coalesce(private.normalised_amount(new.price_suv_3row), new.price_suv_3row);
  return new;
end;
$$;

comment on function private.service_packages_normalise_prices() is 'Trigger: stores a package''s typed prices in their one form (''$195'' → ''195'').';

create or replace function private.additional_services_normalise_price()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.price := coalesce(private.normalised_add_on_price(new.price), new.price);
  return new;
end;
$$;

comment on function private.additional_services_normalise_price() is 'Trigger: stores an add-on''s typed price in its one form (''$45 - $60'' → ''45-60'', words trimmed).';

-- A trigger runs its function whoever fires it: no API role needs to execute them.
revoke execute on function private.service_packages_normalise_prices() from public, anon, authenticated;
revoke execute on function private.additional_services_normalise_price() from public, anon, authenticated;

-- Named so that they fire before the price-sync triggers (same timing: alphabetical order), which
-- then copy the normalised value.
create trigger service_packages_normalise_prices
  before insert or update of price_sedan, price_suv_2row, price_suv_3row
  on public.service_packages
  for each row execute function private.service_packages_normalise_prices();

create trigger additional_services_normalise_price
  before insert or update of price
  on public.additional_services
  for each row execute function private.additional_services_normalise_price();

-- Existing rows ---------------------------------------------------------------------------------
-- The triggers normalise; only rows whose form changes are written.
update public.service_packages sp
set price_sedan = sp.price_sedan,
    price_suv_2row = sp.price_suv_2row,
    price_suv_3row = sp.price_suv_3row
where (sp.price_sedan, sp.price_suv_2row, sp.price_suv_3row) is distinct from (
  coalesce(private.normalised_amount(sp.price_sedan), sp.price_sedan),
  coalesce(private.normalised_amount(sp.price_suv_2row), sp.price_suv_2row),
  coalesce(private.normalised_amount(sp.price_suv_3row), sp.price_suv_3row)
);

update public.additional_services s
set price = s.price
where s.price is distinct from coalesce(private.normalised_add_on_price(s.price), s.price);

-- The rules -------------------------------------------------------------------------------------
alter table public.service_packages
  add constraint service_packages_price_sedan_amount
    check (price_sedan ~ '^[0-9]+(\.[0-9]{2})?$') not valid,
  add constraint service_packages_price_suv_2row_amount
    check (price_suv_2row ~ '^[0-9]+(\.[0-9]{2})?$') not valid,
  add constraint service_packages_price_suv_3row_amount
    check (price_suv_3row ~ '^[0-9]+(\.[0-9]{2})?$') not valid;

-- Words, an amount, or a range whose low end is below its high end (CASE: the casts run only on
-- text the pattern has vetted).
alter table public.additional_services
  add constraint additional_services_price_amount_or_words
    check (
      case
        when price !~ '[0-9]' then true
        when price ~ '^[0-9]+(\.[0-9]{2})?$' then true
        when price ~ '^[0-9]+(\.[0-9]{2})?-[0-9]+(\.[0-9]{2})?$'
          then split_part(price, '-', 1)::numeric < split_part(price, '-', 2)::numeric
        else false
      end
    ) not valid;

comment on constraint service_packages_price_sedan_amount on public.service_packages is 'A price is whole dollars or dollars and cents, stored without ''$'' (''140'', ''19.50'').';
comment on constraint service_packages_price_suv_2row_amount on public.service_packages is 'A price is whole dollars or dollars and cents, stored without ''$'' (''140'', ''19.50'').';
comment on constraint service_packages_price_suv_3row_amount on public.service_packages is 'A price is whole dollars or dollars and cents, stored without ''$'' (''140'', ''19.50'').';
comment on constraint additional_services_price_amount_or_words on public.additional_services is 'An add-on price is an amount (''40''), a range from low to high (''45-60''), or words without a digit (''Additional Fee'').';

-- Where every existing value is a price (every database the product seeded), the rules hold for
-- all rows, not only new ones.
do $$
begin
  if not exists (
    select 1 from public.service_packages sp
    where sp.price_sedan !~ '^[0-9]+(\.[0-9]{2})?$'
       or sp.price_suv_2row !~ '^[0-9]+(\.[0-9]{2})?$'
       or sp.price_suv_3row !~ '^[0-9]+(\.[0-9]{2})?$'
  ) then
    alter table public.service_packages validate constraint service_packages_price_sedan_amount;
    alter table public.service_packages validate constraint service_packages_price_suv_2row_amount;
    alter table public.service_packages validate constraint service_packages_price_suv_3row_amount;
  end if;
  if not exists (
    select 1 from public.additional_services s
    where s.price is distinct from private.normalised_add_on_price(s.price)
  ) then
    alter table public.additional_services validate constraint additional_services_price_amount_or_words;
  end if;
end;
$$;
