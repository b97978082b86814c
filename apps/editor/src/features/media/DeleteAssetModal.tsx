import { useMutation } from '@apollo/client/react';
import { DeleteMediaAssetDocument } from '@lumo/graphql';
import { ConfirmModal } from '../../lib/confirm-modal';
import type { MediaAsset } from './media-types';

export interface DeleteAssetModalProps {
  asset: MediaAsset | null;
  onClose(): void;
  onDeleted(): void;
}

export function DeleteAssetModal({ asset, onClose, onDeleted }: DeleteAssetModalProps) {
  const [deleteAsset] = useMutation(DeleteMediaAssetDocument);

  const confirm = async (target: MediaAsset) => {
    const result = await deleteAsset({
      variables: { uid: target.uid },
      update(cache, { data }) {
        if (!data?.deleteMediaAsset.result) return;
        const id = cache.identify({ __typename: 'MediaAsset', uid: target.uid });
        if (id) cache.evict({ id });
        cache.gc();
      },
    });
    if (!result.data?.deleteMediaAsset.result) return false;
    onDeleted();
    return true;
  };

  return (
    <ConfirmModal
      item={asset}
      itemKey={(target) => target.uid}
      title="Delete file?"
      confirmLabel="Delete file"
      confirmColor="red"
      failureMessage="The file could not be deleted."
      onClose={onClose}
      onConfirm={confirm}
    >
      {(target) => (
        <>
          <strong>{target.file_name}</strong> will be removed from the media library. Pages that
          still use it will show a missing image until they are changed.
        </>
      )}
    </ConfirmModal>
  );
}
