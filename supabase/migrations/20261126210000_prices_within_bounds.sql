-- Prices within bounds (docs/architecture.md#prices). A price was any amount, so a slip of the
-- owner's ('99999999999' for '99', or '0') was stored and went live, and a long one broke the
-- package card's price row on a phone. Now every amount of a price is from $1 to $99,999.99: the
-- admin's fields refuse the rest with the same bounds (src/lib/content/price.ts), and these rules
-- are the last word. The stored form is unchanged: whole dollars or dollars and cents, without
-- '$' and without leading zeros (the trigger normalises what is typed).

alter table public.service_packages
  drop constraint service_packages_price_sedan_amount,
  drop constraint service_packages_price_suv_2row_amount,
  drop constraint service_packages_price_suv_3row_amount;

alter table public.service_packages
  add constraint service_packages_price_sedan_amount
    check (price_sedan ~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$') not valid,
  add constraint service_packages_price_suv_2row_amount
    check (price_suv_2row ~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$') not valid,
  add constraint service_packages_price_suv_3row_amount
    check (price_suv_3row ~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$') not valid;

-- Words, an amount, or a range whose low end is below its high end, each amount within the bounds
-- (CASE: the casts run only on text the pattern has vetted).
alter table public.additional_services
  drop constraint additional_services_price_amount_or_words;

alter table public.additional_services
  add constraint additional_services_price_amount_or_words
    check (
      case
        when price !~ '[0-9]' then true
        when price ~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$' then true
        when price ~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?-[1-9][0-9]{0,4}(\.[0-9]{2})?$'
          then split_part(price, '-', 1)::numeric < split_part(price, '-', 2)::numeric
        else false
      end
    ) not valid;

comment on constraint service_packages_price_sedan_amount on public.service_packages is 'A price is whole dollars or dollars and cents from 1 to 99999.99, stored without ''$'' (''140'', ''19.50'').';
comment on constraint service_packages_price_suv_2row_amount on public.service_packages is 'A price is whole dollars or dollars and cents from 1 to 99999.99, stored without ''$'' (''140'', ''19.50'').';
comment on constraint service_packages_price_suv_3row_amount on public.service_packages is 'A price is whole dollars or dollars and cents from 1 to 99999.99, stored without ''$'' (''140'', ''19.50'').';
comment on constraint additional_services_price_amount_or_words on public.additional_services is 'An add-on price is an amount from 1 to 99999.99 (''40''), a range from low to high within those (''45-60''), or words without a digit (''Additional Fee'').';

-- Where every existing price is within the bounds (every database the product seeded), the rules
-- hold for all rows, not only new ones; elsewhere they hold for every write from now on, and the
-- owner's next save of an entry out of bounds is refused with the field's message.
do $$
begin
  if not exists (
    select 1 from public.service_packages sp
    where sp.price_sedan !~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$'
       or sp.price_suv_2row !~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$'
       or sp.price_suv_3row !~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$'
  ) then
    alter table public.service_packages validate constraint service_packages_price_sedan_amount;
    alter table public.service_packages validate constraint service_packages_price_suv_2row_amount;
    alter table public.service_packages validate constraint service_packages_price_suv_3row_amount;
  end if;
  if not exists (
    select 1 from public.additional_services s
    where not case
      when s.price !~ '[0-9]' then true
      when s.price ~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?$' then true
      when s.price ~ '^[1-9][0-9]{0,4}(\.[0-9]{2})?-[1-9][0-9]{0,4}(\.[0-9]{2})?$'
        then split_part(s.price, '-', 1)::numeric < split_part(s.price, '-', 2)::numeric
      else false
    end
  ) then
    alter table public.additional_services validate constraint additional_services_price_amount_or_words;
  end if;
end;
$$;
