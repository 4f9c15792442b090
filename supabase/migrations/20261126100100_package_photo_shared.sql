-- A package's photo is one photo for both languages (docs/architecture.md#content-and-languages).
-- It was a column of each language's row: picking a photo for Gold in English left the Spanish
-- Gold card without it. Now the database keeps service_packages.image_url equal across languages
-- exactly as it keeps the prices equal (20261122000300_price_sync.sql): a new row takes the photo
-- of the same package in another language, and a changed photo reaches the other languages. The
-- two price-sync functions become the functions of a package's shared facts, prices and photo.
--
-- Existing packages whose languages differ get the photo set most recently on any of them (a
-- photo wins over none), so no photo the owner picked is lost.

create or replace function private.service_packages_take_sibling_facts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _sibling record;
begin
  select sp.price_sedan, sp.price_suv_2row, sp.price_suv_3row, sp.image_url
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
    new.image_url := _sibling.image_url;
  end if;
  return new;
end;
$$;

comment on function private.service_packages_take_sibling_facts() is 'Trigger: a new package row takes the prices and the photo of the same package in another language.';

create or replace function private.service_packages_share_facts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only rows that differ are written, so the trigger this update fires finds nothing to do.
  update public.service_packages sp
  set price_sedan = new.price_sedan,
      price_suv_2row = new.price_suv_2row,
      price_suv_3row = new.price_suv_3row,
      image_url = new.image_url
  where sp.package_type = new.package_type
    and sp.language <> new.language
    and (sp.price_sedan, sp.price_suv_2row, sp.price_suv_3row, sp.image_url)
      is distinct from (new.price_sedan, new.price_suv_2row, new.price_suv_3row, new.image_url);
  return null;
end;
$$;

comment on function private.service_packages_share_facts() is 'Trigger: copies a package''s changed prices and photo to the same package in the other languages.';

-- A trigger runs its function whoever fires it: no API role needs to execute them.
revoke execute on function private.service_packages_take_sibling_facts() from public, anon, authenticated;
revoke execute on function private.service_packages_share_facts() from public, anon, authenticated;

drop trigger service_packages_take_sibling_prices on public.service_packages;
drop trigger service_packages_share_prices on public.service_packages;
drop function private.service_packages_take_sibling_prices();
drop function private.service_packages_share_prices();

-- Same names' order as before: after the prices are normalised (service_packages_normalise_prices).
create trigger service_packages_take_sibling_facts
  before insert on public.service_packages
  for each row execute function private.service_packages_take_sibling_facts();

create trigger service_packages_share_facts
  after update of price_sedan, price_suv_2row, price_suv_3row, image_url, package_type, language
  on public.service_packages
  for each row execute function private.service_packages_share_facts();

-- Existing packages: one photo per package, the latest picked.
update public.service_packages sp
set image_url = chosen.image_url
from (
  select distinct on (p.package_type) p.package_type, p.image_url
  from public.service_packages p
  where p.image_url is not null
  order by p.package_type, p.updated_at desc
) chosen
where sp.package_type = chosen.package_type
  and sp.image_url is distinct from chosen.image_url;
