-- Site Settings' texts have a length (docs/decisions.md#site-settings-texts-have-a-length), as the
-- contact e-mail has since 20261206120000: the company name at most 80 characters (the landing's
-- sticky header wraps it, never cuts it), the top banners and the shop's street address a line of
-- at most 200, the ceramic partner's page and the map's embed link at most 2,000. The Site Settings
-- editor refuses a longer one at the field, as too long; this refuses it from any other writer.
-- Phone numbers, hours, payments, the areas served and the retention period are held to their
-- formats instead. A key not named here has no limit (the CASE gives null, which a check passes).
--
-- NOT VALID, as for the e-mail: a text stored longer before is left for the owner to shorten, not
-- cut (a cut name, address or link is another one, and would be published unseen). Each setting is
-- its own row and a save writes only the settings it changes, so such a row fails only a write of
-- itself, which the editor refuses first with the reason; saving any other setting is not blocked.
alter table public.site_settings
  add constraint site_settings_text_length
  check (
    char_length(value) <= case key
      when 'company_name' then 80
      when 'top_banner_message_en' then 200
      when 'top_banner_message_es' then 200
      when 'street_address' then 200
      when 'ceramic_partner_url' then 2000
      when 'map_embed_url' then 2000
    end
  ) not valid;
