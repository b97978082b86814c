import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { type StoreViewCode } from '@lumo/block-schema';
import { DuplicateBuilderPageDocument, type BuilderPageSummaryFieldsFragment } from '@lumo/graphql';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showSubmitError } from '../../lib/form-errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import {
  duplicatePageSchema,
  isPathTaken,
  parseStoreViewCode,
  PATH_TAKEN_MESSAGE,
  type DuplicatePageInput,
  type DuplicatePageValues,
} from './page-forms';
import { StoreViewSelect } from './StoreViewSelect';

export interface DuplicatePageModalProps {
  page: BuilderPageSummaryFieldsFragment | null;
  /** Paths of the page's own store view (the only list the screen has loaded). */
  existingPaths: readonly string[];
  onClose(): void;
  onDuplicated(copy: { storeCode: StoreViewCode; path: string }): void;
}

export function DuplicatePageModal({ page, ...props }: DuplicatePageModalProps) {
  return (
    <Modal opened={page !== null} onClose={props.onClose} title="Duplicate page">
      {page && <DuplicatePageForm key={page.uid} page={page} {...props} />}
    </Modal>
  );
}

function DuplicatePageForm({
  page,
  existingPaths,
  onClose,
  onDuplicated,
}: DuplicatePageModalProps & { page: BuilderPageSummaryFieldsFragment }) {
  const [duplicatePage] = useMutation(DuplicateBuilderPageDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const sourceStore = parseStoreViewCode(page.store_code) ?? 'uk';
  const schema = useMemo(
    () =>
      duplicatePageSchema.refine(
        (values) => values.storeCode !== sourceStore || !isPathTaken(values.path, existingPaths),
        { path: ['path'], message: PATH_TAKEN_MESSAGE },
      ),
    [existingPaths, sourceStore],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DuplicatePageInput, unknown, DuplicatePageValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      storeCode: sourceStore,
      path: `${page.path === '/' ? '/home' : page.path}-copy`,
    },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await duplicatePage({
        variables: {
          input: { page_uid: page.uid, store_code: values.storeCode, path: values.path },
        },
        // A copy in this store view belongs in the list on screen; another store view's list
        // is fetched when the screen switches to it.
        refetchQueries: values.storeCode === sourceStore ? ['BuilderPages'] : [],
      });
      onDuplicated({ storeCode: values.storeCode, path: values.path });
    } catch (error) {
      showSubmitError(error, 'The page could not be copied.', {
        takenField: 'path',
        setError,
        setServerError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Copies the working draft of {page.path} to a new, unpublished page.
        </Text>
        <FormErrorAlert message={serverError} />
        <Controller
          control={control}
          name="storeCode"
          render={({ field, fieldState }) => (
            <StoreViewSelect
              label="Store view"
              value={parseStoreViewCode(field.value) ?? sourceStore}
              onChange={field.onChange}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="Path"
          required
          data-autofocus
          error={errors.path?.message}
          {...register('path')}
        />
        <ModalFormActions submitLabel="Duplicate" loading={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}
