import { outcome, userId, type Scenario } from './harness.ts';

/**
 * The row-level security matrix of docs/architecture.md#security-model as data: for every table,
 * what each caller may do. `observe` measures one cell on a live database so the tests (and the
 * broken-policy check) compare measured behaviour with this table.
 */

export type Caller = 'anon' | 'user' | 'admin';
export type Operation = 'select' | 'insert' | 'update' | 'delete';

/** select: which fixture rows the caller sees; insert: allowed or refused (42501);
 *  update/delete: whether the statement reaches every fixture row or none (RLS hides them). */
export interface Rights {
  select: 'all' | 'active' | 'none';
  insert: 'allowed' | 'denied';
  update: 'all' | 'none';
  delete: 'all' | 'none';
}

const readActive: Rights = { select: 'active', insert: 'denied', update: 'none', delete: 'none' };
const readAll: Rights = { select: 'all', insert: 'denied', update: 'none', delete: 'none' };
const nothing: Rights = { select: 'none', insert: 'denied', update: 'none', delete: 'none' };
const everything: Rights = { select: 'all', insert: 'allowed', update: 'all', delete: 'all' };

/** docs/architecture.md#security-model, one row per table. */
export const rlsMatrix: Record<string, Record<Caller, Rights>> = {
  'public.hero_content': { anon: readActive, user: readActive, admin: everything },
  'public.service_packages': { anon: readActive, user: readActive, admin: everything },
  'public.additional_services': { anon: readActive, user: readActive, admin: everything },
  'public.about_sections': { anon: readActive, user: readActive, admin: everything },
  'public.testimonials': { anon: readActive, user: readActive, admin: everything },
  'public.faq_items': { anon: readActive, user: readActive, admin: everything },
  'public.social_links': { anon: readActive, user: readActive, admin: everything },
  'public.site_settings': { anon: readAll, user: readAll, admin: everything },
  'public.images': { anon: readAll, user: readAll, admin: everything },
  'public.site_publish': { anon: readAll, user: readAll, admin: readAll },
  'public.expenses': { anon: nothing, user: nothing, admin: everything },
  'public.user_roles': { anon: nothing, user: nothing, admin: readAll },
  // Inserted only through request_booking(); nobody, admins included, inserts directly.
  'public.booking_requests': {
    anon: nothing,
    user: nothing,
    admin: { select: 'all', insert: 'denied', update: 'all', delete: 'all' },
  },
  // site-images is public: its URLs serve files without a policy; only admins list or change them.
  'storage.objects': { anon: nothing, user: nothing, admin: everything },
};

export const otherAdminId = '00000000-0000-4000-8000-00000000a002';

/** Per table: rows the owner puts in place (one active, one inactive where there is is_active)
 *  and one valid new row for the insert case, which starts from an otherwise empty table. */
