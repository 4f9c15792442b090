-- The contact e-mail setting is at most 254 characters, as a booking's e-mail
-- (docs/decisions.md#an-e-mail-address-has-a-length): the longest address mail can carry. The Site
-- Settings editor refuses a longer one at the field, as too long; this refuses it from any other
-- writer. NOT VALID: an address stored longer before is left for the owner to shorten (cutting it
-- would make it another address); the check holds for every later write of it.
alter table public.site_settings
  add constraint site_settings_contact_email_length
  check (key <> 'contact_email' or char_length(value) <= 254) not valid;
