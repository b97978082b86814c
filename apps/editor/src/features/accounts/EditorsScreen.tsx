import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconKey, IconTrash, IconUserPlus } from '../../lib/icons';
import { DeleteEditorDocument, EditorsDocument, type EditorsQuery } from '@lumo/graphql';
import { useState } from 'react';
import { useCurrentEditor } from '../../lib/auth';
import { ConfirmModal } from '../../lib/confirm-modal';
import { formatDateTime } from '../../lib/format';
import { LoadErrorAlert } from '../../lib/load-error-alert';
import { CreateEditorModal } from './CreateEditorModal';
import { SetPasswordModal } from './SetPasswordModal';

type EditorRow = EditorsQuery['editors'][number];

export function EditorsScreen() {
  const me = useCurrentEditor();
  const { data, loading, error, refetch } = useQuery(EditorsDocument);
  const [adding, setAdding] = useState(false);
  const [settingPassword, setSettingPassword] = useState<EditorRow | null>(null);
  const [removing, setRemoving] = useState<EditorRow | null>(null);
  const [deleteEditor] = useMutation(DeleteEditorDocument, {
    refetchQueries: ['Editors'],
  });
  const editors = [...(data?.editors ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  const confirmRemove = async (editor: EditorRow) => {
    const result = await deleteEditor({ variables: { uid: editor.uid } });
    if (!result.data?.deleteEditor.result) return false;
    notifications.show({ color: 'green', message: `${editor.name} was removed.` });
    setRemoving(null);
    return true;
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Editors</Title>
          <Text c="dimmed" size="sm">
            People who can log in to the page builder.
          </Text>
        </div>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
          Add editor
        </Button>
      </Group>
      {error && (
        <LoadErrorAlert
          title="The editors could not be loaded"
          error={error}
          onRetry={() => refetch()}
        />
      )}
      {loading && !data ? (
        <Stack gap="xs">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : (
        <Table striped verticalSpacing="sm" data-testid="editors:list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {editors.map((editor) => {
              const isMe = editor.uid === me.uid;
              return (
                <Table.Tr key={editor.uid} data-testid={`editors:row:${editor.email}`}>
                  <Table.Td>
                    <Text size="sm">
                      {editor.name}
                      {isMe && (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          (you)
                        </Text>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{editor.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={editor.role === 'ADMIN' ? 'grape' : 'gray'}>
                      {editor.role === 'ADMIN' ? 'Admin' : 'Editor'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(editor.created_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      {!isMe && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`Actions for ${editor.name}`}
                            >
                              <IconDots size={16} />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item
                              leftSection={<IconKey size={16} />}
                              onClick={() => setSettingPassword(editor)}
                            >
                              Change password
                            </Menu.Item>
                            <Menu.Item
                              color="red"
                              leftSection={<IconTrash size={16} />}
                              onClick={() => setRemoving(editor)}
                            >
                              Remove
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <CreateEditorModal opened={adding} onClose={() => setAdding(false)} />
      <SetPasswordModal editor={settingPassword} onClose={() => setSettingPassword(null)} />
      <ConfirmModal
        item={removing}
        itemKey={(editor) => editor.uid}
        title="Remove editor?"
        confirmLabel="Remove"
        confirmColor="red"
        failureMessage="The editor could not be removed."
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        {(editor) => (
          <>
            {editor.name} ({editor.email}) will no longer be able to log in. Pages they edited stay
            as they are.
          </>
        )}
      </ConfirmModal>
    </Stack>
  );
}
