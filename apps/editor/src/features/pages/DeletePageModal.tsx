import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { DeleteBuilderPageDocument, type BuilderPageSummaryFieldsFragment } from '@lumo/graphql';
import { ConfirmModal } from '../../lib/confirm-modal';

export interface DeletePageModalProps {
  page: BuilderPageSummaryFieldsFragment | null;
  onClose(): void;
}

export function DeletePageModal({ page, onClose }: DeletePageModalProps) {
  const [deletePage] = useMutation(DeleteBuilderPageDocument);

  const confirm = async (target: BuilderPageSummaryFieldsFragment) => {
    const result = await deletePage({
      variables: { pageUid: target.uid },
      update(cache, { data }) {
        if (!data?.deleteBuilderPage.result) return;
        const id = cache.identify({ __typename: 'BuilderPageSummary', uid: target.uid });
        if (id) cache.evict({ id });
        cache.gc();
      },
    });
    if (!result.data?.deleteBuilderPage.result) return false;
    notifications.show({ color: 'green', message: `Deleted ${target.path}.` });
    onClose();
    return true;
  };

  return (
    <ConfirmModal
      item={page}
      itemKey={(target) => target.uid}
      title="Delete page?"
      confirmLabel="Delete page"
      confirmColor="red"
      confirmTestId="pages:delete-confirm"
      failureMessage="The page could not be deleted."
      onClose={onClose}
      onConfirm={confirm}
    >
      {(target) => (
        <>
          <strong>{target.path}</strong> ({target.title}) and all its published versions will be
          deleted. Shoppers will no longer see it. This cannot be undone.
        </>
      )}
    </ConfirmModal>
  );
}
