-- Content history: a way back from every mistake. Every insert, update and delete on the content
-- tables (hero, packages, add-ons, about, testimonials, FAQs, social links, site settings and the
-- images' metadata) is kept by a row trigger in private.content_history: the table, the entry's
-- key, the language, the operation, the row before and after, who did it (auth.uid()), when, and
-- the site revision that publishes it. Nobody writes the table directly and no API role can read
-- it: admins read it through the RPCs below (an entry's versions, recently deleted entries, the
-- site's recent activity) and bring a deleted entry back with restore_deleted().
--
-- Retention works like the booking requests' (20261124100000_booking_retention_setting.sql): one
-- cutoff function says what is old, one purge deletes by it. A version is kept while it is younger
-- than 12 months or among the newest 100 transactions of its entry (a save writes each language
-- in its own request, so that is at least the last 50 saves); each new version purges its own
-- entry's expired ones, so the table stays bounded without anyone pressing a button.

-- The entry of a row ------------------------------------------------------------------------------
-- The key an entry keeps for life, as the admin's editors group rows: the natural key without the
-- language (faq_key…), the table name for the hero (both languages are one entry), the row id
-- where the unique column can be renamed (a social link's platform) or is a storage path (images).
create or replace function private.history_entry_key(table_name text, row_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case table_name
    when 'hero_content' then 'hero_content'
    when 'service_packages' then row_data ->> 'package_type'
    when 'additional_services' then row_data ->> 'service_key'
    when 'about_sections' then row_data ->> 'section_key'
    when 'testimonials' then row_data ->> 'testimonial_key'
    when 'faq_items' then row_data ->> 'faq_key'
    when 'site_settings' then row_data ->> 'key'
    else row_data ->> 'id'
  end;
$$;

comment on function private.history_entry_key(text, jsonb) is 'The key that groups a content row''s versions into one entry: the natural key without the language, the table name for the hero, the row id for social links and images.';

revoke execute on function private.history_entry_key(text, jsonb) from public, anon, authenticated;

create or replace function private.history_entry_label(table_name text, row_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case table_name
    when 'additional_services' then row_data ->> 'name'
    when 'testimonials' then row_data ->> 'author_name'
    when 'faq_items' then row_data ->> 'question'
    when 'social_links' then row_data ->> 'platform'
    when 'site_settings' then row_data ->> 'key'
    when 'images' then coalesce(nullif(row_data ->> 'alt_text', ''), row_data ->> 'key')
    else row_data ->> 'title'
  end;
$$;

comment on function private.history_entry_label(text, jsonb) is 'What a person calls a content row in a list of changes: its title, question, name, author, platform, setting key or alt text.';

revoke execute on function private.history_entry_label(text, jsonb) from public, anon, authenticated;

-- The table -------------------------------------------------------------------------------------
create table private.content_history (
  id bigint generated always as identity primary key,
  table_name text not null check (
    table_name in ('hero_content', 'service_packages', 'additional_services', 'about_sections',
                   'testimonials', 'faq_items', 'social_links', 'site_settings', 'images')
  ),
  entry_key text not null,
  -- Null for the tables without a language column (social links, settings, images).
  language public.language,
  operation text not null check (operation in ('insert', 'update', 'delete')),
  old_row jsonb check ((old_row is null) = (operation = 'insert')),
  new_row jsonb check ((new_row is null) = (operation = 'delete')),
  -- auth.uid() of the request; null for the service role and SQL run by the owner.
  actor uuid,
  -- What the write was, when it was not an editor's save: 'restore' or 'seed'.
  source text check (source in ('restore', 'seed')),
  changed_at timestamptz not null default now(),
  -- The content revision that publishes the change: stamped when the transaction commits.
  revision bigint,
  -- The transaction; the admin's history groups the rows of one save by it.
  tx bigint not null default txid_current(),
  -- Written by another trigger (the price sync copying a price to the other language).
  nested boolean not null default false
);

comment on table private.content_history is 'Every version of every content row (insert, update, delete) with who, when and the revision that publishes it. Written only by triggers; admins read it through entry_history(), recently_deleted() and recent_activity().';

create index content_history_entry_idx on private.content_history (table_name, entry_key, id desc);
create index content_history_changed_at_idx on private.content_history (changed_at);

alter table private.content_history enable row level security;
revoke all on table private.content_history from public, anon, authenticated, service_role;

-- Retention -------------------------------------------------------------------------------------
create or replace function private.content_history_cutoff()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() - interval '12 months';
$$;

comment on function private.content_history_cutoff() is 'The moment before which a content version is old: 12 months ago. Old versions beyond the newest 100 transactions of their entry are purged.';

revoke execute on function private.content_history_cutoff() from public, anon, authenticated;

create or replace function private.purge_content_history(
  p_table text default null,
  p_entry_key text default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  _count integer;
begin
  delete from private.content_history h
  using (
    select ranked.id
    from (
      select c.id, c.changed_at,
        dense_rank() over (partition by c.table_name, c.entry_key order by c.tx desc) as newer
      from private.content_history c
      where (p_table is null or c.table_name = p_table)
        and (p_entry_key is null or c.entry_key = p_entry_key)
    ) ranked
    where ranked.newer > 100 and ranked.changed_at < private.content_history_cutoff()
  ) expired
  where h.id = expired.id;
  get diagnostics _count = row_count;
  return _count;
end;
$$;

comment on function private.purge_content_history(text, text) is 'Deletes the versions older than content_history_cutoff() that are not among the newest 100 transactions of their entry (one entry, or all with nulls); returns how many. Called by every recorded change for its own entry.';

revoke execute on function private.purge_content_history(text, text) from public, anon, authenticated;

-- Recording -------------------------------------------------------------------------------------
create or replace function private.record_content_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _old jsonb;
  _new jsonb;
  _row jsonb;
  _key text;
begin
  if tg_op <> 'INSERT' then
    _old := to_jsonb(old);
  end if;
  if tg_op <> 'DELETE' then
    _new := to_jsonb(new);
  end if;
  -- Saving a language nobody changed only moves updated_at: that is no version.
  if tg_op = 'UPDATE' and (_old - 'updated_at') = (_new - 'updated_at') then
    return null;
  end if;
  _row := coalesce(_new, _old);
  _key := private.history_entry_key(tg_table_name, _row);
  insert into private.content_history
    (table_name, entry_key, language, operation, old_row, new_row, actor, source, nested)
  values (
    tg_table_name,
    _key,
    (_row ->> 'language')::public.language,
    lower(tg_op),
    _old,
    _new,
    (select auth.uid()),
    nullif(current_setting('content_history.source', true), ''),
    pg_trigger_depth() > 1
  );
  perform private.purge_content_history(tg_table_name, _key);
  return null;
end;
$$;

comment on function private.record_content_history() is 'Row trigger on every content table: keeps the row before and after, the actor and the entry key in private.content_history (an update that changed nothing but updated_at is skipped).';

revoke execute on function private.record_content_history() from public, anon, authenticated;

-- The revision is known only once every statement of the transaction has bumped it: a deferred
-- trigger stamps it at commit, whatever order the publish triggers fire in.
create or replace function private.stamp_content_history_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.content_history h
  set revision = (select sp.revision from public.site_publish sp where sp.id = 1)
  where h.id = new.id and h.revision is null;
  return null;
end;
$$;

comment on function private.stamp_content_history_revision() is 'Deferred trigger: stamps a version with the content revision as it stands when its transaction commits (the revision whose build publishes it).';

revoke execute on function private.stamp_content_history_revision() from public, anon, authenticated;

create constraint trigger content_history_stamp_revision
  after insert on private.content_history
  deferrable initially deferred
  for each row execute function private.stamp_content_history_revision();

-- One row trigger per content table, named <table>_record_history.
do $$
declare
  _table text;
begin
  foreach _table in array array['hero_content', 'service_packages', 'additional_services',
    'about_sections', 'testimonials', 'faq_items', 'social_links', 'site_settings', 'images'] loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I
       for each row execute function private.record_content_history()',
      _table || '_record_history', _table
    );
  end loop;
end;
$$;

-- Shared helpers of the RPCs ----------------------------------------------------------------------
create or replace function private.require_history_admin(p_table text default null)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins can read or restore the content history' using errcode = '42501';
  end if;
  if p_table is not null and p_table not in (
    'hero_content', 'service_packages', 'additional_services', 'about_sections', 'testimonials',
    'faq_items', 'social_links', 'site_settings', 'images'
  ) then
    raise exception 'Not a content table: %', p_table using errcode = '22023';
  end if;
end;
$$;

comment on function private.require_history_admin(text) is 'Raises 42501 unless the caller is an admin, and 22023 when p_table is given and is not a content table; the first line of every history RPC.';

revoke execute on function private.require_history_admin(text) from public, anon, authenticated;

create or replace function private.content_entry_exists(p_table text, p_entry_key text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  _found boolean;
begin
  -- p_table is checked against the history table's list before any caller gets here.
  execute format(
    'select exists (select 1 from public.%I t where private.history_entry_key(%L, to_jsonb(t)) = $1)',
    p_table, p_table
  )
  into _found
  using p_entry_key;
  return _found;
end;
$$;

comment on function private.content_entry_exists(text, text) is 'Whether any row of the entry p_entry_key exists in content table p_table now.';

revoke execute on function private.content_entry_exists(text, text) from public, anon, authenticated;

create or replace function private.insert_content_rows(p_table text, p_rows jsonb)
returns setof jsonb
language plpgsql
set search_path = ''
as $$
declare
  _columns text;
begin
  if p_table not in ('hero_content', 'service_packages', 'additional_services', 'about_sections',
                     'testimonials', 'faq_items', 'social_links', 'site_settings') then
    raise exception 'Not a content table: %', p_table using errcode = '22023';
  end if;
  if coalesce(jsonb_array_length(p_rows), 0) = 0 then
    return;
  end if;
  -- The columns the rows name that the table still has (a column added since keeps its default).
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
  into _columns
  from pg_catalog.pg_attribute a
  where a.attrelid = pg_catalog.to_regclass('public.' || quote_ident(p_table))
    and a.attnum > 0
    and not a.attisdropped
    and a.attgenerated = ''
    and (p_rows -> 0) ? a.attname;
  return query execute format(
    'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_recordset(null::public.%1$I, $1)
     returning to_jsonb(%1$I.*)',
    p_table, _columns
  )
  using p_rows;
end;
$$;

comment on function private.insert_content_rows(text, jsonb) is 'Inserts a JSON array of rows (same keys in each) into a content table in one statement and returns the inserted rows; used by restore_deleted() and seed_content().';

revoke execute on function private.insert_content_rows(text, jsonb) from public, anon, authenticated;

-- entry_history -----------------------------------------------------------------------------------
create or replace function private.entry_history(p_table text, p_entry_key text)
returns table (
  id bigint,
  tx bigint,
  language public.language,
  operation text,
  old_row jsonb,
  new_row jsonb,
  nested boolean,
  source text,
  actor_email text,
  changed_at timestamptz,
  revision bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_history_admin(p_table);
  return query
  select h.id, h.tx, h.language, h.operation, h.old_row, h.new_row, h.nested, h.source,
    u.email::text, h.changed_at, h.revision
  from private.content_history h
  left join auth.users u on u.id = h.actor
  where h.table_name = p_table and h.entry_key = p_entry_key
  order by h.id desc
  limit 400;
end;
$$;

comment on function private.entry_history(text, text) is 'Admin-only: the recorded versions of one entry (rows of every language), newest first, with who made each and its revision.';

revoke execute on function private.entry_history(text, text) from public;
grant execute on function private.entry_history(text, text) to anon, authenticated, service_role;

create or replace function public.entry_history(table_name text, entry_key text)
returns table (
  id bigint,
  tx bigint,
  language public.language,
  operation text,
  old_row jsonb,
  new_row jsonb,
  nested boolean,
  source text,
  actor_email text,
  changed_at timestamptz,
  revision bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.entry_history(table_name, entry_key);
$$;

comment on function public.entry_history(text, text) is 'Admin-only RPC: the versions of one content entry, newest first (see private.entry_history).';

revoke execute on function public.entry_history(text, text) from public;
grant execute on function public.entry_history(text, text) to anon, authenticated, service_role;

-- recently_deleted --------------------------------------------------------------------------------
create or replace function private.recently_deleted(p_table text)
returns table (
  entry_key text,
  label text,
  deleted_at timestamptz,
  actor_email text,
  rows jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_history_admin(p_table);
  return query
  with deletes as (
    select h.id, h.entry_key, h.tx, h.changed_at, h.actor, h.old_row,
      max(h.tx) over (partition by h.entry_key) as last_tx
    from private.content_history h
    where h.table_name = p_table and h.operation = 'delete'
  ),
  last_deletes as (
    select d.entry_key, max(d.id) as newest, max(d.changed_at) as deleted_at,
      (array_agg(d.actor order by d.id))[1] as actor,
      jsonb_agg(d.old_row order by d.old_row ->> 'language') as rows
    from deletes d
    where d.tx = d.last_tx
    group by d.entry_key
  )
  select l.entry_key,
    coalesce(
      private.history_entry_label(p_table, (select r from jsonb_array_elements(l.rows) r
                                             where r ->> 'language' = 'en')),
      private.history_entry_label(p_table, l.rows -> 0)
    ),
    l.deleted_at, u.email::text, l.rows
  from last_deletes l
  left join auth.users u on u.id = l.actor
  where not private.content_entry_exists(p_table, l.entry_key)
  order by l.newest desc
  limit 20;
end;
$$;

comment on function private.recently_deleted(text) is 'Admin-only: the entries of a content table that are deleted now, newest first (at most 20), each with every row its deletion removed.';

revoke execute on function private.recently_deleted(text) from public;
grant execute on function private.recently_deleted(text) to anon, authenticated, service_role;

create or replace function public.recently_deleted(table_name text)
returns table (
  entry_key text,
  label text,
  deleted_at timestamptz,
  actor_email text,
  rows jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.recently_deleted(table_name);
$$;

comment on function public.recently_deleted(text) is 'Admin-only RPC: the deleted entries of a content table that can be restored (see private.recently_deleted).';

revoke execute on function public.recently_deleted(text) from public;
grant execute on function public.recently_deleted(text) to anon, authenticated, service_role;

-- restore_deleted ---------------------------------------------------------------------------------
create or replace function private.restore_deleted(p_table text, p_entry_key text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  _rows jsonb;
  _count integer;
begin
  perform private.require_history_admin(p_table);
  -- An image's file is removed with its row: bringing back the row alone would show nothing.
  if p_table = 'images' then
    raise exception 'Deleted images cannot be restored: their file is gone. Upload the image again.'
      using errcode = '22023';
  end if;
  select d.rows into _rows from private.recently_deleted(p_table) d where d.entry_key = p_entry_key;
  if _rows is null then
    if private.content_entry_exists(p_table, p_entry_key) then
      raise exception 'This entry is not deleted: it is on the site already.' using errcode = '23505';
    end if;
    raise exception 'There is nothing to restore for this entry.' using errcode = 'P0002';
  end if;
  -- The rows come back as they were (same id, order, active state) and as a new version.
  select jsonb_agg(r || jsonb_build_object('updated_at', now())) into _rows
  from jsonb_array_elements(_rows) r;
  perform set_config('content_history.source', 'restore', true);
  begin
    select count(*)::integer into _count from private.insert_content_rows(p_table, _rows);
  exception when unique_violation then
    perform set_config('content_history.source', '', true);
    raise exception 'Cannot restore it: another entry now uses the same name or key.'
      using errcode = '23505';
  end;
  perform set_config('content_history.source', '', true);
  return _count;
end;
$$;

comment on function private.restore_deleted(text, text) is 'Admin-only: brings a deleted entry back with every row its deletion removed (same id, order and active state); the insert publishes like any save. Returns the rows restored.';

revoke execute on function private.restore_deleted(text, text) from public;
grant execute on function private.restore_deleted(text, text) to anon, authenticated, service_role;

create or replace function public.restore_deleted(table_name text, entry_key text)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.restore_deleted(table_name, entry_key);
$$;

comment on function public.restore_deleted(text, text) is 'Admin-only RPC: restores a deleted content entry (see private.restore_deleted).';

revoke execute on function public.restore_deleted(text, text) from public;
grant execute on function public.restore_deleted(text, text) to anon, authenticated, service_role;

-- recent_activity ---------------------------------------------------------------------------------
create or replace function private.recent_activity(p_limit integer default 100)
returns table (
  id bigint,
  tx bigint,
  table_name text,
  entry_key text,
  language public.language,
  operation text,
  label text,
  nested boolean,
  source text,
  actor_email text,
  changed_at timestamptz,
  revision bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_history_admin();
  return query
  select h.id, h.tx, h.table_name, h.entry_key, h.language, h.operation,
    private.history_entry_label(h.table_name, coalesce(h.new_row, h.old_row)),
    h.nested, h.source, u.email::text, h.changed_at, h.revision
  from private.content_history h
  left join auth.users u on u.id = h.actor
  order by h.id desc
  limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;

comment on function private.recent_activity(integer) is 'Admin-only: the latest recorded content changes across the site (at most 500 rows), newest first, with who, when and the revision that publishes each.';

revoke execute on function private.recent_activity(integer) from public;
grant execute on function private.recent_activity(integer) to anon, authenticated, service_role;

create or replace function public.recent_activity(max_rows integer default 100)
returns table (
  id bigint,
  tx bigint,
  table_name text,
  entry_key text,
  language public.language,
  operation text,
  label text,
  nested boolean,
  source text,
  actor_email text,
  changed_at timestamptz,
  revision bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.recent_activity(max_rows);
$$;

comment on function public.recent_activity(integer) is 'Admin-only RPC: the latest content changes across the site (see private.recent_activity).';

revoke execute on function public.recent_activity(integer) from public;
grant execute on function public.recent_activity(integer) to anon, authenticated, service_role;
