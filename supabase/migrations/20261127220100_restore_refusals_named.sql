-- Restore's refusals say which they are (docs/product.md#history-and-recovery): each carries a
-- hint the admin words in its own language ('already_restored', 'key_taken', 'nothing_to_restore',
-- 'image_gone'); the message stays the service's English for any other client. A Spanish admin
-- got 'This entry is not deleted: it is on the site already.' when another tab had restored the
-- entry first; the admin now says it is back and lists it. Same signature: the grants stay.

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
      using errcode = '22023', hint = 'image_gone';
  end if;
  select d.rows into _rows from private.recently_deleted(p_table) d where d.entry_key = p_entry_key;
  if _rows is null then
    if private.content_entry_exists(p_table, p_entry_key) then
      raise exception 'This entry is not deleted: it is on the site already.'
        using errcode = '23505', hint = 'already_restored';
    end if;
    raise exception 'There is nothing to restore for this entry.'
      using errcode = 'P0002', hint = 'nothing_to_restore';
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
      using errcode = '23505', hint = 'key_taken';
  end;
  perform set_config('content_history.source', '', true);
  return _count;
end;
$$;
