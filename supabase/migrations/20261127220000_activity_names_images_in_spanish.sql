-- The Overview's recent activity names an image in the Spanish admin by its Spanish alt text
-- (docs/product.md#overview). Other entries have a row per language, each with its own name, and
-- the admin picks the row in its language; an image is one row with both texts, and the answer
-- gave only the English one ('editó la imagen “Freshly detailed car…”'), unlike the image library,
-- which names it in the admin's language. The answer now also has `label_es`: an image's Spanish
-- alt text, when it has one; null for every other row. A new column changes the functions' result
-- type, so both are dropped and created again, with the same grants.

drop function public.recent_activity(integer);
drop function private.recent_activity(integer);

create function private.recent_activity(p_limit integer default 100)
returns table (
  id bigint,
  tx bigint,
  table_name text,
  entry_key text,
  language public.language,
  operation text,
  label text,
  label_es text,
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
    case when h.table_name = 'images'
      then nullif(btrim(coalesce(h.new_row, h.old_row) ->> 'alt_text_es'), '')
    end,
    h.nested, h.source, u.email::text, h.changed_at, h.revision
  from private.content_history h
  left join auth.users u on u.id = h.actor
  order by h.id desc
  limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;

comment on function private.recent_activity(integer) is 'Admin-only: the latest recorded content changes across the site (at most 500 rows), newest first, with who, when, the revision that publishes each, and an image''s Spanish name (label_es).';

create function public.recent_activity(max_rows integer default 100)
returns table (
  id bigint,
  tx bigint,
  table_name text,
  entry_key text,
  language public.language,
  operation text,
  label text,
  label_es text,
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

revoke execute on function public.recent_activity(integer), private.recent_activity(integer) from public, anon, authenticated;
grant execute on function public.recent_activity(integer), private.recent_activity(integer) to authenticated, service_role;
