-- Content tables of the landing page (docs/product.md#content), part 1: the hero and the service
-- packages, one row per language (docs/architecture.md#content-and-languages). Every enumeration
-- and limit is a CHECK; natural keys are unique so seeding is idempotent; URLs must be http(s) so
-- no javascript: link can ever reach the page. RLS (docs/architecture.md#security-model): anyone
-- reads active rows, admins read everything and write.

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

-- updated_at triggers ---------------------------------------------------------------------------
create trigger hero_content_set_updated_at
  before update on public.hero_content
  for each row execute function private.set_updated_at();
create trigger service_packages_set_updated_at
  before update on public.service_packages
  for each row execute function private.set_updated_at();

-- Grants: API roles get table privileges explicitly (newer Supabase projects no longer grant them
-- by default); row-level security decides what each role may do.
grant select, insert, update, delete on table
  public.hero_content,
  public.service_packages
  to anon, authenticated, service_role;

-- Row-level security ----------------------------------------------------------------------------
alter table public.hero_content enable row level security;
alter table public.service_packages enable row level security;

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
