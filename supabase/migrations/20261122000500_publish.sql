-- Publish loop (docs/architecture.md#publish-loop): every committed content change bumps
-- site_publish.revision and, when a build hook is configured, asks pg_net to POST {revision} to it.
-- The build embeds the revision it read, so the admin can tell whether the live site is current;
-- publish_now() re-sends the hook. Only statements that actually changed rows bump (an update
-- hidden by RLS touches nothing and must not trigger a build), and writes made by other triggers
-- (price sync) count as part of the statement that caused them. Expenses and user_roles are not
-- site content and never bump.

-- pg_net on hosted Supabase is an extension to enable; the local platform provides a stand-in
-- `net` schema instead (and there the extension is not available, or must not replace it).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net')
     and not exists (select 1 from pg_extension where extname = 'pg_net')
     and to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    create extension pg_net;
  end if;
end;
$$;

-- site_publish ----------------------------------------------------------------------------------
create table public.site_publish (
  id integer primary key default 1 check (id = 1),
  revision bigint not null default 0 check (revision >= 0),
  updated_at timestamptz not null default now()
);

comment on table public.site_publish is 'Single row: the content revision; bumped by every content change, read by the build and the admin header.';

insert into public.site_publish (id, revision) values (1, 0) on conflict (id) do nothing;

grant select, insert, update, delete on table public.site_publish to anon, authenticated, service_role;

alter table public.site_publish enable row level security;

-- Readable by anyone; written only by the security definer functions below.
create policy "site_publish: visitors read"
  on public.site_publish for select to anon
  using (true);
create policy "site_publish: signed-in users read"
  on public.site_publish for select to authenticated
  using (true);

-- private.publish_config ------------------------------------------------------------------------
-- The build hook URL is a secret of sorts (anyone holding it can trigger builds): no API role has
-- any privilege on this table, admins included. Set it with the SQL editor / service connection:
--   update private.publish_config set build_hook_url = 'https://api.netlify.com/build_hooks/…';
create table private.publish_config (
  id integer primary key default 1 check (id = 1),
  build_hook_url text check (build_hook_url ~* '^https?://\S+$'),
  updated_at timestamptz not null default now()
);

comment on table private.publish_config is 'Single row: the site build hook URL called on every content change (null = no hook). Not visible through the API.';

insert into private.publish_config (id, build_hook_url) values (1, null) on conflict (id) do nothing;

alter table private.publish_config enable row level security;
revoke all on table private.publish_config from public, anon, authenticated, service_role;

create trigger publish_config_set_updated_at
  before update on private.publish_config
  for each row execute function private.set_updated_at();

-- Functions -------------------------------------------------------------------------------------
create or replace function private.call_build_hook(revision bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _url text;
begin
  select pc.build_hook_url into _url from private.publish_config pc where pc.id = 1;
  if _url is not null then
    perform net.http_post(url := _url, body := jsonb_build_object('revision', revision));
  end if;
end;
$$;

comment on function private.call_build_hook(bigint) is 'Queues a POST {revision} to the configured build hook, if any.';

create or replace function private.bump_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _changed boolean;
  _revision bigint;
begin
  -- Nested writes (e.g. the price sync updating the other language) belong to the outer statement.
  if pg_trigger_depth() > 1 then
    return null;
  end if;

  if tg_op = 'DELETE' then
    select exists (select 1 from old_rows) into _changed;
  else
    select exists (select 1 from new_rows) into _changed;
  end if;
  if not _changed then
    return null;
  end if;

  update public.site_publish
  set revision = revision + 1,
      updated_at = now()
  where id = 1
  returning revision into _revision;

  perform private.call_build_hook(_revision);
  return null;
end;
$$;

comment on function private.bump_revision() is 'Statement trigger: bumps site_publish.revision once per content statement that changed rows, then calls the build hook.';

create or replace function public.publish_now()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  _revision bigint;
begin
  if not private.is_admin() then
    raise exception 'Only admins can publish' using errcode = '42501';
  end if;

  select sp.revision into _revision from public.site_publish sp where sp.id = 1;
  perform private.call_build_hook(_revision);
  return _revision;
end;
$$;

comment on function public.publish_now() is 'Admin-only RPC: calls the build hook again with the current revision and returns it.';

revoke execute on function public.publish_now() from public;
grant execute on function public.publish_now() to anon, authenticated, service_role;

-- Statement triggers on every content table --------------------------------------------------
-- One trigger per event: a trigger with transition tables may only fire on one event.
create trigger hero_content_bump_revision_on_insert
  after insert on public.hero_content referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger hero_content_bump_revision_on_update
  after update on public.hero_content referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger hero_content_bump_revision_on_delete
  after delete on public.hero_content referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger service_packages_bump_revision_on_insert
  after insert on public.service_packages referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger service_packages_bump_revision_on_update
  after update on public.service_packages referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger service_packages_bump_revision_on_delete
  after delete on public.service_packages referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger additional_services_bump_revision_on_insert
  after insert on public.additional_services referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger additional_services_bump_revision_on_update
  after update on public.additional_services referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger additional_services_bump_revision_on_delete
  after delete on public.additional_services referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger about_sections_bump_revision_on_insert
  after insert on public.about_sections referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger about_sections_bump_revision_on_update
  after update on public.about_sections referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger about_sections_bump_revision_on_delete
  after delete on public.about_sections referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger testimonials_bump_revision_on_insert
  after insert on public.testimonials referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger testimonials_bump_revision_on_update
  after update on public.testimonials referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger testimonials_bump_revision_on_delete
  after delete on public.testimonials referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger faq_items_bump_revision_on_insert
  after insert on public.faq_items referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger faq_items_bump_revision_on_update
  after update on public.faq_items referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger faq_items_bump_revision_on_delete
  after delete on public.faq_items referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger social_links_bump_revision_on_insert
  after insert on public.social_links referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger social_links_bump_revision_on_update
  after update on public.social_links referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger social_links_bump_revision_on_delete
  after delete on public.social_links referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger site_settings_bump_revision_on_insert
  after insert on public.site_settings referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger site_settings_bump_revision_on_update
  after update on public.site_settings referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger site_settings_bump_revision_on_delete
  after delete on public.site_settings referencing old table as old_rows
  for each statement execute function private.bump_revision();

create trigger images_bump_revision_on_insert
  after insert on public.images referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger images_bump_revision_on_update
  after update on public.images referencing new table as new_rows
  for each statement execute function private.bump_revision();
create trigger images_bump_revision_on_delete
  after delete on public.images referencing old table as old_rows
  for each statement execute function private.bump_revision();
