-- Seeding never resurrects. /seed and `npm run seed` inserted every seed row whose natural key was
-- free, so an entry the owner had deleted came back live, and renaming the Instagram link's
-- platform made seeding add a second `instagram` row. The database now remembers what was seeded
-- (private.seeded_entries: the seed key and the row it became) and seeds through one function,
-- seed_content(), which adds only rows never seeded before and says, row by row, what it did:
--   added     inserted now, for the first time;
--   kept      the entry is there (edited or not): left as it is;
--   renamed   the seeded row is there under another name (e.g. a platform renamed): left as it is;
--   deleted   it was seeded, then deleted: skipped (the owner's deletion stands);
--   restored  it was deleted and the caller asked for its default back (`restore`, one
--             'table:key' per entry): inserted again from the seed content.
-- Rows that exist before this migration count as seeded, so a database seeded earlier keeps them
-- deleted from now on.

create table private.seeded_entries (
  table_name text not null check (
    table_name in ('site_settings', 'hero_content', 'service_packages', 'additional_services',
                   'about_sections', 'testimonials', 'faq_items', 'social_links')
  ),
  -- The natural key without the language, as the seed content wrote it (a social link's platform).
  seed_key text not null,
  language public.language,
  -- The id of the row it became (the key for site settings), to find it again after a rename.
  row_ref text not null,
  seeded_at timestamptz not null default now(),
  constraint seeded_entries_entry_key unique nulls not distinct (table_name, seed_key, language)
);

comment on table private.seeded_entries is 'What seeding has inserted (or found in place), by seed key and language, and the row it became: seeding never inserts a remembered entry again unless asked to restore it.';

alter table private.seeded_entries enable row level security;
revoke all on table private.seeded_entries from public, anon, authenticated, service_role;

-- Keys ----------------------------------------------------------------------------------------------
create or replace function private.seed_key(table_name text, row_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case table_name
    when 'social_links' then row_data ->> 'platform'
    else private.history_entry_key(table_name, row_data)
  end;
$$;

comment on function private.seed_key(text, jsonb) is 'The natural key of a seedable row without its language: the history''s entry key, except a social link''s platform.';

revoke execute on function private.seed_key(text, jsonb) from public, anon, authenticated;

create or replace function private.seed_row_ref(row_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(row_data ->> 'id', row_data ->> 'key');
$$;

comment on function private.seed_row_ref(jsonb) is 'How seeded_entries refers to a row: its id, or its key for site settings.';

revoke execute on function private.seed_row_ref(jsonb) from public, anon, authenticated;

-- The row a seed row stands for now: the remembered row if it still exists (it may have been
-- renamed), else any row with the seed row's natural key and language.
create or replace function private.current_seeded_row(
  p_table text,
  p_seed_key text,
  p_language public.language,
  p_row_ref text
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  _row jsonb;
begin
  execute format(
    'select to_jsonb(t) from public.%I t
     where private.seed_row_ref(to_jsonb(t)) = $1
        or (private.seed_key(%L, to_jsonb(t)) = $2
            and (to_jsonb(t) ->> ''language'') is not distinct from $3::text)
     order by coalesce(private.seed_row_ref(to_jsonb(t)) = $1, false) desc
     limit 1',
    p_table, p_table
  )
  into _row
  using p_row_ref, p_seed_key, p_language;
  return _row;
end;
$$;

comment on function private.current_seeded_row(text, text, public.language, text) is 'The row a seed row stands for now: the remembered row (even renamed), else a row with its natural key and language; null when there is none.';

revoke execute on function private.current_seeded_row(text, text, public.language, text) from public, anon, authenticated;

-- What existed before this migration counts as seeded ------------------------------------------
do $$
declare
  _table text;
begin
  foreach _table in array array['site_settings', 'hero_content', 'service_packages',
    'additional_services', 'about_sections', 'testimonials', 'faq_items', 'social_links'] loop
    execute format(
      'insert into private.seeded_entries (table_name, seed_key, language, row_ref)
       select %1$L, private.seed_key(%1$L, to_jsonb(t)), (to_jsonb(t) ->> ''language'')::public.language,
              private.seed_row_ref(to_jsonb(t))
       from public.%1$I t
       on conflict do nothing',
      _table
    );
  end loop;
end;
$$;

-- seed_content ----------------------------------------------------------------------------------
create or replace function private.seed_content(p_content jsonb, p_restore text[] default '{}')
returns table (
  table_name text,
  seed_key text,
  language public.language,
  outcome text,
  detail text
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  _table text;
  _row jsonb;
  _key text;
  _language public.language;
  _ref text;
  _remembered boolean;
  _current jsonb;
  _pending jsonb;
  _inserted jsonb;
begin
  if not (private.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only an admin can seed the database' using errcode = '42501';
  end if;
  perform set_config('content_history.source', 'seed', true);
  -- Settings first, social links last: the order the landing page's sections depend on nothing,
  -- but a failure then names the same table as before.
  foreach _table in array array['site_settings', 'hero_content', 'service_packages',
    'additional_services', 'about_sections', 'testimonials', 'faq_items', 'social_links'] loop
    _pending := '[]'::jsonb;
    for _row in select r from jsonb_array_elements(coalesce(p_content -> _table, '[]'::jsonb)) r loop
      _key := private.seed_key(_table, _row);
      _language := (_row ->> 'language')::public.language;
      select s.row_ref into _ref
      from private.seeded_entries s
      where s.table_name = _table and s.seed_key = _key and s.language is not distinct from _language;
      _remembered := found;
      _current := private.current_seeded_row(_table, _key, _language, _ref);
      if _current is not null then
        insert into private.seeded_entries (table_name, seed_key, language, row_ref)
        values (_table, _key, _language, private.seed_row_ref(_current))
        on conflict do nothing;
        table_name := _table;
        seed_key := _key;
        language := _language;
        if private.seed_key(_table, _current) = _key then
          outcome := 'kept';
          detail := null;
        else
          outcome := 'renamed';
          detail := private.seed_key(_table, _current);
        end if;
        return next;
      elsif _remembered and not (_table || ':' || _key) = any(p_restore) then
        table_name := _table;
        seed_key := _key;
        language := _language;
        outcome := 'deleted';
        -- When it was deleted, if the history still knows.
        select to_char(max(h.changed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        into detail
        from private.content_history h
        where h.table_name = _table and h.operation = 'delete'
          and h.language is not distinct from _language
          and private.seed_key(_table, h.old_row) = _key;
        return next;
      else
        _pending := _pending || jsonb_build_array(_row);
      end if;
    end loop;

    begin
      for _inserted in select i from private.insert_content_rows(_table, _pending) i loop
        _key := private.seed_key(_table, _inserted);
        _language := (_inserted ->> 'language')::public.language;
        insert into private.seeded_entries as s (table_name, seed_key, language, row_ref)
        values (_table, _key, _language, private.seed_row_ref(_inserted))
        on conflict (table_name, seed_key, language)
          do update set row_ref = excluded.row_ref, seeded_at = now();
        table_name := _table;
        seed_key := _key;
        language := _language;
        outcome := case when (_table || ':' || _key) = any(p_restore) then 'restored' else 'added' end;
        detail := null;
        return next;
      end loop;
    exception when others then
      raise exception 'Seeding % failed: %', _table, sqlerrm using errcode = sqlstate;
    end;
  end loop;
  perform set_config('content_history.source', '', true);
end;
$$;

comment on function private.seed_content(jsonb, text[]) is 'Admin or service role: inserts the rows of the seed content (an object of table name -> rows) that were never seeded before, and re-inserts deleted ones named in p_restore (''table:key''); returns one line per seed row saying what happened (added, kept, renamed, deleted, restored).';

revoke execute on function private.seed_content(jsonb, text[]) from public;
grant execute on function private.seed_content(jsonb, text[]) to anon, authenticated, service_role;

create or replace function public.seed_content(content jsonb, restore text[] default '{}')
returns table (
  table_name text,
  seed_key text,
  language public.language,
  outcome text,
  detail text
)
language sql
security invoker
set search_path = ''
as $$
  select * from private.seed_content(content, restore);
$$;

comment on function public.seed_content(jsonb, text[]) is 'RPC of /seed and npm run seed (admins and the service role): seeds what was never seeded, never what the owner deleted unless named in restore (see private.seed_content).';

revoke execute on function public.seed_content(jsonb, text[]) from public;
grant execute on function public.seed_content(jsonb, text[]) to anon, authenticated, service_role;
