import { argument, fail, serviceClient } from './lib/env.ts';
import { ensureAdmin } from './lib/ensure-admin.ts';

/**
 * `npm run admin:create -- --email E --password P`: creates the user if missing (confirmed) and
 * grants the admin role if missing. Works against hosted Supabase given PUBLIC_SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY.
 */
try {
  const email = argument('email') ?? process.env.ADMIN_EMAIL;
  const password = argument('password') ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error(
      'usage: npm run admin:create -- --email you@example.com --password <at least 6 characters>',
    );
  }
  if (password.length < 6) throw new Error('The password must have at least 6 characters.');
  const { client, url } = serviceClient();
  const id = await ensureAdmin(client, email, password);
  console.log(`${email.trim().toLowerCase()} is an admin on ${url} (user ${id}).`);
} catch (error) {
  fail(error);
}
