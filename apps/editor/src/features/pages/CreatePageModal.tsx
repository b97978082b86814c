import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { CreateBuilderPageDocument } from '@lumo/graphql';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showSubmitError } from '../../lib/form-errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import {
  createPageSchema,
  isPathTaken,
  PATH_TAKEN_MESSAGE,
  type CreatePageInput,
  type CreatePageValues,
} from './page-forms';

export interface CreatePageModalProps {
  opened: boolean;
  storeCode: StoreViewCode;
  /** Paths already used in this store view (refused at the field before asking the api). */
  existingPaths: readonly string[];
  onClose(): void;
  onCreated(page: { storeCode: StoreViewCode; path: string }): void;
}

export function CreatePageModal({
  opened,
  storeCode,
  existingPaths,
  onClose,
  onCreated,
}: CreatePageModalProps) {
  const [createPage] = useMutation(CreateBuilderPageDocument, {
    // The list on screen, if any (by operation name: only active queries are refetched).
    refetchQueries: ['BuilderPages'],
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      createPageSchema.refine((values) => !isPathTaken(values.path, existingPaths), {
        path: ['path'],
        message: PATH_TAKEN_MESSAGE,
      }),
    [existingPaths],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreatePageInput, unknown, CreatePageValues>({
    resolver: zodResolver(schema),
    defaultValues: { path: '', title: '' },
  });

  const close = () => {
    reset();
    setServerError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await createPage({
        variables: { input: { store_code: storeCode, path: values.path, title: values.title } },
      });
      const created = result.data?.createBuilderPage;
      reset();
      onCreated({ storeCode, path: created?.path ?? values.path });
    } catch (error) {
      showSubmitError(error, 'The page could not be created.', {
        takenField: 'path',
        setError,
        setServerError,
      });
    }
  });

  const typedPath = useWatch({ control, name: 'path' });
  const storeView = getStoreView(storeCode);
  const previewPath = typedPath.trim() ? withStorePrefix(storeCode, typedPath) : null;

  return (
    <Modal opened={opened} onClose={close} title={`New page in ${storeView.name}`}>
      <form onSubmit={submit} noValidate data-testid="pages:create-form">
        <Stack>
          <FormErrorAlert message={serverError} />
          <TextInput
            label="Path"
            placeholder="/summer-sale"
            description="Lower-case letters, digits, - and _; use / for sub-pages"
            required
            data-autofocus
            data-testid="pages:create-path"
            error={errors.path?.message}
            {...register('path')}
          />
          {previewPath && !errors.path && (
            <Text size="xs" c="dimmed">
              Storefront address: {previewPath}
            </Text>
          )}
          <TextInput
            label="Title"
            required
            data-testid="pages:create-title"
            error={errors.title?.message}
            {...register('title')}
          />
          <ModalFormActions
            submitLabel="Create and open"
            loading={isSubmitting}
            onCancel={close}
            submitTestId="pages:create-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
