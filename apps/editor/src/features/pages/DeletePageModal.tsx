import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DeleteBuilderPageDocument, type BuilderPageSummaryFieldsFragment } from '@lumo/graphql';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/errors';

export interface DeletePageModalProps {
  page: BuilderPageSummaryFieldsFragment | null;
  onClose(): void;
}

export function DeletePageModal({ page, onClose }: DeletePageModalProps) {
  return (
    <Modal opened={page !== null} onClose={onClose} title="Delete page?">
      {page && <DeletePageConfirm key={page.uid} page={page} onClose={onClose} />}
    </Modal>
  );
}

function DeletePageConfirm({
  page,
  onClose,
}: {
  page: BuilderPageSummaryFieldsFragment;
  onClose(): void;
}) {
  const [deletePage, { loading }] = useMutation(DeleteBuilderPageDocument);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const result = await deletePage({
        variables: { pageUid: page.uid },
        update(cache, { data }) {
          if (!data?.deleteBuilderPage.result) return;
          const id = cache.identify({ __typename: 'BuilderPageSummary', uid: page.uid });
          if (id) cache.evict({ id });
          cache.gc();
        },
      });
      if (!result.data?.deleteBuilderPage.result) {
        setError('The page could not be deleted.');
        return;
      }
      notifications.show({ color: 'green', message: `Deleted ${page.path}.` });
      onClose();
    } catch (caught) {
      setError(apiErrorMessage(caught, 'The page could not be deleted.'));
    }
  };

  return (
    <Stack>
      <Text size="sm">
        <strong>{page.path}</strong> ({page.title}) and all its published versions will be deleted.
        Shoppers will no longer see it. This cannot be undone.
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
        <Button color="red" onClick={confirm} loading={loading} data-testid="pages:delete-confirm">
          Delete page
        </Button>
      </Group>
    </Stack>
  );
}
