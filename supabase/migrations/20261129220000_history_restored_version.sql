-- A version restored from an editor's History is recorded as a restore of that version
-- (docs/product.md#history-and-recovery). The History's 'Restore this version' writes through the
-- dialog's own checked save (one request per language), so no transaction-local setting can mark
-- it as restore_deleted() does: each of its requests carries the header `x-history-restore` with the
-- time of the version it brings back, which PostgREST (and the local backend) puts in
-- `request.headers`. The trigger records such a write with source 'restore' and that time in
-- `restored_from`, and the history RPCs return it, so the History reads 'Restored the version of
-- <time>' rather than an ordinary edit. The header only labels a write an admin may make anyway
-- (row-level security decides the write); a value that is not a time is ignored.

alter table private.content_history add column restored_from timestamptz;

comment on column private.content_history.restored_from is 'For a version restored from the History: the time of the version it brought back (the x-history-restore header of its requests).';

-- The time a request's x-history-restore header names, or null.
create or replace function private.history_restored_from()
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  _value text;
begin
  _value := nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-history-restore';
  if _value is null or _value !~ '^\d{4}-\d{2}-\d{2}T[0-9:.]+(Z|[+-]\d{2}:?\d{2})$' then
    return null;
  end if;
  return _value::timestamptz;
exception
  when others then
    return null;
end;
$$;

comment on function private.history_restored_from() is 'The time of the version a request restores (its x-history-restore header, an ISO time), or null.';

revoke execute on function private.history_restored_from() from public, anon, authenticated;

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
  _source text;
  _restored_from timestamptz;
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
  _source := nullif(current_setting('content_history.source', true), '');
  if _source is null then
    _restored_from := private.history_restored_from();
    if _restored_from is not null then
      _source := 'restore';
    end if;
  end if;
  insert into private.content_history
    (table_name, entry_key, language, operation, old_row, new_row, actor, source, nested,
     restored_from)
  values (
    tg_table_name,
    _key,
    (_row ->> 'language')::public.language,
    lower(tg_op),
    _old,
    _new,
    (select auth.uid()),
    _source,
    pg_trigger_depth() > 1,
    _restored_from
  );
  perform private.purge_content_history(tg_table_name, _key);
  return null;
end;
$$;

comment on function private.record_content_history() is 'Row trigger on every content table: keeps the row before and after, the actor and the entry key in private.content_history (an update that changed nothing but updated_at is skipped); a write of a History restore (x-history-restore) as a restore of that version.';

revoke execute on function private.record_content_history() from public, anon, authenticated;

-- The history RPCs return restored_from too (a new column changes their type: dropped, remade).
drop function public.entry_history(text, text);
drop function private.entry_history(text, text);

create function private.entry_history(p_table text, p_entry_key text)
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
  revision bigint,
  restored_from timestamptz
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
    u.email::text, h.changed_at, h.revision, h.restored_from
  from private.content_history h
  left join auth.users u on u.id = h.actor
  where h.table_name = p_table and h.entry_key = p_entry_key
  order by h.id desc
  limit 400;
end;
$$;

comment on function private.entry_history(text, text) is 'Admin-only: the recorded versions of one entry (rows of every language), newest first, with who made each, its revision and, for a restore, the time of the version it brought back.';

create function public.entry_history(table_name text, entry_key text)
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
  revision bigint,
  restored_from timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.entry_history(table_name, entry_key);
$$;

comment on function public.entry_history(text, text) is 'Admin-only RPC: the versions of one content entry, newest first (see private.entry_history).';

drop function public.table_history(text);
drop function private.table_history(text);

create function private.table_history(p_table text)
returns table (
  id bigint,
  tx bigint,
  entry_key text,
  language public.language,
  operation text,
  old_row jsonb,
  new_row jsonb,
  nested boolean,
  source text,
  actor_email text,
  changed_at timestamptz,
  revision bigint,
  restored_from timestamptz
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
  select h.id, h.tx, h.entry_key, h.language, h.operation, h.old_row, h.new_row, h.nested,
    h.source, u.email::text, h.changed_at, h.revision, h.restored_from
  from private.content_history h
  left join auth.users u on u.id = h.actor
  where h.table_name = p_table
  order by h.id desc
  limit 400;
end;
$$;

comment on function private.table_history(text) is 'Admin-only: the recorded versions of every row of one content table (at most 400), newest first, with the entry each belongs to, who made it, its revision and, for a restore, the time of the version it brought back.';

create function public.table_history(table_name text)
returns table (
  id bigint,
  tx bigint,
  entry_key text,
  language public.language,
  operation text,
  old_row jsonb,
  new_row jsonb,
  nested boolean,
  source text,
  actor_email text,
  changed_at timestamptz,
  revision bigint,
  restored_from timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.table_history(table_name);
$$;

comment on function public.table_history(text) is 'Admin-only RPC: the versions of every row of one content table, newest first (see private.table_history).';

-- As 20261126190300_privileges_by_construction.sql grants them: signed-in callers only.
revoke execute on function public.entry_history(text, text), private.entry_history(text, text) from public, anon;
revoke execute on function public.table_history(text), private.table_history(text) from public, anon;
grant execute on function public.entry_history(text, text), private.entry_history(text, text) to authenticated, service_role;
grant execute on function public.table_history(text), private.table_history(text) to authenticated, service_role;
