-- Settings that hold a link (`…_url`: the ceramic partner page, the map embed) must be http(s),
-- like every URL stored in content (docs/architecture.md#content-and-languages): the admin form
-- checks it at the field, and this refuses a javascript: or data: link from any other writer. An
-- empty value is "not set".
alter table public.site_settings
  add constraint site_settings_url_values_check
  check (key not like '%\_url' or value = '' or value ~* '^https?://\S+$');
