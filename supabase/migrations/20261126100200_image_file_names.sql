-- An image's file name is not its description (docs/product.md#image-library). An upload took
-- the file name as its alt text, so a photo uploaded into Testimonials went straight into the
-- reviews carousel of both pages described as "IMG_4032". Now:
-- - images.file_name keeps the name the file was picked under: the library searches it and shows
--   it, and nothing on the public site uses it;
-- - an upload has no alt text until the owner writes one, and a blank alt text is no alt text
--   (null); the carousel shows a Testimonials photo only once it has alt text in both languages
--   that is not its file name (src/lib/content/carousel.ts).
-- Existing images get their file name back from the history where it recorded their upload; an
-- alt text still equal to that file name was never written by anyone and becomes null.

alter table public.images add column file_name text;

comment on column public.images.file_name is 'The name the file had when it was uploaded (e.g. IMG_4032.jpg): for the library''s search and title, never used as alt text.';

-- Blank alt texts mean none.
update public.images
set alt_text = nullif(btrim(alt_text), ''),
    alt_text_es = nullif(btrim(alt_text_es), '')
where alt_text is distinct from nullif(btrim(alt_text), '')
   or alt_text_es is distinct from nullif(btrim(alt_text_es), '');

alter table public.images
  add constraint images_alt_text_not_blank check (btrim(alt_text) <> ''),
  add constraint images_alt_text_es_not_blank check (btrim(alt_text_es) <> '');

comment on constraint images_alt_text_not_blank on public.images is 'An alt text is written or null (none yet), never blank.';
comment on constraint images_alt_text_es_not_blank on public.images is 'A Spanish alt text is written or null (none yet), never blank.';

-- The upload's alt text was the file name without its extension.
update public.images i
set file_name = first_version.alt_text
from (
  select distinct on (h.entry_key) h.entry_key, h.new_row ->> 'alt_text' as alt_text
  from private.content_history h
  where h.table_name = 'images' and h.operation = 'insert'
  order by h.entry_key, h.id
) first_version
where i.id::text = first_version.entry_key
  and i.file_name is null
  and first_version.alt_text is not null;

update public.images
set alt_text = null
where file_name is not null and alt_text = file_name;

-- The history names an image by its alt text, else its file name, else its storage path.
create or replace function private.history_entry_label(table_name text, row_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case table_name
    when 'additional_services' then row_data ->> 'name'
    when 'testimonials' then row_data ->> 'author_name'
    when 'faq_items' then row_data ->> 'question'
    when 'social_links' then row_data ->> 'platform'
    when 'site_settings' then row_data ->> 'key'
    when 'images' then coalesce(
      nullif(row_data ->> 'alt_text', ''),
      nullif(row_data ->> 'file_name', ''),
      row_data ->> 'key'
    )
    else row_data ->> 'title'
  end;
$$;
