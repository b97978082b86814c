import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { EditorMeDocument } from '@lumo/graphql';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { AuthProvider, type CurrentEditor } from '../lib/auth';
import { editorTheme } from '../lib/theme';

export const TEST_EDITOR: CurrentEditor = {
  uid: 'editor-1',
  email: 'ada@lumo.test',
  name: 'Ada Lovelace',
  role: 'ADMIN',
};

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The logged-in editor (default TEST_EDITOR); null renders logged out. */
  editor?: CurrentEditor | null;
  /** Initial location for the in-memory router. */
  route?: string;
  /** Options for userEvent.setup (e.g. `{ applyAccept: false }`). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** The Apollo client to render with (default: a new one), e.g. one that preloaded data. */
  client?: ApolloClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  client: ApolloClient;
}

/**
 * Renders inside the editor's real providers: Mantine (theme + notifications), Apollo (the real
 * client; mock the network with installMockApi), the auth context and a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    editor = TEST_EDITOR,
    route = '/',
    userEventOptions,
    client = createApolloClient(),
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  client.writeQuery({
    query: EditorMeDocument,
    data: {
      editorMe: editor
        ? { __typename: 'Editor', ...editor, created_at: '2026-01-01T00:00:00.000Z' }
        : null,
    },
  });
  // env="test" turns off transitions and Floating UI's "hide when detached" (jsdom has no layout,
  // so every dropdown target would count as hidden).
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={editorTheme} env="test">
        <Notifications />
        <ApolloProvider client={client}>
          <AuthProvider>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </AuthProvider>
        </ApolloProvider>
      </MantineProvider>
    );
  }
  const user = userEvent.setup(userEventOptions);
  return { user, client, ...render(ui, { wrapper: Providers, ...options }) };
}
