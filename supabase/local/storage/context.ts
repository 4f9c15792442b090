import type { Database, JwtClaims, Tx } from '../database.ts';
import { header, type Incoming } from '../http.ts';
import { bearerToken, verifyJwt } from '../keys.ts';
import { failStorage, noSuchBucket } from './errors.ts';

/** What the storage routes share. */
export type StorageContext = { db: Database; secret: string; root: string; maxUploadBytes: number };

/** A bucket's settings, read as owner (storage reads bucket metadata as superuser). */
export type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
};

export async function loadBucket(db: Database, id: string): Promise<Bucket> {
  const { rows } = await db.asOwner((tx: Tx) =>
    tx.query<Bucket>(
      'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  );
  return rows[0] ?? noSuchBucket();
}

/**
 * The caller's claims: the bearer token (bad or expired → AccessDenied), else the API key, else anon.
 */
export async function storageClaims(req: Incoming, secret: string): Promise<JwtClaims> {
  const authorization = header(req, 'authorization');
  const token = authorization === undefined ? header(req, 'apikey') : bearerToken(authorization);
  if (authorization !== undefined && !token) {
    failStorage(403, 'AccessDenied', 'Unauthorized', 'Authorization header is not a Bearer token');
  }
  if (!token) return { role: 'anon' };
  const result = await verifyJwt(token, secret);
  if ('failure' in result) failStorage(403, 'AccessDenied', 'Unauthorized', result.failure.message);
  return result.claims;
}

/** Whether `mime` is allowed by the bucket (exact `type/subtype` or `type/*`). */
export function mimeAllowed(bucket: Bucket, mime: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mime.split('/');
  return allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === subtype);
  });
}
