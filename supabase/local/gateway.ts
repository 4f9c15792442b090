import type { JwtClaims } from './database.ts';
import { header, json, type Incoming, type Reply } from './http.ts';
import { bearerToken, verifyJwt } from './keys.ts';

/**
 * Kong's key-auth (docs/architecture.md#local-backend): the `apikey` header or `?apikey=` must be a
 * valid API key.
 */
export async function checkApiKey(req: Incoming, secret: string): Promise<JwtClaims | Reply> {
  const key = header(req, 'apikey') ?? req.search.get('apikey') ?? undefined;
  if (!key) {
    return json(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const result = await verifyJwt(key, secret);
  if (
    'failure' in result ||
    (result.claims.role !== 'anon' && result.claims.role !== 'service_role')
  ) {
    return json(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return result.claims;
}

/**
 * The claims a data API request runs with: the bearer token's (verified like PostgREST, 401
 * PGRST301/PGRST303 when bad or expired), else the API key's own.
 */
export async function requestClaims(
  req: Incoming,
  secret: string,
  keyClaims: JwtClaims,
): Promise<JwtClaims | Reply> {
  const authorization = header(req, 'authorization');
  if (authorization === undefined) return keyClaims;
  const token = bearerToken(authorization);
  const result = token ? await verifyJwt(token, secret) : undefined;
  if (result && 'claims' in result) return result.claims;
  const expired = result?.failure.reason === 'expired';
  const message = result
    ? result.failure.message
    : 'No suitable bearer token found in Authorization header';
  return json(
    401,
    { code: expired ? 'PGRST303' : 'PGRST301', message, details: null, hint: null },
    {
      'www-authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
    },
  );
}

/** True when `value` is an answer rather than claims. */
export function isReply(value: JwtClaims | Reply): value is Reply {
  return typeof (value as Reply).status === 'number' && 'headers' in value;
}
