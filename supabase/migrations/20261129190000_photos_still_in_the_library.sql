-- A hero or package photo's file must still be in storage (docs/product.md#history-and-recovery).
-- Deleting an image removes its file and row and takes it off the hero and packages; restoring an
-- older version of the hero (or a package) through its History, or saving a dialog opened before
-- the delete, wrote the deleted image's URL back: the site was rebuilt without the photo (storage
-- answered HTTP 400) and the dialog showed a broken image. Like restore_deleted's refusal of a
-- deleted image (20261127220100_restore_refusals_named.sql), a write that points a photo at a file
-- of the site-images bucket that storage no longer has is refused with the hint 'image_gone', which
-- the admin words in its language. Only a changed photo is checked: a save of the texts alone
-- never trips over a photo stored earlier, and a URL outside the bucket is left to the build's
-- photo check (src/lib/content/photo-check.ts). The admin's save writes one request per language
-- and the photo with the last; it asks require_photos_in_library first, so a refused photo leaves
-- every language unwritten (src/lib/data/entry-save.ts).

create or replace function private.photo_gone(url text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- The file by the URL's own path, or by the key of the library image with that URL.
  select url like '%/storage/v1/object/public/site-images/%'
    and not exists (
      select 1
      from storage.objects o
      where o.bucket_id = 'site-images'
        and (
          o.name = split_part(substring(url from '/storage/v1/object/public/site-images/(.*)$'), '?', 1)
          or o.name in (select i.key from public.images i where i.url = photo_gone.url)
        )
    );
$$;

comment on function private.photo_gone(text) is 'Whether a URL names a file of the site-images bucket that storage no longer has.';

create or replace function private.refuse_gone_photo(url text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.photo_gone(url) then
    raise exception 'That photo was deleted from the image library: its file is gone. Upload it again, then choose it.'
      using errcode = '22023', hint = 'image_gone';
  end if;
end;
$$;

comment on function private.refuse_gone_photo(text) is 'Raises 22023 with the hint image_gone when the URL names a file the image library no longer has.';

create or replace function private.require_photo_in_library()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The photo column is the trigger's argument (background_image_url, image_url).
  _photo text := to_jsonb(new) ->> tg_argv[0];
begin
  if tg_op = 'INSERT' or _photo is distinct from to_jsonb(old) ->> tg_argv[0] then
    perform private.refuse_gone_photo(_photo);
  end if;
  return new;
end;
$$;

comment on function private.require_photo_in_library() is 'Trigger: refuses a photo (the column named by the argument) whose file was deleted from the image library.';

-- The admin's check before a save writes anything: refuses as the triggers below would.
create or replace function private.require_photos_in_library(urls text[])
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _url text;
begin
  if not private.is_admin() then
    raise exception 'Only admins can check the photos of a save' using errcode = '42501';
  end if;
  foreach _url in array coalesce(urls, '{}') loop
    perform private.refuse_gone_photo(_url);
  end loop;
end;
$$;

comment on function private.require_photos_in_library(text[]) is 'Admin only: raises as a hero or package save would when one of the URLs names a file the image library no longer has.';

create or replace function public.require_photos_in_library(urls text[])
returns void
language sql
stable
security invoker
set search_path = ''
as $$
  select private.require_photos_in_library(urls);
$$;

comment on function public.require_photos_in_library(text[]) is 'Admin-only RPC: refuses photos deleted from the image library before a save writes anything (see private.require_photos_in_library).';

-- Only the admin's save calls it (docs/architecture.md#privileges).
revoke execute on function public.require_photos_in_library(text[]), private.require_photos_in_library(text[]) from public, anon, authenticated;
grant execute on function public.require_photos_in_library(text[]), private.require_photos_in_library(text[]) to authenticated, service_role;

-- A trigger runs its function whoever fires it: no API role needs to execute them.
revoke execute on function private.photo_gone(text) from public, anon, authenticated;
revoke execute on function private.refuse_gone_photo(text) from public, anon, authenticated;
revoke execute on function private.require_photo_in_library() from public, anon, authenticated;

create trigger hero_content_photo_in_library
  before insert or update of background_image_url
  on public.hero_content
  for each row execute function private.require_photo_in_library('background_image_url');

create trigger service_packages_photo_in_library
  before insert or update of image_url
  on public.service_packages
  for each row execute function private.require_photo_in_library('image_url');
