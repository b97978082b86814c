import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './App';
import { apiError, installMockApi } from './test/graphql-responder';
import { renderWithProviders, TEST_EDITOR } from './test/render';

const editorRow = { ...TEST_EDITOR, created_at: '2026-01-01T00:00:00.000Z' };

describe('AppRoutes', () => {
  it('sends a logged-out visitor to the login and back to the screen they asked for', async () => {
    installMockApi({
      resolvers: {
        generateEditorToken: () => ({ token: 't', editor: editorRow }),
        mediaAssets: () => ({
          items: [],
          total_count: 0,
          page_info: { page_size: 48, current_page: 1, total_pages: 0 },
        }),
      },
    });
    const { user } = renderWithProviders(<AppRoutes />, { editor: null, route: '/media' });

    await user.type(await screen.findByTestId('login:email'), TEST_EDITOR.email);
    await user.type(screen.getByTestId('login:password'), 'correct horse battery');
    await user.click(screen.getByTestId('login:submit'));

    expect(await screen.findByTestId('media:library')).toBeInTheDocument();
    expect(screen.getByTestId('nav:editors')).toBeInTheDocument();
  });

  it('hides the editors screen from editors without the admin role', async () => {
    installMockApi({ resolvers: { builderPages: () => [] } });
    renderWithProviders(<AppRoutes />, {
      editor: { ...TEST_EDITOR, role: 'EDITOR' },
      route: '/editors',
    });

    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.queryByTestId('nav:editors')).not.toBeInTheDocument();
  });

  it('refuses an /edit/ URL whose store view does not exist, and asks for no draft', async () => {
    const api = installMockApi({ resolvers: { builderPages: () => [] } });
    renderWithProviders(<AppRoutes />, { route: '/edit/xx/about' });

    expect(await screen.findByText('Unknown store view')).toBeInTheDocument();
    expect(screen.getByText(/“xx” is not one of the store views/)).toBeInTheDocument();
    expect(api.callsOf('BuilderPageDraft')).toHaveLength(0);
  });

  it('returns to the login when the session has ended on the server', async () => {
    installMockApi({
      resolvers: {
        builderPages: () => {
          throw apiError("The current editor isn't authorized.", {
            category: 'graphql-authorization',
          });
        },
        editorMe: () => null,
      },
    });
    renderWithProviders(<AppRoutes />, { route: '/pages' });

    await waitFor(() => expect(screen.getByTestId('login:email')).toBeInTheDocument());
  });

  it('logs out through the account menu', async () => {
    const api = installMockApi({
      resolvers: { builderPages: () => [], revokeEditorToken: () => ({ result: true }) },
    });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/pages' });

    await user.click(await screen.findByTestId('account:menu'));
    await user.click(await screen.findByTestId('account:logout'));

    expect(await screen.findByTestId('login:email')).toBeInTheDocument();
    expect(api.callsOf('RevokeEditorToken')).toHaveLength(1);
  });
});
