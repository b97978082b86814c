import { Alert, Center } from '@mantine/core';
import { EditorsScreen } from '../features/accounts';
import { isAdmin, useCurrentEditor } from './auth';

/** The editors screen is for admins; the api refuses others anyway, this explains why. */
export function AccountsRoute() {
  const editor = useCurrentEditor();
  if (!isAdmin(editor)) {
    return (
      <Center p="xl">
        <Alert color="yellow" title="Admins only">
          Ask an admin to add, remove or reset editor accounts.
        </Alert>
      </Center>
    );
  }
  return <EditorsScreen />;
}
