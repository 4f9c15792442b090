-- Prices are facts, not wording: a Spanish visitor never sees a different price than an English one
-- (docs/architecture.md#content-and-languages). The database keeps them equal across languages:
--   service_packages: price_sedan, price_suv_2row, price_suv_3row, synced by package_type;
--   additional_services: price, synced by service_key.
-- On insert a row takes the prices of an existing row with the same key in another language; on
-- update the other languages' rows take the new prices. An add-on price without any digit (a word
-- label such as 'Additional Fee' / 'Cargo adicional') is per-language wording: it is neither
-- propagated nor overwritten by a sibling's label.
-- Recursion stops by itself: the sibling update only touches rows whose value differs, so the
-- trigger it fires finds nothing left to change.

-- service_packages ------------------------------------------------------------------------------
create or replace function private.service_packages_take_sibling_prices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _sibling record;
begin
  select sp.price_sedan, sp.price_suv_2row, sp.price_suv_3row
  into _sibling
  from public.service_packages sp
  where sp.package_type = new.package_type
    and sp.language <> new.language
  order by sp.updated_at desc
  limit 1;

  if found then
    new.price_sedan := _sibling.price_sedan;
    new.price_suv_2row := _sibling.price_suv_2row;
    new.price_suv_3row := _sibling.price_suv_3row;
  end if;
  return new;
end;
$$;

comment on function private.service_packages_take_sibling_prices() is 'Trigger: a new package row takes the prices of the same package in another language.';

create or replace function private.service_packages_share_prices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.service_packages sp
  set price_sedan = new.price_sedan,
      price_suv_2row = new.price_suv_2row,
      price_suv_3row = new.price_suv_3row
  where sp.package_type = new.package_type
    and sp.language <> new.language
    and (sp.price_sedan, sp.price_suv_2row, sp.price_suv_3row)
      is distinct from (new.price_sedan, new.price_suv_2row, new.price_suv_3row);
  return null;
end;
$$;

comment on function private.service_packages_share_prices() is 'Trigger: copies a package''s changed prices to the same package in the other languages.';

create trigger service_packages_take_sibling_prices
  before insert on public.service_packages
  for each row execute function private.service_packages_take_sibling_prices();

create trigger service_packages_share_prices
  after update of price_sedan, price_suv_2row, price_suv_3row, package_type, language
  on public.service_packages
  for each row execute function private.service_packages_share_prices();

-- additional_services ---------------------------------------------------------------------------
create or replace function private.additional_services_take_sibling_price()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _price text;
begin
  -- A word label of its own is this language's wording: keep it.
  if new.price !~ '[0-9]' then
    return new;
  end if;

  select s.price
  into _price
  from public.additional_services s
  where s.service_key = new.service_key
    and s.language <> new.language
    and s.price ~ '[0-9]'
  order by s.updated_at desc
  limit 1;

  if found then
    new.price := _price;
  end if;
  return new;
end;
$$;

comment on function private.additional_services_take_sibling_price() is 'Trigger: a new add-on row takes the numeric price of the same add-on in another language.';

create or replace function private.additional_services_share_price()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Word labels are per-language wording and never propagate.
  if new.price !~ '[0-9]' then
    return null;
  end if;

  update public.additional_services s
  set price = new.price
  where s.service_key = new.service_key
    and s.language <> new.language
    and s.price is distinct from new.price;
  return null;
end;
$$;

comment on function private.additional_services_share_price() is 'Trigger: copies an add-on''s changed numeric price to the same add-on in the other languages.';

create trigger additional_services_take_sibling_price
  before insert on public.additional_services
  for each row execute function private.additional_services_take_sibling_price();

create trigger additional_services_share_price
  after update of price, service_key, language
  on public.additional_services
  for each row execute function private.additional_services_share_price();
