import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MoveBuilderPageDocument, type BuilderPageSummaryFieldsFragment } from '@lumo/graphql';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showSubmitError } from '../../lib/form-errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import {
  isPathTaken,
  movePageSchema,
  PATH_TAKEN_MESSAGE,
  type MovePageInput,
  type MovePageValues,
} from './page-forms';

export interface MovePageModalProps {
  page: BuilderPageSummaryFieldsFragment | null;
  existingPaths: readonly string[];
  onClose(): void;
}

export function MovePageModal({ page, existingPaths, onClose }: MovePageModalProps) {
  return (
    <Modal opened={page !== null} onClose={onClose} title="Change the page's path">
      {page && (
        <MovePageForm key={page.uid} page={page} existingPaths={existingPaths} onClose={onClose} />
      )}
    </Modal>
  );
}

function MovePageForm({
  page,
  existingPaths,
  onClose,
}: MovePageModalProps & { page: BuilderPageSummaryFieldsFragment }) {
  const [movePage] = useMutation(MoveBuilderPageDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      movePageSchema.refine(
        (values) =>
          values.path === page.path ||
          !isPathTaken(
            values.path,
            existingPaths.filter((path) => path !== page.path),
          ),
        { path: ['path'], message: PATH_TAKEN_MESSAGE },
      ),
    [existingPaths, page.path],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MovePageInput, unknown, MovePageValues>({
    resolver: zodResolver(schema),
    defaultValues: { path: page.path },
  });

  const submit = handleSubmit(async (values) => {
    if (values.path === page.path) {
      onClose();
      return;
    }
    setServerError(null);
    try {
      await movePage({ variables: { input: { page_uid: page.uid, new_path: values.path } } });
      notifications.show({ color: 'green', message: `Moved ${page.path} to ${values.path}.` });
      onClose();
    } catch (error) {
      showSubmitError(error, 'The page could not be moved.', {
        takenField: 'path',
        setError,
        setServerError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert message={serverError} />
        <TextInput
          label="New path"
          description="Links to the old path stop working; update them after the move"
          required
          data-autofocus
          error={errors.path?.message}
          {...register('path')}
        />
        <ModalFormActions submitLabel="Move page" loading={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}
