import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DeleteMediaAssetDocument } from '@lumo/graphql';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/errors';
import type { MediaAsset } from './media-types';

export interface DeleteAssetModalProps {
  asset: MediaAsset | null;
  onClose(): void;
  onDeleted(): void;
}

export function DeleteAssetModal({ asset, onClose, onDeleted }: DeleteAssetModalProps) {
  return (
    <Modal opened={asset !== null} onClose={onClose} title="Delete file?">
      {asset && (
        <DeleteAssetConfirm key={asset.uid} asset={asset} onClose={onClose} onDeleted={onDeleted} />
      )}
    </Modal>
  );
}

function DeleteAssetConfirm({
  asset,
  onClose,
  onDeleted,
}: DeleteAssetModalProps & { asset: MediaAsset }) {
  const [deleteAsset, { loading }] = useMutation(DeleteMediaAssetDocument);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    try {
      const result = await deleteAsset({
        variables: { uid: asset.uid },
        update(cache, { data }) {
          if (!data?.deleteMediaAsset.result) return;
          const id = cache.identify({ __typename: 'MediaAsset', uid: asset.uid });
          if (id) cache.evict({ id });
          cache.gc();
        },
      });
      if (!result.data?.deleteMediaAsset.result) {
        setError('The file could not be deleted.');
        return;
      }
      onDeleted();
    } catch (caught) {
      setError(apiErrorMessage(caught, 'The file could not be deleted.'));
    }
  };

  return (
    <Stack>
      <Text size="sm">
        <strong>{asset.file_name}</strong> will be removed from the media library. Pages that still
        use it will show a missing image until they are changed.
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={loading}>
          Delete file
        </Button>
      </Group>
    </Stack>
  );
}
