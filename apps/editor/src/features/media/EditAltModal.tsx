import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Image, Modal, Stack, TextInput } from '@mantine/core';
import { UpdateMediaAssetDocument } from '@lumo/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorMessage } from '../../lib/errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import type { MediaAsset } from './media-types';

const altSchema = z.object({
  alt: z.string().trim().max(300, 'Use at most 300 characters'),
});
type AltValues = z.input<typeof altSchema>;

export interface EditAltModalProps {
  asset: MediaAsset | null;
  onClose(): void;
}

export function EditAltModal({ asset, onClose }: EditAltModalProps) {
  return (
    <Modal opened={asset !== null} onClose={onClose} title="Alt text">
      {asset && <EditAltForm key={asset.uid} asset={asset} onClose={onClose} />}
    </Modal>
  );
}

function EditAltForm({ asset, onClose }: EditAltModalProps & { asset: MediaAsset }) {
  const [updateAsset] = useMutation(UpdateMediaAssetDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AltValues, unknown, z.output<typeof altSchema>>({
    resolver: zodResolver(altSchema),
    defaultValues: { alt: asset.alt },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await updateAsset({ variables: { uid: asset.uid, alt: values.alt } });
      onClose();
    } catch (error) {
      setServerError(apiErrorMessage(error, 'The alt text could not be saved.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {asset.kind === 'IMAGE' && (
          <Image src={asset.url} alt="" mah={200} fit="contain" radius="sm" />
        )}
        <FormErrorAlert message={serverError} />
        <TextInput
          label="Alt text"
          description="Describes the image for people who cannot see it; the default wherever it is used"
          data-autofocus
          error={errors.alt?.message}
          {...register('alt')}
        />
        <ModalFormActions submitLabel="Save" loading={isSubmitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}
