import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, PasswordInput, SegmentedControl, Input, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CreateEditorDocument } from '@lumo/graphql';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showSubmitError } from '../../lib/form-errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import { EDITOR_PASSWORD_MIN_LENGTH } from '../auth/login-schema';
import {
  createEditorSchema,
  type CreateEditorInput,
  type CreateEditorValues,
} from './account-forms';

export interface CreateEditorModalProps {
  opened: boolean;
  onClose(): void;
}

export function CreateEditorModal({ opened, onClose }: CreateEditorModalProps) {
  const [createEditor] = useMutation(CreateEditorDocument, {
    // Refetch the list on screen (by operation name: only active queries).
    refetchQueries: ['Editors'],
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateEditorInput, unknown, CreateEditorValues>({
    resolver: zodResolver(createEditorSchema),
    defaultValues: { email: '', name: '', password: '', role: 'EDITOR' },
  });

  const close = () => {
    reset();
    setServerError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createEditor({ variables: { input: values } });
      notifications.show({ color: 'green', message: `${values.name} can now log in.` });
      close();
    } catch (error) {
      showSubmitError(error, 'The editor could not be added.', {
        takenField: 'email',
        setError,
        setServerError,
      });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add an editor">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorAlert message={serverError} />
          <TextInput
            label="Name"
            required
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${EDITOR_PASSWORD_MIN_LENGTH} characters; share it with them safely`}
            required
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Input.Wrapper label="Role" description="Admins can also manage editor accounts">
                <SegmentedControl
                  mt={4}
                  fullWidth
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: 'EDITOR', label: 'Editor' },
                    { value: 'ADMIN', label: 'Admin' },
                  ]}
                />
              </Input.Wrapper>
            )}
          />
          <ModalFormActions submitLabel="Add editor" loading={isSubmitting} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
