-- The image library's texts, the photo links and the icons get a length
-- (docs/decisions.md#images-and-icons-have-a-length), the last columns an owner's edits reach that
-- had none, as the site texts have since 20261127230000 and the links since 20261207100000:
--
-- - An image's alt texts, English and Spanish, a line of at most 200 characters (LINE_MAX): the
--   library's title of the photo, which an upload starts from a package's title (a line too). The
--   'Edit Image Metadata' dialog and the upload's description refuse a longer one at the field, as
--   too long; this refuses it from any other writer.
-- - The name a photo was uploaded under at most 255 characters: the longest a file system gives a
--   file (ext4, NTFS, APFS); the upload keeps the first 255 of a longer name made by a script.
-- - The photo links (an image's URL, the hero's background, a package's photo) at most 2,000
--   characters (LINK_MAX, as every other link). The upload and the picker store only the library's
--   public URLs, at most 122 characters (`<project>.supabase.co/storage/v1/object/public/site-images/`
--   and a key of at most 44, `testimonials/<12>-<13 digits>.avif`).
-- - An add-on's and a social link's icon name at most 100 characters: the longest name the site
--   draws is Lucide's 'triangles-centerline-dashed-horizontal', 38; the editors refuse a longer one.
-- - An about card's emoji at most 20 characters: the longest emoji is 10 (a kiss with two skin
--   tones, 15 in the editor's count, which it refuses past 20).
--
-- NOT VALID, as the earlier ones: a row stored longer before is left for the owner, not cut (a cut
-- text, link or name is another one). It fails only a write of itself: each image, card, link and
-- language is its own row, and writes to the others are not blocked.
alter table public.images
  add constraint images_alt_text_length check (char_length(alt_text) <= 200) not valid,
  add constraint images_alt_text_es_length check (char_length(alt_text_es) <= 200) not valid,
  add constraint images_file_name_length check (char_length(file_name) <= 255) not valid,
  add constraint images_url_length check (char_length(url) <= 2000) not valid;

alter table public.hero_content
  add constraint hero_content_background_image_url_length
  check (char_length(background_image_url) <= 2000) not valid;

alter table public.service_packages
  add constraint service_packages_image_url_length check (char_length(image_url) <= 2000) not valid;

alter table public.social_links
  add constraint social_links_icon_name_length check (char_length(icon_name) <= 100) not valid;

alter table public.additional_services
  add constraint additional_services_icon_name_length check (char_length(icon_name) <= 100) not valid;

alter table public.about_sections
  add constraint about_sections_emoji_length check (char_length(emoji) <= 20) not valid;
