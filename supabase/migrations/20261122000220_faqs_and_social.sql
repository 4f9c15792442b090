-- Content tables of the landing page (docs/product.md#content), part 3: FAQ items, one row per
-- language (docs/architecture.md#content-and-languages), and the language-independent social links.
-- Every enumeration and limit is a CHECK; natural keys are unique so seeding is idempotent; URLs
-- must be http(s) so no javascript: link can ever reach the page. RLS
-- (docs/architecture.md#security-model): anyone reads active rows, admins read everything and
-- write.

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
create trigger faq_items_set_updated_at
  before update on public.faq_items
  for each row execute function private.set_updated_at();
create trigger social_links_set_updated_at
  before update on public.social_links
  for each row execute function private.set_updated_at();

-- Grants: API roles get table privileges explicitly (newer Supabase projects no longer grant them
-- by default); row-level security decides what each role may do.
grant select, insert, update, delete on table
  public.faq_items,
  public.social_links
  to anon, authenticated, service_role;

-- Row-level security ----------------------------------------------------------------------------
alter table public.faq_items enable row level security;
alter table public.social_links enable row level security;

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
