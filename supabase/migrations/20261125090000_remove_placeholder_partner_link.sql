-- The ceramic partner's page is an optional setting: the landing page shows "Get a quote" only
-- when the owner has set a link, and offers a call otherwise. Earlier seeds stored a placeholder
-- (https://www.example.com/ceramic-coating) that sent visitors to a page that is not the partner's;
-- it is removed here wherever it is still the stored value. A link the owner set stays.

delete from public.site_settings
where key = 'ceramic_partner_url'
  and value = 'https://www.example.com/ceramic-coating';
