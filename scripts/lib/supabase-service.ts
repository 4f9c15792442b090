/**
 * The service-role client for CLI scripts (seed, admin:create, start). It bypasses row-level
 * security, so it lives outside src/: the site's source cannot import it and its key never reaches
 * the site's output (tests/unit/source-boundary.test.ts and tests/e2e/secrets.spec.ts hold that).
 */
import {
  createDataClient,
  requireSetting,
  type TypedClient,
} from '../../src/lib/supabase-client.ts';

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