export const tableSpecs: Record<string, { fixtures: string[]; insert: string }> = {
  'public.hero_content': {
    fixtures: [
      `insert into public.hero_content (language, title, subtitle, description, cta_primary_text, cta_secondary_text, is_active)
       values ('en', 'Title', 'Subtitle', 'Description', 'Schedule Now', 'Call', true),
              ('es', 'Título', 'Subtítulo', 'Descripción', 'Agendar', 'Llamar', false)`,
    ],
    insert: `insert into public.hero_content (language, title, subtitle, description, cta_primary_text, cta_secondary_text)
             values ('en', 'Title', 'Subtitle', 'Description', 'Schedule Now', 'Call')`,
  },
  'public.service_packages': {
    fixtures: [
      `insert into public.service_packages (package_type, title, label, description, price_sedan, price_suv_2row, price_suv_3row, duration, features, language, is_active)
       values ('silver', 'Silver', 'Essential', 'Wash', '$140', '$170', '$180', '1-2 h', '{Hand wash}', 'en', true),
              ('gold', 'Gold', 'Deep', 'Clean', '$180', '$210', '$220', '2-3 h', '{Clay bar}', 'en', false)`,
    ],
    insert: `insert into public.service_packages (package_type, title, label, description, price_sedan, price_suv_2row, price_suv_3row, duration, features, language)
             values ('platinum', 'Platinum', 'Full', 'All', '$220', '$255', '$265', '3-5 h', '{Polish}', 'en')`,
  },
  'public.additional_services': {
    fixtures: [
      `insert into public.additional_services (service_key, name, description, price, icon_name, language, is_active)
       values ('clay_bar', 'Clay Bar', 'Smooth paint', '$30', 'sparkles', 'en', true),
              ('hand_wax', 'Hand Wax', 'Shine', '$45-$60', 'droplet', 'en', false)`,
    ],
    insert: `insert into public.additional_services (service_key, name, description, price, icon_name, language)
             values ('buffer_wax', 'Buffer Wax', 'Gloss', '$60-$100', 'disc', 'en')`,
  },
  'public.about_sections': {
    fixtures: [
      `insert into public.about_sections (section_key, title, description, emoji, language, is_active)
       values ('licensed', 'Licensed', 'Insured', '🛡️', 'en', true),
              ('mobile', 'Mobile', 'We come to you', '🚐', 'en', false)`,
    ],
    insert: `insert into public.about_sections (section_key, title, description, emoji, language)
             values ('rated', 'Rated', 'Five stars', '⭐', 'en')`,
  },
  'public.testimonials': {
    fixtures: [
      `insert into public.testimonials (testimonial_key, author_name, content, rating, language, is_active)
       values ('review_1', 'Ana', 'Great', 5, 'en', true),
              ('review_2', 'Ben', 'Good', 4, 'en', false)`,
    ],
    insert: `insert into public.testimonials (testimonial_key, author_name, content, rating, language)
             values ('review_3', 'Cy', 'Fine', 5, 'en')`,
  },
  'public.faq_items': {
    fixtures: [
      `insert into public.faq_items (faq_key, question, answer, language, is_active)
       values ('what_areas', 'Where?', 'DMV', 'en', true),
              ('how_long', 'How long?', 'Hours', 'en', false)`,
    ],
    insert: `insert into public.faq_items (faq_key, question, answer, language)
             values ('payment', 'Pay?', 'Cards', 'en')`,
  },
  'public.social_links': {
    fixtures: [
      `insert into public.social_links (platform, url, icon_name, is_active)
       values ('facebook', 'https://www.facebook.com/example', 'facebook', true),
              ('instagram', 'https://www.instagram.com/example', 'instagram', false)`,
    ],
    insert: `insert into public.social_links (platform, url, icon_name)
             values ('youtube', 'https://www.youtube.com/@example', 'youtube')`,
  },
  'public.site_settings': {
    fixtures: [
      `insert into public.site_settings (key, value, category)
       values ('company_name', 'DMV Detailing', 'general'), ('phone_number', '(571) 555-0142', 'contact')`,
    ],
    insert: `insert into public.site_settings (key, value, category) values ('contact_email', 'a@b.c', 'contact')`,
  },
  'public.images': {
    fixtures: [
      `insert into public.images (url, key, category, alt_text)
       values ('https://cdn.example.com/site-images/hero/a.png', 'hero/a.png', 'hero', 'A'),
              ('https://cdn.example.com/site-images/general/b.png', 'general/b.png', 'general', null)`,
    ],
    insert: `insert into public.images (url, key, category, alt_text)
             values ('https://cdn.example.com/site-images/about/c.png', 'about/c.png', 'about', 'C')`,
  },
  'public.site_publish': {
    fixtures: [],
    insert: `insert into public.site_publish (id, revision) values (1, 99)`,
  },
  'public.expenses': {
    fixtures: [
      `insert into public.expenses (name, amount, category, frequency)
       values ('Netlify', 19.00, 'Subscription', 'monthly'), ('Domain', 12.50, 'Domain', 'yearly')`,
    ],
    insert: `insert into public.expenses (name, amount) values ('Supabase', 25)`,
  },
  'public.booking_requests': {
    fixtures: [
      `insert into public.booking_requests (language, vehicle_size, service_mode, window1_start, window1_end, name, phone, email, address, consent)
       values ('en', 'sedan', 'in_shop', now() + interval '1 day', now() + interval '25 hours', 'Ana', '+17035550142', null, null, true),
              ('es', 'suv_3_rows', 'mobile', now() + interval '2 days', now() + interval '49 hours', 'Luis', null, 'luis@example.com', '22030', true)`,
    ],
    insert: `insert into public.booking_requests (language, vehicle_size, service_mode, window1_start, window1_end, name, phone, consent)
             values ('en', 'sedan', 'in_shop', now() + interval '1 day', now() + interval '25 hours', 'Eve', '+17035550100', true)`,
  },
  'public.user_roles': {
    // The admin's own row exists already; a second admin makes "all" distinguishable from "own".
    fixtures: [
      `insert into auth.users (id, aud, role, email) values ('${otherAdminId}', 'authenticated', 'authenticated', 'other@example.com')`,
      `insert into public.user_roles (user_id, role) values ('${otherAdminId}', 'admin')`,
    ],
    // A signed-in user granting the admin role to the plain user (itself, for that caller).
    insert: `insert into public.user_roles (user_id, role) values ('${userId}', 'admin')`,
  },
  'storage.objects': {
    fixtures: [
      `insert into storage.objects (bucket_id, name) values ('site-images', 'hero/a.png'), ('site-images', 'general/b.png')`,
    ],
    insert: `insert into storage.objects (bucket_id, name) values ('site-images', 'about/new.png')`,
  },
};

