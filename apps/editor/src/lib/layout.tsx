import { AppShell, Burger, Group, NavLink, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFiles, IconLayoutGrid, IconPhoto, IconUsers } from './icons';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { AccountMenu } from '../features/auth';
import { isAdmin, useCurrentEditor } from './auth';
import { ROUTES } from './routes';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  adminOnly?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: ROUTES.pages, label: 'Pages', icon: <IconFiles size={18} /> },
  { to: ROUTES.media, label: 'Media', icon: <IconPhoto size={18} /> },
  { to: ROUTES.editors, label: 'Editors', icon: <IconUsers size={18} />, adminOnly: true },
];

/**
 * The logged-in frame. The page editor needs the full width for its canvas, so there the
 * navbar starts collapsed and the burger opens it.
 */
export function AppLayout() {
  const editor = useCurrentEditor();
  const location = useLocation();
  const onEditor = location.pathname.startsWith('/edit/');
  const [mobileOpened, mobile] = useDisclosure(false);
  const [editorNavOpened, editorNav] = useDisclosure(false);
  const desktopCollapsed = onEditor && !editorNavOpened;

  return (
    <AppShell
      header={{ height: 52 }}
      navbar={{
        width: 220,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed },
      }}
      padding={onEditor ? 0 : 'lg'}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            {onEditor && (
              <Burger
                opened={editorNavOpened}
                onClick={editorNav.toggle}
                visibleFrom="sm"
                size="sm"
                aria-label="Toggle navigation"
              />
            )}
            <ThemeIcon variant="light" size="md">
              <IconLayoutGrid size={16} />
            </ThemeIcon>
            <Text fw={650}>Lumo page builder</Text>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        {NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin(editor)).map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            active={location.pathname.startsWith(item.to)}
            onClick={() => {
              mobile.close();
              editorNav.close();
            }}
            data-testid={`nav:${item.label.toLowerCase()}`}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
