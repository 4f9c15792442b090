-- A declined request (docs/product.md#bookings): the owner turned it down (a date they cannot
-- take, outside the area), which the owner told apart from one cancelled (agreed, then called
-- off) only by memory while both were 'cancelled'. A status of its own, before 'cancelled' in the
-- order the page lists the statuses. RLS, the purge and the counts are unchanged: they read every
-- status alike.

alter type public.booking_status add value if not exists 'declined' before 'cancelled';

comment on type public.booking_status is 'Where a booking request stands: new until the owner handles it; declined when the owner turned it down, cancelled when it was called off.';
