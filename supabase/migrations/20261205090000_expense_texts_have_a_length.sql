-- An expense's texts have a length, as site texts do (docs/product.md#validation): its name and
-- vendor a line of at most 200 characters, its description a paragraph of at most 2,000. An
-- owner's trial saved a 5,000-character name: it flooded the tracker, and a long word in it made
-- the table scroll sideways. The expense dialog refuses the same lengths at the field.
--
-- Rows stored before are cut to the limit, ending in '…', rather than left over it behind a NOT
-- VALID check (docs/decisions.md#expense-texts-have-a-length): a row over a check fails every
-- later update, so Mark paid would fail on such an expense until its text was shortened by hand.

update public.expenses set name = rtrim(left(name, 199)) || '…' where char_length(name) > 200;
update public.expenses set vendor = rtrim(left(vendor, 199)) || '…' where char_length(vendor) > 200;
update public.expenses set description = rtrim(left(description, 1999)) || '…'
  where char_length(description) > 2000;

alter table public.expenses add constraint expenses_name_length check (char_length(name) <= 200);
alter table public.expenses add constraint expenses_vendor_length check (char_length(vendor) <= 200);
alter table public.expenses add constraint expenses_description_length check (char_length(description) <= 2000);
