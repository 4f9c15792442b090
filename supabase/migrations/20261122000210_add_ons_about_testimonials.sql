-- Content tables of the landing page (docs/product.md#content), part 2: add-on services, about
-- cards and testimonials, one row per language (docs/architecture.md#content-and-languages). Every
-- enumeration and limit is a CHECK; natural keys are unique so seeding is idempotent; URLs must be
-- http(s) so no javascript: link can ever reach the page. RLS
-- (docs/architecture.md#security-model): anyone reads active rows, admins read everything and
-- write.

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

-- updated_at triggers ---------------------------------------------------------------------------
create trigger additional_services_set_updated_at
  before update on public.additional_services
  for each row execute function private.set_updated_at();
create trigger about_sections_set_updated_at
  before update on public.about_sections
  for each row execute function private.set_updated_at();
create trigger testimonials_set_updated_at
  before update on public.testimonials
  for each row execute function private.set_updated_at();

-- Grants: API roles get table privileges explicitly (newer Supabase projects no longer grant them
-- by default); row-level security decides what each role may do.
grant select, insert, update, delete on table
  public.additional_services,
  public.about_sections,
  public.testimonials
  to anon, authenticated, service_role;

-- Row-level security ----------------------------------------------------------------------------
alter table public.additional_services enable row level security;
alter table public.about_sections enable row level security;
alter table public.testimonials enable row level security;

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
