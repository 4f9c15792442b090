import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import english from '../../src/i18n/admin/en/auth.ts';
import spanish from '../../src/i18n/admin/es/auth.ts';
import { fillPlaceholders } from '../../src/i18n/placeholders.ts';
import { signInRules, signUpRules } from '../../src/islands/auth/auth-schemas.ts';
import {
  changePasswordRules,
  emailRules,
  newPasswordRules,
} from '../../src/islands/auth/password-rules.ts';
import { EMAIL_MAX } from '../../src/lib/schemas/text-length.ts';

describe('the /auth form rules', () => {
  it('accept and reject exactly the e-mail addresses zod does', () => {
    const zodEmail = z.email();
    for (const address of [
      'owner@example.com',
      'first.last+tag@sub.example.co',
      "o'brien@example.org",
      'a_b-c@x-y.example.us',
      'not-an-email',
      'owner@',
      '@example.com',
      'owner@example',
      'owner@example.c',
      '.owner@example.com',
      'owner.@example.com',
      'own..er@example.com',
      'owner@-example.com',
      'own er@example.com',
      'owner@exa_mple.com',
      'ñandú@example.com',
    ]) {
      const accepted = 'value' in signInRules.email(address);
      expect(accepted, address).toBe(zodEmail.safeParse(address).success);
    }
  });

  it('send the e-mail and full name trimmed, the password as typed', () => {
    expect(signUpRules.email('  owner@example.com ')).toEqual({ value: 'owner@example.com' });
    expect(signUpRules.fullName('  Ana Pérez ')).toEqual({ value: 'Ana Pérez' });
    expect(signUpRules.password(' secret ')).toEqual({ value: ' secret ' });
    expect(signInRules.password(' ')).toEqual({ value: ' ' });
  });

  it('explain each wrong field with its message', () => {
    expect(signInRules.email('   ')).toEqual({ error: 'Email is required' });
    expect(signInRules.email('owner@example')).toEqual({ error: 'Enter a valid email address' });
    // Over EMAIL_MAX characters: too long, said before whether it is an address at all.
    const fits = `${'a'.repeat(EMAIL_MAX - '@example.com'.length)}@example.com`;
    expect(emailRules.email(fits)).toEqual({ value: fits });
    for (const address of [`a${fits}`, 'x'.repeat(EMAIL_MAX + 46)]) {
      expect(emailRules.email(address)).toEqual({
        error: 'Email is too long ({max} characters at most)',
        vars: { max: EMAIL_MAX },
      });
    }
    expect(signInRules.password('')).toEqual({ error: 'Password is required' });
    expect(signUpRules.fullName(' ')).toEqual({ error: 'Full name is required' });
    expect(signUpRules.password('')).toEqual({ error: 'Password is required' });
    expect(signUpRules.password('12345')).toEqual({
      error: 'Password must be at least 6 characters',
    });
    expect(signUpRules.password('123456')).toEqual({ value: '123456' });
  });

  it('name EMAIL_MAX as the longest e-mail, in both languages', () => {
    const tooLong = emailRules.email('x'.repeat(EMAIL_MAX + 1));
    if (!('error' in tooLong)) throw new Error('an address over EMAIL_MAX passed');
    const key = tooLong.error as keyof typeof english;
    for (const [lang, messages] of [
      ['en', english],
      ['es', spanish],
    ] as const) {
      // The number comes from EMAIL_MAX alone: the text has a placeholder and no digits of its own.
      expect(messages[key], lang).toMatch(/\{max\}/);
      expect(messages[key], lang).not.toMatch(/\d/);
      const shown = fillPlaceholders(messages[key], tooLong.vars ?? {});
      expect(shown.match(/\d+/g), `${lang}: ${shown}`).toEqual([String(EMAIL_MAX)]);
    }
    expect(fillPlaceholders(spanish[key], tooLong.vars ?? {})).toBe(
      `El correo electrónico es demasiado largo (${EMAIL_MAX} caracteres como máximo)`,
    );
  });

  it('ask for a new password twice, the same both times, and for the current one', () => {
    const typed = (password: string) => (name: string) => (name === 'password' ? password : '');
    expect(newPasswordRules.password('12345')).toEqual({
      error: 'Password must be at least 6 characters',
    });
    expect(newPasswordRules.confirm('', typed('new-secret'))).toEqual({
      error: 'Type the new password again',
    });
    expect(newPasswordRules.confirm('new-secreT', typed('new-secret'))).toEqual({
      error: 'The two passwords do not match',
    });
    expect(newPasswordRules.confirm('new-secret', typed('new-secret'))).toEqual({
      value: 'new-secret',
    });
    expect(changePasswordRules.current('')).toEqual({ error: 'Current password is required' });
    for (const rules of [newPasswordRules, changePasswordRules]) {
      expect(rules.password('')).toEqual({ error: 'New password is required' });
      expect(rules.password('abc')).toEqual({ error: 'Password must be at least 6 characters' });
    }
    expect(changePasswordRules.confirm('abcdef', typed('abcdef'))).toEqual({ value: 'abcdef' });
  });
});
