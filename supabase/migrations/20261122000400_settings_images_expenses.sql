-- Site settings, the image library and the expense tracker (docs/product.md#content). site_settings
-- and images are public reads (the landing page and the picker need them); expenses are the
-- business's books: admins only, invisible to everyone else (docs/architecture.md#security-model).

-- site_settings ---------------------------------------------------------------------------------
create table public.site_settings (
  key text primary key check (btrim(key) <> ''),
  value text not null default '',
  category text not null default 'general' check (btrim(category) <> ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.site_settings is 'Key/value settings the landing page reads (company name, phone, e-mail, banner, hours, partner and map URLs).';

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row execute function private.set_updated_at();

-- images ----------------------------------------------------------------------------------------
create table public.images (
  id uuid primary key default gen_random_uuid(),
  url text not null check (url ~* '^https?://\S+$'),
  key text not null check (btrim(key) <> ''),
  category text not null default 'general'
    check (category in ('hero', 'services', 'about', 'testimonials', 'general')),
  alt_text text,
  uploaded_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint images_key_key unique (key)
);

comment on table public.images is 'Image library: one row per file in the site-images bucket (key = storage path).';

create index images_category_uploaded_at_idx on public.images (category, uploaded_at desc);

create trigger images_set_updated_at
  before update on public.images
  for each row execute function private.set_updated_at();

-- expenses --------------------------------------------------------------------------------------
create table public.expenses (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  amount numeric(12, 2) not null check (amount >= 0),
  category text not null default 'Subscription'
    check (category in ('Subscription', 'Development', 'Domain', 'Email', 'Software', 'Marketing', 'Other')),
  frequency text not null default 'monthly' check (frequency in ('monthly', 'yearly', 'one-time')),
  next_due_date date,
  description text,
  vendor text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.expenses is 'Expense tracker of the business (admins only).';

create index expenses_next_due_date_idx on public.expenses (next_due_date);

create trigger expenses_set_updated_at
  before update on public.expenses
  for each row execute function private.set_updated_at();

-- Grants (RLS decides) --------------------------------------------------------------------------
grant select, insert, update, delete on table public.site_settings, public.images, public.expenses
  to anon, authenticated, service_role;

-- Row-level security ----------------------------------------------------------------------------
alter table public.site_settings enable row level security;
alter table public.images enable row level security;
alter table public.expenses enable row level security;

-- site_settings
create policy "site_settings: visitors read"
  on public.site_settings for select to anon
  using (true);
create policy "site_settings: signed-in users read"
  on public.site_settings for select to authenticated
  using (true);
create policy "site_settings: admins insert"
  on public.site_settings for insert to authenticated
  with check ((select private.is_admin()));
create policy "site_settings: admins update"
  on public.site_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "site_settings: admins delete"
  on public.site_settings for delete to authenticated
  using ((select private.is_admin()));

-- images
create policy "images: visitors read"
  on public.images for select to anon
  using (true);
create policy "images: signed-in users read"
  on public.images for select to authenticated
  using (true);
create policy "images: admins insert"
  on public.images for insert to authenticated
  with check ((select private.is_admin()));
create policy "images: admins update"
  on public.images for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "images: admins delete"
  on public.images for delete to authenticated
  using ((select private.is_admin()));

-- expenses: no policy for anon at all, so visitors see and change nothing.
create policy "expenses: admins read"
  on public.expenses for select to authenticated
  using ((select private.is_admin()));
create policy "expenses: admins insert"
  on public.expenses for insert to authenticated
  with check ((select private.is_admin()));
create policy "expenses: admins update"
  on public.expenses for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "expenses: admins delete"
  on public.expenses for delete to authenticated
  using ((select private.is_admin()));
