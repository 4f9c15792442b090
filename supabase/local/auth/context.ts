import type { Database } from '../database.ts';
import {
  BodyTooLargeError,
  HttpError,
  jsonBodyLimit,
  parseJson,
  readBody,
  type Incoming,
} from '../http.ts';
import { authError } from './errors.ts';
import type { Mailbox } from './mail.ts';
import type { TokenSettings } from './sessions.ts';
import type { AuthLimits } from './throttle.ts';

/**
 * What the auth routes share: the database, the token settings (the issuer is also the auth
 * service's external URL, which e-mail links point at), the site URL that redirects fall back to,
 * the inbox the e-mails go to and the rate limits.
 */
export type AuthContext = TokenSettings & {
  db: Database;
  siteUrl: string;
  mailbox: Mailbox;
  limits: AuthLimits;
};

/** The address a request came from (the backend listens on loopback, behind no proxy). */
export function clientAddress(req: Incoming): string {
  return req.raw.socket.remoteAddress ?? 'unknown';
}

/** Reads a JSON object body (1 MB max); bad JSON or a non-object → 400 bad_json, too large → 413. */
export async function readJsonObject(req: Incoming): Promise<Record<string, unknown>> {
  let body: Buffer;
  try {
    body = await readBody(req.raw, jsonBodyLimit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new HttpError(authError(413, 'request_too_large', 'Request body too large'));
    }
    throw error;
  }
  const badJson = authError(400, 'bad_json', 'Could not parse request body as JSON');
  const value = parseJson(body, badJson);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(badJson);
  }
  return value as Record<string, unknown>;
}
