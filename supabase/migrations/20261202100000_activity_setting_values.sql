-- The Overview's recent activity says a setting taken from a value to empty was cleared
-- ('… cleared the setting “Shop street address”', docs/product.md#overview), as the Site Settings
-- History does ('Shop street address: cleared by …'). The answer named each change but gave no
-- values, so the admin could not tell a clearing from an edit. It now also has `old_row` and
-- `new_row`, the rows before and after, for a setting's change only: the admin tells it with the
-- History's own rule (emptiesEveryField in src/lib/data/history-diff.ts), and the other tables'
-- changes, worded by their names alone, do not grow the answer. A new column changes the
-- functions' result type, so both are dropped and created again, with the same grants.

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
  perform private.require_history_admin();
  return query
  select h.id, h.tx, h.table_name, h.entry_key, h.language, h.operation,
    private.history_entry_label(h.table_name, coalesce(h.new_row, h.old_row)),
    case when h.table_name = 'images'
      then nullif(btrim(coalesce(h.new_row, h.old_row) ->> 'alt_text_es'), '')
    end,
    case when h.table_name = 'site_settings' then h.old_row end,
    case when h.table_name = 'site_settings' then h.new_row end,
    h.nested, h.source, u.email::text, h.changed_at, h.revision
  from private.content_history h
  left join auth.users u on u.id = h.actor
  order by h.id desc
  limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;

comment on function private.recent_activity(integer) is 'Admin-only: the latest recorded content changes across the site (at most 500 rows), newest first, with who, when, the revision that publishes each, an image''s Spanish name (label_es) and a setting''s rows before and after (old_row, new_row).';

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
  select * from private.recent_activity(max_rows);
$$;

comment on function public.recent_activity(integer) is 'Admin-only RPC: the latest content changes across the site (see private.recent_activity).';

revoke execute on function public.recent_activity(integer), private.recent_activity(integer) from public, anon, authenticated;
grant execute on function public.recent_activity(integer), private.recent_activity(integer) to authenticated, service_role;
