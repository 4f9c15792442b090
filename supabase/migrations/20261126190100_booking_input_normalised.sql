-- Booking input in its real shapes, each rule written once (docs/architecture.md#booking-requests).
-- Until now request_booking() and the table's CHECKs each had their own copy of the
-- phone, e-mail and window rules, and both were loose: an e-mail could carry `?`, `&` and `%` (the
-- admin's reply link became a mailto with a hidden BCC), names made only of zero-width characters or
-- with a right-to-left override were stored, and the per-contact limit was dodged by writing one
-- contact several ways.
--
-- Now:
-- 1. request_booking() normalises, the table decides. Text is cleaned by one function (control,
--    zero-width and bidirectional characters removed, spaces collapsed, trimmed; empty becomes
--    null); the phone becomes E.164 (US numbers as +1…); the e-mail is lower-cased without a
--    trailing dot. The shapes, lengths and window rules are the table's CHECKs alone: the function
--    inserts and turns the CHECK that refused the row into the form's error code.
-- 2. The per-contact limit counts both the phone and the e-mail when both are given, each by a
--    key that one person cannot vary: the E.164 phone; the e-mail without its +tag (every
--    provider), and for Gmail also without dots (gmail.com and googlemail.com are one mailbox).
-- 3. The per-address key is cf-connecting-ip, else the LAST X-Forwarded-For entry (the one the
--    platform's proxy appended; the first ones are whatever the client wrote).
-- 4. The notification summary strips markup a chat tool would act on (<, >, [, ], @) and every
--    control character, so a name cannot post a disguised link, ping a channel or forge a line.
-- 5. The opening-hours trigger runs after the row's CHECKs (AFTER INSERT), so a malformed window
--    is answered invalid_window, not outside_hours.
-- Rows stored before: phones and e-mails are normalised where they can be; a value that cannot be
-- is left as it was (the new CHECKs are NOT VALID for those rows).

-- Normalisation -------------------------------------------------------------------------------
-- Not security definer and granted to nobody: only request_booking() (a definer) calls them.
create or replace function private.booking_clean_text(value text, multiline boolean default false)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _text text := value;
begin
  -- Invisible characters that hide or reorder text: soft hyphen, Arabic letter mark, Mongolian
  -- vowel separator, zero-width space/joiners and LRM/RLM, bidi embeddings and overrides, word
  -- joiners and bidi isolates, the byte order mark, interlinear annotations, tag characters.
  _text := regexp_replace(
    _text,
    '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]',
    '', 'g'
  );
  -- Line breaks of every kind: kept as \n in multi-line text (notes), a space elsewhere.
  _text := regexp_replace(
    _text, '\r\n?|[\n\u000b\u000c\u0085\u2028\u2029]', case when multiline then E'\n' else ' ' end, 'g'
  );
  _text := regexp_replace(_text, '[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]', ' ', 'g');
  _text := regexp_replace(_text, '[\u0001-\u0008\u000e-\u001f\u007f-\u009f]', '', 'g');
  if not multiline then
    _text := regexp_replace(_text, ' {2,}', ' ', 'g');
  end if;
  return nullif(btrim(_text, E' \n'), '');
end;
$$;

comment on function private.booking_clean_text(text, boolean) is 'Booking input text as stored: control, zero-width and bidirectional characters removed, other spaces made plain, line breaks kept only when multiline, trimmed; null when nothing is left.';

revoke execute on function private.booking_clean_text(text, boolean) from public, anon, authenticated;

-- A phone as E.164. Only the reading of the digits is here; whether the result is a phone number
-- is booking_requests_phone_check's call. 10 digits are a US number, 1 + 10 digits too; 011 (the
-- US international prefix) and 00 (elsewhere) become +; spaces, dots, dashes and brackets go.
create or replace function private.booking_phone(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p.d ~ '^[0-9]{10}$' then '+1' || p.d
    when p.d ~ '^1[0-9]{10}$' then '+' || p.d
    when p.d ~ '^011[0-9]' then '+' || substr(p.d, 4)
    when p.d ~ '^00[0-9]' then '+' || substr(p.d, 3)
    else p.d
  end
  from (select regexp_replace(private.booking_clean_text(value), '[ ().-]', '', 'g') as d) p;
$$;

comment on function private.booking_phone(text) is 'A booking phone as E.164 (+15715550142) when its digits read as one, else the input without formatting (which the table''s CHECK then refuses).';

revoke execute on function private.booking_phone(text) from public, anon, authenticated;

create or replace function private.booking_email(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  -- Domains are case-insensitive and every mail provider treats local parts so too; a trailing dot
  -- names the same domain.
  select regexp_replace(lower(private.booking_clean_text(value)), '\.$', '');
$$;

comment on function private.booking_email(text) is 'A booking e-mail as stored: cleaned, lower-case, without a trailing dot (the table''s CHECK judges its shape).';

revoke execute on function private.booking_email(text) from public, anon, authenticated;

-- The mailbox an e-mail reaches, for the per-contact limit (docs/architecture.md#booking-requests
-- states the rule): without the +tag at every provider
-- (victim+1@example.com is victim@example.com), and at Gmail also without dots (v.ictim@gmail.com
-- is victim@gmail.com; googlemail.com is gmail.com). Other providers' dots are kept: at most of
-- them a dot makes a different mailbox.
create or replace function private.booking_email_mailbox(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when a.domain in ('gmail.com', 'googlemail.com') then replace(a.local, '.', '') || '@gmail.com'
    else a.local || '@' || a.domain
  end
  from (
    select
      coalesce(nullif(split_part(split_part(email, '@', 1), '+', 1), ''), split_part(email, '@', 1)) as local,
      split_part(email, '@', 2) as domain
  ) a;
$$;

comment on function private.booking_email_mailbox(text) is 'The mailbox a normalised booking e-mail reaches, for the per-contact limit: +tag removed, and Gmail dots removed (googlemail.com = gmail.com).';

revoke execute on function private.booking_email_mailbox(text) from public, anon, authenticated;

-- What a chat tool would act on is removed from a value going into the notification summary.
create or replace function private.booking_summary_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(regexp_replace(
    regexp_replace(coalesce(private.booking_clean_text(value), ''), '[<>\[\]@]', '', 'g'),
    ' {2,}', ' ', 'g'
  ));
$$;

comment on function private.booking_summary_text(text) is 'A value as the booking notification summary shows it: one line, without control characters or the markup characters < > [ ] @ that chat tools turn into links and mentions.';

revoke execute on function private.booking_summary_text(text) from public, anon, authenticated;

-- Rows stored before ---------------------------------------------------------------------------
update public.booking_requests br
set phone = private.booking_phone(br.phone)
where br.phone is not null
  and private.booking_phone(br.phone) ~ '^\+(1[2-9][0-9]{2}[2-9][0-9]{6}|[2-9][0-9]{7,14})$';

update public.booking_requests br
set email = private.booking_email(br.email)
where br.email is not null and private.booking_email(br.email) <> br.email;

-- The table's rules, named for the code each one answers --------------------------------------
alter table public.booking_requests
  drop constraint booking_requests_phone_check,
  drop constraint booking_requests_email_check,
  drop constraint booking_requests_check2,
  drop constraint booking_requests_check3,
  drop constraint booking_requests_check4;
alter table public.booking_requests rename constraint booking_requests_check to booking_requests_contact_check;
alter table public.booking_requests rename constraint booking_requests_check1 to booking_requests_service_address_check;

-- E.164: +1 and a North American number (area code and exchange do not start with 0 or 1), or
-- another country's code and 7–14 more digits.
alter table public.booking_requests
  add constraint booking_requests_phone_check check (
    phone is null or phone ~ '^\+(1[2-9][0-9]{2}[2-9][0-9]{6}|[2-9][0-9]{7,14})$'
  ) not valid,
  -- Lower-case dot-atom local part of letters, digits and _ ' + - (no ? & % # or spaces: the
  -- address goes into a mailto link); a domain of LDH labels ending in a letter TLD or an IDN.
  add constraint booking_requests_email_check check (
    email is null or (
      char_length(email) <= 254
      and char_length(split_part(email, '@', 1)) <= 64
      and email ~ '^[a-z0-9_''+-]+(\.[a-z0-9_''+-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$'
    )
  ) not valid,
  add constraint booking_requests_window1_check check (
    window1_end > window1_start and window1_end - window1_start <= interval '12 hours'
  ),
  add constraint booking_requests_window2_check check (
    (window2_start is null and window2_end is null)
    or (window2_end > window2_start and window2_end - window2_start <= interval '12 hours')
  );

comment on constraint booking_requests_phone_check on public.booking_requests is 'A phone in E.164 (request_booking() answers invalid_phone).';
comment on constraint booking_requests_email_check on public.booking_requests is 'A lower-case e-mail in a shape a mailto link carries as is (request_booking() answers invalid_email).';
comment on constraint booking_requests_window1_check on public.booking_requests is 'The first window ends after it starts, within 12 hours (invalid_window).';
comment on constraint booking_requests_window2_check on public.booking_requests is 'The second window is absent, or ends after it starts within 12 hours (invalid_window).';

-- The hours are checked after the row's own CHECKs -------------------------------------------
drop trigger booking_requests_check_hours on public.booking_requests;
create trigger booking_requests_check_hours
  after insert on public.booking_requests
  for each row execute function private.booking_requests_check_hours();

-- The rate limit's keys ------------------------------------------------------------------------
-- Attempts keep both contacts' digests; the old single key could not tell them apart, so it goes
-- (the attempts of the last day then count for the per-address limit only).
drop index private.booking_attempts_contact_idx;
alter table private.booking_attempts
  drop column contact_key,
  add column phone_key text,
  add column email_key text;
create index booking_attempts_phone_idx on private.booking_attempts (phone_key, created_at);
create index booking_attempts_email_idx on private.booking_attempts (email_key, created_at);

comment on table private.booking_attempts is 'Recent accepted booking submissions (md5 digests of the client address, the E.164 phone and the e-mail''s mailbox) for rate limiting; pruned after a day.';

-- The client address ---------------------------------------------------------------------------
-- Hosted Supabase sits behind Cloudflare, which sets cf-connecting-ip to the visitor's address
-- (a visitor cannot forge it). Without it, the last X-Forwarded-For entry is the one the last
-- proxy appended; the local backend sets the header from the connection alone.
create or replace function private.booking_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  _headers jsonb;
begin
  begin
    _headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    _headers := null;
  end;
  return coalesce(
    nullif(btrim(_headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(_headers ->> 'x-forwarded-for', ',', -1)), ''),
    'unknown'
  );
end;
$$;

comment on function private.booking_client_address() is 'The requesting client''s address: cf-connecting-ip, else the last X-Forwarded-For entry, else ''unknown''.';

-- The notification -----------------------------------------------------------------------------
-- What the webhook receives, built in this one place: a one-line summary in which the name carries
-- no markup, and the request's contact fields as data.
create or replace function private.booking_notification(request public.booking_requests)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'type', 'booking_request',
    'id', request.id,
    'summary', concat_ws(', ',
      'New booking request from ' || private.booking_summary_text(request.name),
      coalesce(initcap(request.package_type::text), 'no package yet'),
      replace(request.vehicle_size::text, '_', ' '),
      replace(request.service_mode::text, '_', '-'),
      to_char(request.window1_start at time zone 'America/New_York', 'Dy Mon DD HH24:MI')),
    'name', request.name,
    'phone', request.phone,
    'email', request.email,
    'created_at', request.created_at
  );
$$;

comment on function private.booking_notification(public.booking_requests) is 'The JSON a stored booking request''s notification webhook receives: type, id, a one-line summary without markup, name, phone, e-mail and when it was sent.';

revoke execute on function private.booking_notification(public.booking_requests) from public, anon, authenticated;

create or replace function private.notify_booking(request public.booking_requests)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _url text;
begin
  select bc.webhook_url into _url from private.booking_config bc where bc.id = 1;
  if _url is null then
    return;
  end if;
  -- A subtransaction: whatever goes wrong with the call, the request stays stored.
  begin
    perform net.http_post(url := _url, body := private.booking_notification(request));
  exception when others then
    raise warning 'booking webhook not called (the request is stored): %', sqlerrm;
  end;
end;
$$;

-- The request ----------------------------------------------------------------------------------
create or replace function private.request_booking(
  language text,
  vehicle_size text,
  package_type text,
  add_ons text[],
  estimate text,
  service_mode text,
  address text,
  window1_start timestamptz,
  window1_end timestamptz,
  window2_start timestamptz,
  window2_end timestamptz,
  name text,
  phone text,
  email text,
  notes text,
  consent boolean,
  website text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  _phone text := private.booking_phone(phone);
  _email text := private.booking_email(email);
  _client text := md5('client:' || private.booking_client_address());
  _phone_key text;
  _email_key text;
  _row public.booking_requests;
  _constraint text;
  _column text;
begin
  -- A filled honeypot (a field people never see) is a bot: answer as if stored, store nothing.
  if nullif(btrim(website), '') is not null then
    return jsonb_build_object('received', true);
  end if;

  -- What the table cannot judge: the choice lists, each add-on, and the clock.
  if language is null or language not in ('en', 'es') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'language';
  end if;
  if vehicle_size is null or vehicle_size not in ('sedan', 'suv_2_rows', 'suv_3_rows') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'vehicle_size';
  end if;
  if package_type is not null and package_type not in ('silver', 'gold', 'platinum') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'package_type';
  end if;
  if exists (
    select 1 from unnest(add_ons) a
    where char_length(private.booking_clean_text(a)) between 1 and 100 is not true
  ) then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'add_ons';
  end if;
  if service_mode is null or service_mode not in ('mobile', 'in_shop') then
    raise exception 'invalid_field' using errcode = 'P0001', detail = 'service_mode';
  end if;
  if window1_start < now() or window2_start < now() then
    raise exception 'date_in_past' using errcode = 'P0001';
  end if;
  if window1_start > now() + interval '1 year' or window2_start > now() + interval '1 year' then
    raise exception 'invalid_window' using errcode = 'P0001';
  end if;

  -- Submissions sharing a client address or a contact are taken one at a time (always in this
  -- order, so two never wait on each other), so a parallel burst cannot slip past the counts.
  if _phone is not null then
    _phone_key := md5('phone:' || _phone);
  end if;
  if _email is not null then
    _email_key := md5('email:' || private.booking_email_mailbox(_email));
  end if;
  perform pg_advisory_xact_lock(hashtext(_client));
  perform pg_advisory_xact_lock(hashtext(_phone_key)) where _phone_key is not null;
  perform pg_advisory_xact_lock(hashtext(_email_key)) where _email_key is not null;

  -- The row's CHECKs judge every field; the one that refuses it names the form's error code.
  begin
    insert into public.booking_requests (
      language, vehicle_size, package_type, add_ons, estimate, service_mode, address,
      window1_start, window1_end, window2_start, window2_end, name, phone, email, notes, consent
    ) values (
      language::public.language, vehicle_size::public.vehicle_size,
      package_type::public.package_type,
      coalesce((select array_agg(private.booking_clean_text(a)) from unnest(add_ons) a), '{}'),
      private.booking_clean_text(estimate), service_mode::public.service_mode,
      private.booking_clean_text(address),
      window1_start, window1_end, window2_start, window2_end,
      coalesce(private.booking_clean_text(name), ''), _phone, _email,
      private.booking_clean_text(notes, true), coalesce(consent, false)
    )
    returning * into _row;
  exception when check_violation or not_null_violation then
    get stacked diagnostics _constraint = constraint_name, _column = column_name;
    raise exception '%', case
      when _constraint = 'booking_requests_contact_check' then 'contact_required'
      when _constraint in ('booking_requests_service_address_check', 'booking_requests_address_check') then 'address_required'
      when _constraint in ('booking_requests_window1_check', 'booking_requests_window2_check')
        or _column like 'window%' then 'invalid_window'
      when _constraint = 'booking_requests_name_check' then 'name_required'
      when _constraint = 'booking_requests_phone_check' then 'invalid_phone'
      when _constraint = 'booking_requests_email_check' then 'invalid_email'
      when _constraint = 'booking_requests_notes_check' then 'notes_too_long'
      when _constraint = 'booking_requests_consent_check' then 'consent_required'
      else 'invalid_field'
    end using errcode = 'P0001', detail = coalesce(nullif(_constraint, ''), _column);
  end;

  -- Rate limits: 10 an hour per client address, 3 a day per phone and per e-mail. Counted after
  -- the checks, so a refused request costs nothing; raising here undoes the insert above.
  delete from private.booking_attempts ba where ba.created_at < now() - interval '1 day';
  if (select count(*) from private.booking_attempts ba
      where ba.client_key = _client and ba.created_at > now() - interval '1 hour') >= 10
     or (select count(*) from private.booking_attempts ba
         where ba.phone_key = _phone_key and ba.created_at > now() - interval '1 day') >= 3
     or (select count(*) from private.booking_attempts ba
         where ba.email_key = _email_key and ba.created_at > now() - interval '1 day') >= 3 then
    raise exception 'rate_limited' using errcode = 'P0001';
  end if;
  insert into private.booking_attempts (client_key, phone_key, email_key)
  values (_client, _phone_key, _email_key);

  perform private.notify_booking(_row);
  return jsonb_build_object('received', true);
end;
$$;

comment on function private.request_booking(text, text, text, text[], text, text, text, timestamptz, timestamptz, timestamptz, timestamptz, text, text, text, text, boolean, text) is 'Normalises, stores (the table''s CHECKs judge) and rate-limits one booking request (a filled honeypot is accepted and dropped), then notifies the owner. Errors are codes such as invalid_email or rate_limited.';
