-- The owner's note on a booking request (docs/product.md#bookings): what was agreed when the owner
-- called the visitor back ("Sat Dec 5, 10 AM at the shop, gate code 4412, quoted $220"). Only an
-- admin reads or writes it, through the table's existing policies (admins read, admins update);
-- anon and signed-in non-admins see no row at all. The visitor's request_booking() names the
-- columns it inserts and the notification webhook the fields it sends: neither has this one.
-- A note is at most 2,000 characters (a paragraph, as the site texts: docs/product.md#validation),
-- trimmed, and an emptied note is stored as null, whoever writes it.

alter table public.booking_requests
  add column owner_note text
    constraint booking_requests_owner_note_check check (char_length(owner_note) between 1 and 2000);

comment on column public.booking_requests.owner_note is 'The owner''s own note on the request (what was agreed), admin-only; null when none.';
comment on constraint booking_requests_owner_note_check on public.booking_requests is 'An owner''s note is 1 to 2,000 characters (an emptied one is stored as null).';

-- Trimmed before the CHECK judges it: blank becomes null, so clearing the note is any empty write.
create or replace function private.booking_owner_note_trimmed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.owner_note := nullif(btrim(new.owner_note, E' \t\r\n'), '');
  return new;
end;
$$;

comment on function private.booking_owner_note_trimmed() is 'Trigger: a booking request''s owner note as stored, trimmed of surrounding spaces and line breaks; null when nothing is left.';

revoke execute on function private.booking_owner_note_trimmed() from public, anon, authenticated;

create trigger booking_requests_owner_note_trimmed
  before insert or update of owner_note on public.booking_requests
  for each row execute function private.booking_owner_note_trimmed();
