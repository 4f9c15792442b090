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
import type { TokenSettings } from './sessions.ts';

/** What the auth routes share: the database and the token settings. */
export type AuthContext = TokenSettings & { db: Database };

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
