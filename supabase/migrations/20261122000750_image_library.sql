-- The image library as the storage authority and as the source of the reviews carousel
-- (docs/product.md#image-library).
-- 1. The site-images bucket takes only raster images the browsers and the build can show (JPEG,
--    PNG, WebP, AVIF, GIF) of at most 5 MB. SVG is refused: it is a document that can carry script.
--    Storage checks the declared type and the size on every upload, whatever the browser checked;
--    the policies of 20261122000600_storage.sql keep every write admin-only.
-- 2. images gets the Spanish alt text and an owner-set order: the landing's reviews carousel shows
--    the 'testimonials' images by display_order, with the alt text of the page's language.
-- Updates the bucket row the storage migration inserted; creates no storage object.

update storage.buckets
set public = true,
    file_size_limit = 5242880,
    allowed_mime_types = '{image/jpeg,image/png,image/webp,image/avif,image/gif}'
where id = 'site-images';

alter table public.images
  add column alt_text_es text,
  add column display_order integer not null default 0;

comment on column public.images.alt_text is 'Alt text in English (the library''s title of the image).';
comment on column public.images.alt_text_es is 'Alt text in Spanish; null means the English text is used on the Spanish page.';
comment on column public.images.display_order is 'Position in the reviews carousel (testimonials images), smaller first; ties newest first.';

create index images_category_display_order_idx
  on public.images (category, display_order, uploaded_at desc);
