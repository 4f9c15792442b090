-- Content tables of the landing page (SPEC §3), one row per language (DESIGN §5).
-- Every enumeration and limit is a CHECK; natural keys are unique so seeding is idempotent; URLs
-- must be http(s) so no javascript: link can ever reach the page.
-- RLS (DESIGN §7): anyone reads active rows, admins read everything and write.

-- hero_content ----------------------------------------------------------------------------------
create table public.hero_content (
  id uuid primary key default gen_random_uuid(),
  language text not null check (language in ('en', 'es')),
  title text not null check (btrim(title) <> ''),
  subtitle text not null check (btrim(subtitle) <> ''),
  description text not null check (btrim(description) <> ''),
  cta_primary_text text not null check (btrim(cta_primary_text) <> ''),
  cta_secondary_text text not null check (btrim(cta_secondary_text) <> ''),
  background_image_url text check (background_image_url ~* '^https?://\S+$'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint hero_content_language_key unique (language)
);

comment on table public.hero_content is 'Hero section text per language (one row per language).';

create index hero_content_is_active_idx on public.hero_content (is_active);

-- service_packages ------------------------------------------------------------------------------
create table public.service_packages (
  id uuid primary key default gen_random_uuid(),
  package_type text not null check (package_type in ('silver', 'gold', 'platinum')),
  title text not null check (btrim(title) <> ''),
  label text not null check (btrim(label) <> ''),
  description text not null check (btrim(description) <> ''),
  price_sedan text not null check (btrim(price_sedan) <> ''),
  price_suv_2row text not null check (btrim(price_suv_2row) <> ''),
  price_suv_3row text not null check (btrim(price_suv_3row) <> ''),
  duration text not null check (btrim(duration) <> ''),
  features text[] not null check (cardinality(features) > 0),
  image_url text check (image_url ~* '^https?://\S+$'),
  display_order integer not null default 0,
  language text not null check (language in ('en', 'es')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint service_packages_package_type_language_key unique (package_type, language)
);

comment on table public.service_packages is 'Detailing packages (silver, gold, platinum) per language; prices are kept equal across languages by trigger.';

create index service_packages_active_order_idx on public.service_packages (is_active, language, display_order);

-- additional_services ---------------------------------------------------------------------------
create table public.additional_services (
  id uuid primary key default gen_random_uuid(),
  service_key text not null check (btrim(service_key) <> ''),
  name text not null check (btrim(name) <> ''),
  description text not null check (btrim(description) <> ''),
  price text not null check (btrim(price) <> ''),
  icon_name text not null check (btrim(icon_name) <> ''),
  language text not null check (language in ('en', 'es')),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint additional_services_service_key_language_key unique (service_key, language)
);

comment on table public.additional_services is 'Add-on services per language; numeric prices are kept equal across languages by trigger, word labels (e.g. Additional Fee) stay per language.';

create index additional_services_active_order_idx on public.additional_services (is_active, language, display_order);

-- about_sections --------------------------------------------------------------------------------
create table public.about_sections (
  id uuid primary key default gen_random_uuid(),
  section_key text not null check (btrim(section_key) <> ''),
  title text not null check (btrim(title) <> ''),
  description text not null check (btrim(description) <> ''),
  emoji text not null check (btrim(emoji) <> ''),
  display_order integer not null default 0,
  language text not null check (language in ('en', 'es')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint about_sections_section_key_language_key unique (section_key, language)
);

comment on table public.about_sections is 'About cards (licensed, mobile, rated, add-ons) per language.';

create index about_sections_active_order_idx on public.about_sections (is_active, language, display_order);

-- testimonials ----------------------------------------------------------------------------------
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  testimonial_key text not null check (btrim(testimonial_key) <> ''),
  author_name text not null check (btrim(author_name) <> ''),
  content text not null check (btrim(content) <> ''),
  rating integer not null check (rating between 1 and 5),
  language text not null check (language in ('en', 'es')),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint testimonials_testimonial_key_language_key unique (testimonial_key, language)
);

comment on table public.testimonials is 'Customer reviews per language, rated 1 to 5.';

create index testimonials_active_order_idx on public.testimonials (is_active, language, display_order);

-- faq_items -------------------------------------------------------------------------------------
create table public.faq_items (
  id uuid primary key default gen_random_uuid(),
  faq_key text not null check (btrim(faq_key) <> ''),
  question text not null check (btrim(question) <> ''),
  answer text not null check (btrim(answer) <> ''),
  language text not null check (language in ('en', 'es')),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint faq_items_faq_key_language_key unique (faq_key, language)
);

comment on table public.faq_items is 'FAQ question/answer pairs per language.';

create index faq_items_active_order_idx on public.faq_items (is_active, language, display_order);

-- social_links ----------------------------------------------------------------------------------
create table public.social_links (
  id uuid primary key default gen_random_uuid(),
  platform text not null check (btrim(platform) <> ''),
  url text not null check (url ~* '^https?://\S+$'),
  icon_name text not null check (btrim(icon_name) <> ''),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint social_links_platform_key unique (platform)
);

comment on table public.social_links is 'Social network links shown in the footer (language independent).';

create index social_links_active_order_idx on public.social_links (is_active, display_order);

-- updated_at triggers ---------------------------------------------------------------------------
create trigger hero_content_set_updated_at
  before update on public.hero_content
  for each row execute function private.set_updated_at();
create trigger service_packages_set_updated_at
  before update on public.service_packages
  for each row execute function private.set_updated_at();
create trigger additional_services_set_updated_at
  before update on public.additional_services
  for each row execute function private.set_updated_at();
create trigger about_sections_set_updated_at
  before update on public.about_sections
  for each row execute function private.set_updated_at();
create trigger testimonials_set_updated_at
  before update on public.testimonials
  for each row execute function private.set_updated_at();
create trigger faq_items_set_updated_at
  before update on public.faq_items
  for each row execute function private.set_updated_at();
create trigger social_links_set_updated_at
  before update on public.social_links
  for each row execute function private.set_updated_at();

-- Grants: API roles get table privileges explicitly (newer Supabase projects no longer grant them
-- by default); row-level security decides what each role may do.
grant select, insert, update, delete on table
  public.hero_content,
  public.service_packages,
  public.additional_services,
  public.about_sections,
  public.testimonials,
  public.faq_items,
  public.social_links
  to anon, authenticated, service_role;

-- Row-level security ----------------------------------------------------------------------------
alter table public.hero_content enable row level security;
alter table public.service_packages enable row level security;
alter table public.additional_services enable row level security;
alter table public.about_sections enable row level security;
alter table public.testimonials enable row level security;
alter table public.faq_items enable row level security;
alter table public.social_links enable row level security;

-- hero_content
create policy "hero_content: visitors read active rows"
  on public.hero_content for select to anon
  using (is_active);
create policy "hero_content: signed-in users read active rows, admins read all"
  on public.hero_content for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "hero_content: admins insert"
  on public.hero_content for insert to authenticated
  with check ((select private.is_admin()));
create policy "hero_content: admins update"
  on public.hero_content for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "hero_content: admins delete"
  on public.hero_content for delete to authenticated
  using ((select private.is_admin()));

-- service_packages
create policy "service_packages: visitors read active rows"
  on public.service_packages for select to anon
  using (is_active);
create policy "service_packages: signed-in users read active rows, admins read all"
  on public.service_packages for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "service_packages: admins insert"
  on public.service_packages for insert to authenticated
  with check ((select private.is_admin()));
create policy "service_packages: admins update"
  on public.service_packages for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "service_packages: admins delete"
  on public.service_packages for delete to authenticated
  using ((select private.is_admin()));

-- additional_services
create policy "additional_services: visitors read active rows"
  on public.additional_services for select to anon
  using (is_active);
create policy "additional_services: signed-in users read active rows, admins read all"
  on public.additional_services for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "additional_services: admins insert"
  on public.additional_services for insert to authenticated
  with check ((select private.is_admin()));
create policy "additional_services: admins update"
  on public.additional_services for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "additional_services: admins delete"
  on public.additional_services for delete to authenticated
  using ((select private.is_admin()));

-- about_sections
create policy "about_sections: visitors read active rows"
  on public.about_sections for select to anon
  using (is_active);
create policy "about_sections: signed-in users read active rows, admins read all"
  on public.about_sections for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "about_sections: admins insert"
  on public.about_sections for insert to authenticated
  with check ((select private.is_admin()));
create policy "about_sections: admins update"
  on public.about_sections for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "about_sections: admins delete"
  on public.about_sections for delete to authenticated
  using ((select private.is_admin()));

-- testimonials
create policy "testimonials: visitors read active rows"
  on public.testimonials for select to anon
  using (is_active);
create policy "testimonials: signed-in users read active rows, admins read all"
  on public.testimonials for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "testimonials: admins insert"
  on public.testimonials for insert to authenticated
  with check ((select private.is_admin()));
create policy "testimonials: admins update"
  on public.testimonials for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "testimonials: admins delete"
  on public.testimonials for delete to authenticated
  using ((select private.is_admin()));

-- faq_items
create policy "faq_items: visitors read active rows"
  on public.faq_items for select to anon
  using (is_active);
create policy "faq_items: signed-in users read active rows, admins read all"
  on public.faq_items for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "faq_items: admins insert"
  on public.faq_items for insert to authenticated
  with check ((select private.is_admin()));
create policy "faq_items: admins update"
  on public.faq_items for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "faq_items: admins delete"
  on public.faq_items for delete to authenticated
  using ((select private.is_admin()));

-- social_links
create policy "social_links: visitors read active rows"
  on public.social_links for select to anon
  using (is_active);
create policy "social_links: signed-in users read active rows, admins read all"
  on public.social_links for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "social_links: admins insert"
  on public.social_links for insert to authenticated
  with check ((select private.is_admin()));
create policy "social_links: admins update"
  on public.social_links for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "social_links: admins delete"
  on public.social_links for delete to authenticated
  using ((select private.is_admin()));
