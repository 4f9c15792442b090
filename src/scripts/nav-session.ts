import { takeSiteNotice } from '../lib/auth-redirect.ts';
import { supabase } from '../lib/supabase.ts';
import { showAccountNotice } from './signed-up-notice.ts';

const show = (selector: string, visible: boolean) =>
  document.querySelectorAll<HTMLElement>(selector).forEach((el) => (el.hidden = !visible));

/**
 * Loaded only for browsers with a stored session: shows Logout for a signed-in user, Dashboard for
 * an admin (a `user_roles` row with role admin), and hides Login. An account that /auth has just
 * created, or signed in, and sent here is told it opens the admin only once an admin adds it.
 */
export async function showSessionLinks(): Promise<void> {
  const {
    data: { session },
  } = await supabase.auth.getSession();
  const notice = takeSiteNotice();
  if (!session) return;

  show('[data-auth="login"]', false);
  show('[data-auth="logout"]', true);
  document.querySelectorAll('[data-auth="logout"]').forEach((button) =>
    button.addEventListener('click', async () => {
      await supabase.auth.signOut();
      location.reload();
    }),
  );

  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', session.user.id)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) console.error('Could not check the admin role:', error.message);
  show('[data-auth="admin"]', Boolean(data));
  if (notice && !error && !data) {
    showAccountNotice(notice, session.user.email ?? '', () => supabase.auth.signOut());
  }
}
