-- The history of a whole content table, for editors whose one entry is many rows keyed apart:
-- Site Settings edits every setting (one row each, keyed by its own key) in one dialog, so its
-- History view lists the versions of all of them. Like entry_history(), admins only.

create or replace function private.table_history(p_table text)
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
  select h.id, h.tx, h.entry_key, h.language, h.operation, h.old_row, h.new_row, h.nested,
    h.source, u.email::text, h.changed_at, h.revision
  from private.content_history h
  left join auth.users u on u.id = h.actor
  where h.table_name = p_table
  order by h.id desc
  limit 400;
end;
$$;

comment on function private.table_history(text) is 'Admin-only: the recorded versions of every row of one content table (at most 400), newest first, with the entry each belongs to, who made it and its revision.';

revoke execute on function private.table_history(text) from public;
grant execute on function private.table_history(text) to anon, authenticated, service_role;

create or replace function public.table_history(table_name text)
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
  revision bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.table_history(table_name);
$$;

comment on function public.table_history(text) is 'Admin-only RPC: the versions of every row of one content table, newest first (see private.table_history).';

revoke execute on function public.table_history(text) from public;
grant execute on function public.table_history(text) to anon, authenticated, service_role;
