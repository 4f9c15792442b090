import { join, resolve, sep } from 'node:path';
import { failStorage } from './errors.ts';

const keyPattern = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const bucketPattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

const invalidKey = (key: string): never =>
  failStorage(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`);

/** Decodes a percent-encoded path segment string; malformed encodings are invalid keys. */
export function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return invalidKey(raw);
  }
}

/**
 * Validates an object key: storage's character set, no empty, `.` or `..` segment, nothing
 * absolute, no backslash or NUL (all excluded by the pattern or the segment check).
 */
export function checkKey(key: string): string {
  if (key === '' || key.length > 1024 || !keyPattern.test(key) || key.startsWith('/'))
    invalidKey(key);
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') invalidKey(key);
  }
  return key;
}

/** Validates a bucket id (it names a directory). */
export function checkBucket(bucket: string): string {
  if (!bucketPattern.test(bucket) || bucket === '.' || bucket === '..') {
    failStorage(400, 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${bucket}`);
  }
  return bucket;
}

/** The file that holds `bucket/key` under `root`, proven to stay inside it. */
export function objectFile(root: string, bucket: string, key: string): string {
  const base = resolve(root);
  const file = resolve(join(base, checkBucket(bucket), ...checkKey(key).split('/')));
  if (!file.startsWith(base + sep)) invalidKey(key);
  return file;
}

/** Splits `<bucket>/<key>` (already decoded). */
export function splitBucketPath(path: string): { bucket: string; key: string } {
  const slash = path.indexOf('/');
  if (slash <= 0) return { bucket: checkBucket(path.replace(/\/$/, '')), key: '' };
  return { bucket: checkBucket(path.slice(0, slash)), key: path.slice(slash + 1) };
}
