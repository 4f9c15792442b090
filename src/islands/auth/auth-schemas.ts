/**
 * Validation of the /auth forms (docs/product.md#validation), one place for both tabs and their
 * messages. Four rules do not need a schema library: zod, even zod/mini, would add about 13 KB gzip
 * to the sign-in page (its core is shared with the admin editors' full zod), more than the forms
 * themselves.
 */

import type { UiVars } from '../../i18n/placeholders.ts';
import { EMAIL_MAX } from '../../lib/schemas/text-length.ts';

/**
 * What is wrong with a field: its message's English text, the key of its translation in the `auth`
 * namespace, and the values of its `{placeholders}` (a limit's number, so the text never repeats a
 * constant by hand).
 */
export interface RuleError {
  error: string;
  vars?: UiVars;
}

/**
 * A field's rule: the value to send (trimmed where a space means nothing) or what is wrong. `read`
 * gives another field's input, for a rule that compares two (a password typed twice).
 */
export type FieldRule = (
  input: string,
  read?: (name: string) => string,
) => { value: string } | RuleError;

// zod's e-mail pattern, so /auth accepts exactly the addresses the rest of the project does.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail address: required, at most EMAIL_MAX characters and valid, sent trimmed. */
export const email: FieldRule = (input) => {
  const value = input.trim();
  if (!value) return { error: 'Email is required' };
  if (value.length > EMAIL_MAX)
    return { error: 'Email is too long ({max} characters at most)', vars: { max: EMAIL_MAX } };
  return emailPattern.test(value) ? { value } : { error: 'Enter a valid email address' };
};

/** Sign-in: e-mail (a valid address) and password, both required. */
export const signInRules = {
  email,
  password: (value: string) => (value ? { value } : { error: 'Password is required' }),
} satisfies Record<string, FieldRule>;

/** A new password: required, at least 6 characters (the service's `minimum_password_length`). */
export const newPassword: FieldRule = (value) => {
  if (!value) return { error: 'Password is required' };
  return value.length < 6 ? { error: 'Password must be at least 6 characters' } : { value };
};

/** Sign-up: full name and e-mail required; password required, at least 6 characters. */
export const signUpRules = {
  fullName: (input: string) => {
    const value = input.trim();
    return value ? { value } : { error: 'Full name is required' };
  },
  email,
  password: newPassword,
} satisfies Record<string, FieldRule>;
