import type { InputHTMLAttributes } from 'react';
import { touchTarget } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import type { FieldBinding, FieldInput } from './use-auth-form.ts';

const autofill: Record<string, string> = { email: 'email', password: 'current-password' };

interface FormFieldProps {
  /** The input's id; the hint's and error's ids are derived from it. */
  id: string;
  label: string;
  /** The input's type; text by default. */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  /** The browser's autofill: by default `email` for an e-mail, `current-password` for a password. */
  autoComplete?: string;
  /** The form's binding of the field (name, ref, validation events). */
  field: FieldBinding;
  /** The field's validation message, shown under it and announced with it. */
  error?: string | undefined;
  /** A line under the field saying what it expects. */
  hint?: string;
  /** What the field holds when it first shows (an e-mail typed in another form). */
  defaultValue?: string;
}

/**
 * A labelled text input of the account forms (sign-in, sign-up, passwords, Add an admin) whose
 * validation message sits next to it (aria-invalid, aria-describedby). It draws what the editors'
 * FieldFrame draws, without importing it: sharing that module costs the sign-in journey more
 * (a chunk of its own) than these few lines (docs/architecture.md#bars).
 */
export function FormField(props: FormFieldProps) {
  const { id, label, type = 'text', autoComplete = autofill[type] } = props;
  const { field, error, hint, defaultValue } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block w-full rounded-md border border-mist-300 bg-white px-3 py-2 text-base text-ink-900 shadow-xs placeholder:text-ink-600 focus-visible:border-brand-600 aria-invalid:border-red-700',
          touchTarget,
        )}
        {...field}
      />
      {hint && (
        <p id={hintId} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface SignInFieldsProps {
  /** The start of the inputs' ids (`<id>-email`, `<id>-password`). */
  id: string;
  /** What the e-mail field holds when it first shows. */
  email: string;
  /** The form's binding and message of each field (useAuthForm's `input`). */
  input: (name: 'email' | 'password') => FieldInput;
}

/**
 * The sign-in's e-mail and password: /auth's Sign In tab and the admin's sign-in dialog for a
 * session that ended with unsaved changes (docs/architecture.md#sessions). Here, not in a module of
 * its own, for the reason above: the two share this module already.
 */
export function SignInFields({ id, email, input }: SignInFieldsProps) {
  const t = useMessages('auth');
  return (
    <>
      <FormField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        defaultValue={email}
        {...input('email')}
      />
      <FormField
        id={`${id}-password`}
        label={t('password')}
        type="password"
        {...input('password')}
      />
    </>
  );
}
