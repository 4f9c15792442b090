-- The hero's background photo is one photo for both languages (docs/architecture.md#content-and-languages).
-- It was a column of each language's row: a photo picked in the Spanish column showed on /es/
-- only, and / kept the plain background. Now the database keeps hero_content.background_image_url
-- equal across languages exactly as it keeps a package's photo equal
-- (20261126100100_package_photo_shared.sql): a new row takes the photo of the hero in another
-- language, and a changed photo reaches the other languages. The hero is one entry (one row per
-- language, unique by language), so the other languages are simply the other rows.
--
-- An existing hero whose languages differ gets the photo set most recently on any of them (a photo
-- wins over none), so no photo the owner picked is lost.

create or replace function private.hero_content_take_sibling_photo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _sibling record;
begin
  select h.background_image_url
  into _sibling
  from public.hero_content h
  where h.language <> new.language
  order by h.updated_at desc
  limit 1;

  if found then
    new.background_image_url := _sibling.background_image_url;
  end if;
  return new;
end;
$$;

comment on function private.hero_content_take_sibling_photo() is 'Trigger: a new hero row takes the background photo of the hero in another language.';

create or replace function private.hero_content_share_photo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only rows that differ are written, so the trigger this update fires finds nothing to do (and
  -- a save of the texts alone writes no other row: no version, no updated_at moved).
  update public.hero_content h
  set background_image_url = new.background_image_url
  where h.language <> new.language
    and h.background_image_url is distinct from new.background_image_url;
  return null;
end;
$$;

comment on function private.hero_content_share_photo() is 'Trigger: copies the hero''s changed background photo to the hero in the other languages.';

-- A trigger runs its function whoever fires it: no API role needs to execute them.
revoke execute on function private.hero_content_take_sibling_photo() from public, anon, authenticated;
revoke execute on function private.hero_content_share_photo() from public, anon, authenticated;

create trigger hero_content_take_sibling_photo
  before insert on public.hero_content
  for each row execute function private.hero_content_take_sibling_photo();

create trigger hero_content_share_photo
  after update of background_image_url, language
  on public.hero_content
  for each row execute function private.hero_content_share_photo();

-- The existing hero: one photo, the latest picked.
update public.hero_content h
set background_image_url = chosen.background_image_url
from (
  select c.background_image_url
  from public.hero_content c
  where c.background_image_url is not null
  order by c.updated_at desc
  limit 1
) chosen
where h.background_image_url is distinct from chosen.background_image_url;
