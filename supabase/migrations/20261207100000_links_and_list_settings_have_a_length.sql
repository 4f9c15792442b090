-- The owner's last texts without a length get one (docs/decisions.md#links-and-list-settings-have-a-length),
-- as the site texts have since 20261127230000 and Site Settings' texts since 20261206130000:
--
-- - A social link's URL at most 2,000 characters (LINK_MAX, as the partner's and the map's links):
--   past that a link is pasted text, not an address. The Social Links editor refuses a longer one
--   at the field, as too long; this refuses it from any other writer, which stored it before.
-- - The settings held to a form by the editor only (no check of theirs bounds them here): the
--   phone and WhatsApp numbers and the payment methods a line of at most 200 (the editor stores
--   '(703) 555-0100', 14 characters, and all nine methods as JSON, 86), the opening hours at most
--   2,000 (the editor stores at most 20 opening times, some 1,600 characters of JSON), the areas
--   served at most 400,000 (the editor's 20 areas of 100 towns, every name 80 characters, are some
--   170,000 characters of JSON, twice that with every character escaped, a quote or a backslash).
--   The editor never stores more, so only another writer meets these. The retention period has its
--   own check (digits, 1 to 120); a key not named in either CASE has no limit (null passes).
--
-- NOT VALID, as the earlier ones: a row stored longer before is left for the owner, not cut (a cut
-- link or number is another one). It fails only a write of itself: each social link and each
-- setting is its own row, and writes to the others are not blocked.
alter table public.social_links
  add constraint social_links_url_length check (char_length(url) <= 2000) not valid;

alter table public.site_settings
  add constraint site_settings_list_length
  check (
    char_length(value) <= case key
      when 'phone_number' then 200
      when 'whatsapp_number' then 200
      when 'payment_methods' then 200
      when 'opening_hours' then 2000
      when 'service_area' then 400000
    end
  ) not valid;
