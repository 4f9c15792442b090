-- Enumerations as Postgres enum types instead of text columns with CHECK lists.
-- The value sets (languages, package types, image and expense categories, expense frequencies,
-- user roles) are then stated once, in the database: `npm run db:types` turns each enum into a
-- TypeScript union and into `Constants`, and the validation schemas take their values from there.
-- Refusals stay where they were: an unknown value is now `invalid input value for enum` (22P02)
-- instead of a check violation (23514). Indexes, unique keys and policies carry over unchanged.

-- The types -------------------------------------------------------------------------------------
create type public.language as enum ('en', 'es');
comment on type public.language is 'Languages of the site: English and Spanish.';

create type public.package_type as enum ('silver', 'gold', 'platinum');
comment on type public.package_type is 'The three detailing packages, cheapest first.';

create type public.image_category as enum ('hero', 'services', 'about', 'testimonials', 'general');
comment on type public.image_category is 'Where an image of the library is meant to be used.';

create type public.expense_category as enum (
  'Subscription', 'Development', 'Domain', 'Email', 'Software', 'Marketing', 'Other'
);
comment on type public.expense_category is 'Kinds of business expense in the tracker.';

create type public.expense_frequency as enum ('monthly', 'yearly', 'one-time');
comment on type public.expense_frequency is 'How often an expense is billed.';

create type public.app_role as enum ('admin');
comment on type public.app_role is 'Roles a user can be granted in user_roles.';

-- Triggers naming a column in `update of` block a change of that column's type: the price sync
-- triggers are dropped here and re-created unchanged below.
drop trigger service_packages_share_prices on public.service_packages;
drop trigger additional_services_share_price on public.additional_services;

-- language --------------------------------------------------------------------------------------
alter table public.hero_content drop constraint hero_content_language_check;
alter table public.hero_content
  alter column language type public.language using language::public.language;

alter table public.service_packages drop constraint service_packages_language_check;
alter table public.service_packages
  alter column language type public.language using language::public.language;

alter table public.additional_services drop constraint additional_services_language_check;
alter table public.additional_services
  alter column language type public.language using language::public.language;

alter table public.about_sections drop constraint about_sections_language_check;
alter table public.about_sections
  alter column language type public.language using language::public.language;

alter table public.testimonials drop constraint testimonials_language_check;
alter table public.testimonials
  alter column language type public.language using language::public.language;

alter table public.faq_items drop constraint faq_items_language_check;
alter table public.faq_items
  alter column language type public.language using language::public.language;

-- package_type ----------------------------------------------------------------------------------
alter table public.service_packages drop constraint service_packages_package_type_check;
alter table public.service_packages
  alter column package_type type public.package_type using package_type::public.package_type;

-- images.category -------------------------------------------------------------------------------
alter table public.images drop constraint images_category_check;
alter table public.images
  alter column category drop default,
  alter column category type public.image_category using category::public.image_category,
  alter column category set default 'general';

-- expenses.category, expenses.frequency ---------------------------------------------------------
alter table public.expenses drop constraint expenses_category_check;
alter table public.expenses drop constraint expenses_frequency_check;
alter table public.expenses
  alter column category drop default,
  alter column category type public.expense_category using category::public.expense_category,
  alter column category set default 'Subscription',
  alter column frequency drop default,
  alter column frequency type public.expense_frequency using frequency::public.expense_frequency,
  alter column frequency set default 'monthly';

-- user_roles.role -------------------------------------------------------------------------------
alter table public.user_roles drop constraint user_roles_role_check;
alter table public.user_roles
  alter column role type public.app_role using role::public.app_role;

-- The price sync triggers, as 20261122000300_price_sync.sql made them ----------------------------
create trigger service_packages_share_prices
  after update of price_sedan, price_suv_2row, price_suv_3row, package_type, language
  on public.service_packages
  for each row execute function private.service_packages_share_prices();

create trigger additional_services_share_price
  after update of price, service_key, language
  on public.additional_services
  for each row execute function private.additional_services_share_price();
