-- A Site Settings save is all or nothing (docs/product.md#site-settings,
-- docs/decisions.md#site-settings-saved-in-one-transaction). One Save of the dialog can change
-- several settings, each its own row; written one checked request at a time, a setting changed
-- elsewhere was found only when its turn came, after the settings before it had been written: the
-- owner was told nothing was overwritten while the company name was already saved, and a build
-- could publish half a save. save_site_settings() checks every changed setting's stamp and writes
-- them all in one transaction: when any of them was changed (or added, or deleted) since the
-- dialog read it, nothing is written and the refusal (hint 'settings_changed') lists them as they
-- are now. It runs with the caller's rights (security invoker), so row-level security still
-- decides every write, and refuses a non-admin itself; the row triggers (updated_at, history, its
-- x-history-restore header) and the statement triggers (revision) fire as for any write.

create or replace function public.save_site_settings(changes jsonb)
returns setof public.site_settings
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _count integer;
  _keys integer;
  _clashed jsonb;
  _updated text[];
  _inserted text[];
begin
  if not private.is_admin() then
    raise exception 'Only admins can save the site settings' using errcode = '42501';
  end if;
  if jsonb_typeof(changes) is distinct from 'array' then
    raise exception 'changes must be an array of {key, value, baseline, category}'
      using errcode = '22023';
  end if;
  select count(*), count(distinct c.key) into _count, _keys
  from jsonb_to_recordset(changes) as c(key text);
  if _keys <> _count then
    raise exception 'Each setting must be named once, by its key' using errcode = '22023';
  end if;

  -- The rows this save changes stay as they are until it commits (locked in key order, so two
  -- saves at once never wait for each other both ways); a save queued behind another sees its
  -- change below.
  perform 1
  from public.site_settings s
  where s.key in (select c.key from jsonb_to_recordset(changes) as c(key text))
  order by s.key
  for update of s;

  -- Every setting whose stamp is not the one the dialog read (baseline null: no row then).
  select jsonb_agg(
           jsonb_build_object('key', c.key, 'value', s.value, 'updated_at', s.updated_at)
           order by c.key)
  into _clashed
  from jsonb_to_recordset(changes) as c(key text, baseline timestamptz)
  left join public.site_settings s on s.key = c.key
  where s.updated_at is distinct from c.baseline;
  if _clashed is not null then
    raise exception 'Someone else changed these settings since they were read: %',
      (select string_agg(x ->> 'key', ', ') from jsonb_array_elements(_clashed) as x)
      using hint = 'settings_changed', detail = _clashed::text;
  end if;

  with changed as (
    update public.site_settings s
    set value = c.value
    from jsonb_to_recordset(changes) as c(key text, value text, baseline timestamptz)
    where s.key = c.key and s.updated_at = c.baseline
    returning s.key
  )
  select coalesce(array_agg(changed.key), '{}') into _updated from changed;

  with added as (
    insert into public.site_settings (key, value, category)
    select c.key, c.value, coalesce(nullif(btrim(c.category), ''), 'general')
    from jsonb_to_recordset(changes) as c(key text, value text, baseline timestamptz, category text)
    where c.baseline is null
    on conflict (key) do nothing
    returning site_settings.key
  )
  select coalesce(array_agg(added.key), '{}') into _inserted from added;

  -- A setting added by someone else after the check (no row to lock before it): refused as well,
  -- and the raise takes back every write above.
  if cardinality(_updated) + cardinality(_inserted) <> _count then
    select jsonb_agg(
             jsonb_build_object('key', s.key, 'value', s.value, 'updated_at', s.updated_at)
             order by s.key)
    into _clashed
    from jsonb_to_recordset(changes) as c(key text, baseline timestamptz)
    join public.site_settings s on s.key = c.key
    where c.baseline is null and not (c.key = any (_inserted));
    raise exception 'Someone else changed these settings since they were read: %',
      (select string_agg(x ->> 'key', ', ') from jsonb_array_elements(_clashed) as x)
      using hint = 'settings_changed', detail = coalesce(_clashed, '[]')::text;
  end if;

  return query
    select s.*
    from public.site_settings s
    where s.key = any (_updated || _inserted)
    order by s.key;
end;
$$;

comment on function public.save_site_settings(jsonb) is 'Admin-only RPC, security invoker: writes the Site Settings of one save ([{key, value, baseline, category}], baseline: the updated_at read, null for no row) in one transaction, or none of them when any was changed since (hint settings_changed, detail: those settings now).';

-- Only the admin's Site Settings save calls it (docs/architecture.md#privileges).
revoke execute on function public.save_site_settings(jsonb) from public, anon, authenticated;
grant execute on function public.save_site_settings(jsonb) to authenticated, service_role;
