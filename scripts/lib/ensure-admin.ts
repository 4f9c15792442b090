import type { TypedClient } from '../../src/lib/supabase-client.ts';

/**
 * Makes `email` an admin with the service-role client: creates the user (confirmed) when missing,
 * then grants the `admin` role when it is not granted yet. Works against hosted Supabase too.
 * Returns the user's id.
 */
export async function ensureAdmin(
  service: TypedClient,
  email: string,
  password: string,
): Promise<string> {
  const wanted = email.trim().toLowerCase();
  let userId = await findUserId(service, wanted);
  if (!userId) {
    const { data, error } = await service.auth.admin.createUser({
      email: wanted,
      password,
      email_confirm: true,
      user_metadata: { full_name: 'Administrator' },
    });
    if (error) throw new Error(`Cannot create the admin user ${wanted}: ${error.message}`);
    userId = data.user.id;
  }
  const { error } = await service
    .from('user_roles')
    .upsert(
      { user_id: userId, role: 'admin' },
      { onConflict: 'user_id,role', ignoreDuplicates: true },
    );
  if (error) throw new Error(`Cannot grant the admin role to ${wanted}: ${error.message}`);
  return userId;
}

async function findUserId(service: TypedClient, email: string): Promise<string | undefined> {
  for (let page = 1; ; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw new Error(`Cannot list users: ${error.message}`);
    const match = data.users.find((user) => user.email?.toLowerCase() === email);
    if (match) return match.id;
    if (data.users.length < 200) return undefined;
  }
}
