import { failAuth } from './errors.ts';

/** Minimum password length (GoTrue default). */
export const minPasswordLength = 6;

const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the lower-cased e-mail, or answers 400 validation_failed as GoTrue does. */
export function requireEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    failAuth(400, 'validation_failed', 'An email address is required');
  }
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !emailPattern.test(email)) {
    failAuth(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** Answers 422 weak_password when `password` is shorter than the minimum. */
export function requireStrongPassword(password: string): void {
  if ([...password].length < minPasswordLength) {
    const message = `Password should be at least ${minPasswordLength} characters.`;
    failAuth(422, 'weak_password', message, { weak_password: { message, reasons: ['length'] } });
  }
  // bcrypt only uses the first 72 bytes; GoTrue refuses longer passwords.
  if (Buffer.byteLength(password) > 72) {
    failAuth(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
}

/** User metadata must be a JSON object; anything else is a 400. */
export function metadataOf(value: unknown, field: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    failAuth(400, 'validation_failed', `${field} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}
