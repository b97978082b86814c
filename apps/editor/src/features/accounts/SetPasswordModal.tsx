import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SetEditorPasswordDocument, type EditorsQuery } from '@lumo/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '../../lib/errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { setPasswordSchema, type SetPasswordInput } from './account-forms';

type EditorRow = EditorsQuery['editors'][number];

export interface SetPasswordModalProps {
  editor: EditorRow | null;
  onClose(): void;
}

/** An admin sets someone else's password (e.g. they forgot theirs). */
export function SetPasswordModal({ editor, onClose }: SetPasswordModalProps) {
  return (
    <Modal
      opened={editor !== null}
      onClose={onClose}
      title={`New password for ${editor?.name ?? ''}`}
    >
      {editor && <SetPasswordForm key={editor.uid} editor={editor} onClose={onClose} />}
    </Modal>
  );
}

function SetPasswordForm({ editor, onClose }: SetPasswordModalProps & { editor: EditorRow }) {
  const [setPassword] = useMutation(SetEditorPasswordDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await setPassword({ variables: { uid: editor.uid, newPassword: values.newPassword } });
      notifications.show({
        color: 'green',
        message: `The password of ${editor.name} was changed.`,
      });
      onClose();
    } catch (error) {
      setServerError(apiErrorMessage(error, 'The password could not be changed.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert message={serverError} />
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          newPasswordError={errors.newPassword?.message}
          confirmPasswordError={errors.confirmPassword?.message}
          autoFocus
        />
        <ModalFormActions submitLabel="Set password" loading={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}
