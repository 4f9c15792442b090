-- The day of the month an expense falls due on (docs/product.md#expense-tracking). 'Mark paid'
-- moves a monthly expense a month on and a yearly one a year on, keeping a month end within its
-- month (Jan 31 → Feb 28); without a remembered day the next payment would start from the 28th
-- (Feb 28 → Mar 28 → Apr 28 …) and a yearly Feb 29 from Feb 28 for ever. due_day remembers it:
-- Jan 31 → Feb 28 → Mar 31 → Apr 30, Feb 29 2028 → Feb 28 2029 → … → Feb 29 2032.
--
-- The database derives it, whoever writes: null without a due date; the date's day when the date
-- is set or changed; unchanged when a write moves the date to the last day of a month too short for
-- the remembered day (what Mark paid and its Undo write: Feb 28 of an expense due on the 31st). A
-- write naming due_day alone changes nothing. RLS stays as it is (admins only).

alter table public.expenses
  add column due_day smallint
    constraint expenses_due_day_check check (
      due_day between 1 and 31
      and (extract(day from next_due_date) = due_day
        -- A month end short of the day: Feb 28 (or 29), Apr 30 … of an expense due on the 31st.
        or (extract(day from next_due_date) < due_day and extract(day from next_due_date + 1) = 1))
    );

comment on column public.expenses.due_day is 'The day of the month the expense falls due on (1-31), kept when Mark paid moves next_due_date to a shorter month''s last day; null without a due date. Set by the database.';
comment on constraint expenses_due_day_check on public.expenses is 'The next due date falls on the remembered day, or on the last day of a month too short for it.';

create or replace function private.expense_due_day()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  date_day smallint := extract(day from new.next_due_date);
begin
  if new.next_due_date is null then
    new.due_day := null;
  elsif tg_op = 'UPDATE' and new.next_due_date = old.next_due_date then
    new.due_day := old.due_day;
  elsif tg_op = 'UPDATE' and old.due_day > date_day and extract(day from new.next_due_date + 1) = 1 then
    -- Moved to a month end short of the remembered day: keep it.
    new.due_day := old.due_day;
  else
    new.due_day := date_day;
  end if;
  return new;
end;
$$;

comment on function private.expense_due_day() is 'Trigger: an expense''s remembered due day, from its next due date as set or edited; kept when the date moves to the last day of a month too short for it (docs/product.md#expense-tracking).';

revoke execute on function private.expense_due_day() from public, anon, authenticated;

-- Existing expenses fall due on their date's day; their updated_at stays (nothing the owner sees
-- changed, so a page open meanwhile saves without a conflict).
alter table public.expenses disable trigger expenses_set_updated_at;
update public.expenses set due_day = extract(day from next_due_date) where next_due_date is not null;
alter table public.expenses enable trigger expenses_set_updated_at;

alter table public.expenses
  add constraint expenses_due_day_with_date_check check ((due_day is null) = (next_due_date is null));

comment on constraint expenses_due_day_with_date_check on public.expenses is 'An expense has a remembered due day exactly when it has a next due date.';

create trigger expenses_due_day
  before insert or update of next_due_date, due_day on public.expenses
  for each row execute function private.expense_due_day();
