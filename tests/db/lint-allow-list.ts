/**
 * What the API roles may hold, by name: the lint suite (lint.test.ts) fails on anything else. A
 * new RPC or table goes here in the same change as its migration, with exactly the roles and
 * operations the data API needs (docs/architecture.md#privileges).
 */

/** The API roles the lints judge (service_role bypasses row-level security and is not linted). */
export type ApiRole = 'anon' | 'authenticated';

/**
 * Functions of `public` and `private` anon or authenticated may execute, by `schema.name` (every
 * overload alike). Anything not listed must be executable by neither.
 */
export const functionGrants: Record<string, ApiRole[]> = {
  // The row-level security policies for signed-in users call it as that user.
  'private.is_admin': ['authenticated'],
  // The landing page's booking form (it always sends the anon key).
  'public.request_booking': ['anon'],
  'private.request_booking': ['anon'],
  // The admin pages' check of their own session (it reads only the caller's session and roles).
  'public.session_access': ['authenticated'],
  'private.session_access': ['authenticated'],
  // The admin's RPCs (each refuses a non-admin itself).
  'public.publish_now': ['authenticated'],
  'private.publish_now': ['authenticated'],
  'public.publish_schedule': ['authenticated'],
  'private.publish_schedule': ['authenticated'],
  'public.set_publish_settings': ['authenticated'],
  'private.set_publish_settings': ['authenticated'],
  'public.build_hook_failure': ['authenticated'],
  'private.build_hook_failure': ['authenticated'],
  'public.booking_hook_failure': ['authenticated'],
  'private.booking_hook_failure': ['authenticated'],
  'public.purge_booking_requests': ['authenticated'],
  'private.purge_booking_requests': ['authenticated'],
  'public.count_overdue_booking_requests': ['authenticated'],
  'private.count_overdue_booking_requests': ['authenticated'],
  'public.count_turned_away_booking_requests': ['authenticated'],
  'private.count_turned_away_booking_requests': ['authenticated'],
  'public.entry_history': ['authenticated'],
  'private.entry_history': ['authenticated'],
  'public.recently_deleted': ['authenticated'],
  'private.recently_deleted': ['authenticated'],
  'public.restore_deleted': ['authenticated'],
  'private.restore_deleted': ['authenticated'],
  'public.require_photos_in_library': ['authenticated'],
  'private.require_photos_in_library': ['authenticated'],
  // The Site Settings save (security invoker: row-level security decides its writes too).
  'public.save_site_settings': ['authenticated'],
  'public.recent_activity': ['authenticated'],
  'private.recent_activity': ['authenticated'],
  'public.table_history': ['authenticated'],
  'private.table_history': ['authenticated'],
  'public.list_admins': ['authenticated'],
  'private.list_admins': ['authenticated'],
  'public.add_admin': ['authenticated'],
  'private.add_admin': ['authenticated'],
  'public.remove_admin': ['authenticated'],
  'private.remove_admin': ['authenticated'],
  // The admin's /seed page (npm run seed uses the service role).
  'public.seed_content': ['authenticated'],
  'private.seed_content': ['authenticated'],
};

/** A table privilege the data API needs; row-level security then decides row by row. */
export type ApiPrivilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

const dml: ApiPrivilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
const both = (privileges: ApiPrivilege[]) => ({ anon: privileges, authenticated: privileges });

/**
 * Tables (and views, sequences) of `public` and `private` on which anon or authenticated hold any
 * privilege, with exactly those privileges. Anything not listed must grant them nothing.
 */
export const tableGrants: Record<string, Record<ApiRole, ApiPrivilege[]>> = {
  'public.hero_content': both(dml),
  'public.service_packages': both(dml),
  'public.additional_services': both(dml),
  'public.about_sections': both(dml),
  'public.testimonials': both(dml),
  'public.faq_items': both(dml),
  'public.social_links': both(dml),
  'public.site_settings': both(dml),
  'public.images': both(dml),
  'public.site_publish': both(dml),
  'public.expenses': both(dml),
  'public.user_roles': both(dml),
  // Inserted only through request_booking(), a security definer function.
  'public.booking_requests': both(['SELECT', 'UPDATE', 'DELETE']),
};