async function ownerCounts(tx: Scenario, table: string): Promise<{ all: number; active: number }> {
  const hasActive = rlsMatrix[table]?.anon.select === 'active';
  const { rows } = await tx.query<{ all: number; active: number }>(
    `select count(*)::int as all, count(*) filter (where ${hasActive ? 'is_active' : 'true'})::int as active from ${table}`,
  );
  const counts = rows[0]!;
  if (counts.all === 0 || (hasActive && counts.active === counts.all)) {
    throw new Error(`Fixtures of ${table} cannot tell the matrix cases apart`);
  }
  return counts;
}

function classify(count: number, counts: { all: number; active: number }, hasActive: boolean) {
  if (count === 0) return 'none';
  if (count === counts.all) return 'all';
  if (hasActive && count === counts.active) return 'active';
  return `${count} of ${counts.all} rows`;
}

/** Measures one matrix cell: what `caller` can do with `operation` on `table`, right now. */
export async function observe(
  tx: Scenario,
  table: string,
  caller: Caller,
  operation: Operation,
): Promise<string> {
  const spec = tableSpecs[table];
  if (!spec) throw new Error(`No fixtures for ${table}`);
  if (operation === 'insert') {
    const result = await outcome(() => tx.as(caller, (sql) => sql.query(spec.insert)));
    if (result === 'ok') return 'allowed';
    if (result === '42501') return 'denied';
    throw new Error(`Insert into ${table} as ${caller} failed with ${result}, not an RLS refusal`);
  }
  for (const fixture of spec.fixtures) await tx.exec(fixture);
  const counts = await ownerCounts(tx, table);
  const hasActive = rlsMatrix[table]?.anon.select === 'active';
  const statement = {
    select: `select 1 from ${table}`,
    update: `update ${table} set updated_at = now()`,
    delete: `delete from ${table}`,
  }[operation];
  const { rows, rowCount } = await tx.as(caller, (sql) => sql.query(statement));
  return classify(operation === 'select' ? rows.length : rowCount, counts, hasActive);
}
