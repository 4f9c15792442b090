/**
 * The service-role client for CLI scripts (seed, admin:create, start). It bypasses row-level
 * security, so nothing under src/pages, src/islands or src/components may import it: the key must
 * never reach the site's output (an ESLint rule and the e2e secrets test hold that line).
 */
import { createDataClient, requireSetting, type TypedClient } from './supabase-client.ts';

/**
 * A service-role client without a session for `url`; the key is `key`, else
 * SUPABASE_SERVICE_ROLE_KEY from the environment.
 */
export function createServiceClient(
  url: string,
  key = process.env.SUPABASE_SERVICE_ROLE_KEY,
): TypedClient {
  return createDataClient(url, requireSetting('SUPABASE_SERVICE_ROLE_KEY', key));
}
