import { useMessages } from '../../i18n/admin/messages.ts';
import { FormField } from './form-field.tsx';
import type { FieldInput } from './use-auth-form.ts';

interface NewPasswordFieldsProps {
  /** The first input's id; the second's is `${id}-confirm`. */
  id: string;
  /** The form's `input` of the rules `password` and `confirm` (password-rules.ts). */
  input: (name: 'password' | 'confirm') => FieldInput;
}

/**
 * A new password typed twice, with its length rule under the first field: "Choose a new password"
 * and the admin's Change password.
 */
export function NewPasswordFields({ id, input }: NewPasswordFieldsProps) {
  const t = useMessages('auth');
  return (
    <>
      <FormField
        id={id}
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        {...input('password')}
      />
      <FormField
        id={`${id}-confirm`}
        label={t('newPasswordAgain')}
        type="password"
        autoComplete="new-password"
        {...input('confirm')}
      />
    </>
  );
}
