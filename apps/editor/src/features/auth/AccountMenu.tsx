import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconKey, IconLogout } from '../../lib/icons';
import { useAuth, useCurrentEditor } from '../../lib/auth';
import { apiErrorMessage } from '../../lib/errors';
import { ChangeOwnPasswordModal } from './ChangeOwnPasswordModal';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part[0]?.toUpperCase() ?? '').join('') || '?';
}

export function AccountMenu() {
  const editor = useCurrentEditor();
  const { logout } = useAuth();
  const [passwordOpened, passwordModal] = useDisclosure(false);

  const handleLogout = async () => {
    try {
      await logout();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Logged out on this device only',
        message: apiErrorMessage(error, 'The server could not end your session.'),
      });
    }
  };

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="Account menu" data-testid="account:menu">
            <Group gap="xs" wrap="nowrap">
              <Avatar size="sm" radius="xl" color="blue">
                {initials(editor.name)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm">
                {editor.name}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{editor.email}</Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={passwordModal.open}>
            Change password
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={handleLogout}
            data-testid="account:logout"
          >
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangeOwnPasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
