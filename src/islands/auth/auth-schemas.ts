/** Validation of the /auth forms (SPEC §5), one place for both tabs and their messages. */
import { z } from 'zod';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'));

/** Sign-in: e-mail (a valid address) and password, both required. */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});

/** Sign-up: full name and e-mail required; password required, at least 6 characters. */
export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required'),
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters'),
});

/** The values a valid sign-in form yields. */
export type SignInValues = z.infer<typeof signInSchema>;
/** The values a valid sign-up form yields. */
export type SignUpValues = z.infer<typeof signUpSchema>;
