import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EDITOR_PASSWORD_MIN_LENGTH } from './login-schema';

export interface NewPasswordFieldsProps {
  /** `register('newPassword')` of the form (see newPasswordPairShape). */
  newPassword: UseFormRegisterReturn<'newPassword'>;
  /** `register('confirmPassword')` of the form. */
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  newPasswordError?: string;
  confirmPasswordError?: string;
  /** Focus the new password when the modal opens (when it is the form's first field). */
  autoFocus?: boolean;
}

/** The new password and its repeat, as every form that sets a password asks for them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  newPasswordError,
  confirmPasswordError,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={`At least ${EDITOR_PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        data-autofocus={autoFocus || undefined}
        error={newPasswordError}
        {...newPassword}
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        error={confirmPasswordError}
        {...confirmPassword}
      />
    </>
  );
}
