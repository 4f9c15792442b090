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
import { objectOf } from './validate.ts';

/** What the auth routes share: the database and the token settings. */
export type AuthContext = TokenSettings & { db: Database };

/** Reads a JSON object body (1 MB max); bad JSON → 400 bad_json, too large → 413. */
export async function readJsonObject(req: Incoming): Promise<Record<string, unknown>> {
  try {
    const body = await readBody(req.raw, jsonBodyLimit);
    return objectOf(
      parseJson(body, authError(400, 'bad_json', 'Could not parse request body as JSON')),
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new HttpError(authError(413, 'request_too_large', 'Request body too large'));
    }
    throw error;
  }
}
