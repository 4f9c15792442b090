import { HttpError, json, type Reply } from '../http.ts';

/**
 * A storage error (docs/architecture.md#local-backend): HTTP 400 for service statuses below 500
 * (500 otherwise), the real status as a string in `statusCode`.
 */
export function storageError(
  statusCode: number,
  code: string,
  error: string,
  message: string,
): Reply {
  return json(statusCode >= 500 ? 500 : 400, {
    statusCode: String(statusCode),
    code,
    error,
    message,
  });
}

/** Throws `storageError(...)` as an HttpError. */
export function failStorage(
  statusCode: number,
  code: string,
  error: string,
  message: string,
): never {
  throw new HttpError(storageError(statusCode, code, error, message), message);
}

export const noSuchBucket = (): never =>
  failStorage(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const noSuchKey = (): never =>
  failStorage(404, 'NoSuchKey', 'not_found', 'Object not found');
export const tooLarge = (): never =>
  failStorage(
    413,
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );

/** Maps a database error raised while writing storage.objects to the storage API's answer. */
export function fromDatabaseError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '42501') {
    failStorage(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
  }
  if (code === '23505') failStorage(409, 'Duplicate', 'Duplicate', 'The resource already exists');
  if (code === '23503') noSuchBucket();
  throw error;
}
