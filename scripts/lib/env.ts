import { createServiceClient } from './supabase-service.ts';
import type { TypedClient } from '../../src/lib/supabase-client.ts';
import { apiKeys } from '../../supabase/local/keys.ts';
import { jwtSecret, localBackendUrl } from '../../supabase/local/settings.ts';

/**
 * A service-role client for CLI scripts: PUBLIC_SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY, each
 * defaulting to the local backend's URL and its well-known service-role key.
 */
export function serviceClient(): { client: TypedClient; url: string } {
  const url = process.env.PUBLIC_SUPABASE_URL || localBackendUrl();
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY || apiKeys(jwtSecret()).serviceRoleKey;
  return { client: createServiceClient(url, key), url };
}

/** Reads `--name value` (or `--name=value`) from the command line. */
export function argument(name: string, args = process.argv.slice(2)): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

/** Prints `error` as one clear line and exits with status 1. */
export function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`error: ${message}${cause}`);
  process.exit(1);
}
