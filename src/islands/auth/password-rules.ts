/**
 * Validation of the forms that ask for a new password or an account's e-mail (docs/product.md
 * #validation): forgot password, choose a new password, change password, add an admin. Apart from
 * auth-schemas.ts, so the sign-in page does not load them.
 */
import { email, newPassword, type FieldRule } from './auth-schemas.ts';

/** One e-mail address: "Forgot password?" and "Add an admin". */
export const emailRules = { email } satisfies Record<string, FieldRule>;

/** The new password typed a second time: the same as the `password` field. */
const repeated: FieldRule = (value, read) => {
  if (!value) return { error: 'Type the new password again' };
  return value === read?.('password') ? { value } : { error: 'The two passwords do not match' };
};

/**
 * The new password of "Choose a new password" and "Change password": as sign-up's, but an empty
 * one asks for the new password, beside the current one and the one typed again.
 */
const replacement: FieldRule = (value, read) =>
  value ? newPassword(value, read) : { error: 'New password is required' };

/** "Choose a new password": the new password, typed twice. */
export const newPasswordRules = {
  password: replacement,
  confirm: repeated,
} satisfies Record<string, FieldRule>;

/** "Change password": the current password, then the new one typed twice. */
export const changePasswordRules = {
  current: (value: string) => (value ? { value } : { error: 'Current password is required' }),
  password: replacement,
  confirm: repeated,
} satisfies Record<string, FieldRule>;
