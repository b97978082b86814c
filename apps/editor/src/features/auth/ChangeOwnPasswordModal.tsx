import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ChangeOwnEditorPasswordDocument } from '@lumo/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '../../lib/errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import { NewPasswordFields } from './NewPasswordFields';
import { changeOwnPasswordSchema, type ChangeOwnPasswordValues } from './login-schema';

export interface ChangeOwnPasswordModalProps {
  opened: boolean;
  onClose(): void;
}

export function ChangeOwnPasswordModal({ opened, onClose }: ChangeOwnPasswordModalProps) {
  const [changePassword] = useMutation(ChangeOwnEditorPasswordDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeOwnPasswordValues>({
    resolver: zodResolver(changeOwnPasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const close = () => {
    reset();
    setServerError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await changePassword({
        variables: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      notifications.show({ color: 'green', message: 'Your password was changed.' });
      close();
    } catch (error) {
      setServerError(apiErrorMessage(error, 'The password could not be changed.'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Change your password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorAlert message={serverError} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            newPasswordError={errors.newPassword?.message}
            confirmPasswordError={errors.confirmPassword?.message}
          />
          <ModalFormActions submitLabel="Change password" loading={isSubmitting} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
