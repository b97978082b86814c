import { EditorMeDocument } from '@lumo/graphql';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, installMockApi } from '../../test/graphql-responder';
import { renderWithProviders } from '../../test/render';
import { LoginScreen } from './LoginScreen';

const editor = {
  uid: 'editor-7',
  email: 'grace@lumo.test',
  name: 'Grace Hopper',
  role: 'EDITOR',
  created_at: '2026-01-01T00:00:00.000Z',
};

/** Types an email address and password into the login form and submits it. */
async function submitLogin(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByTestId('login:email'), email);
  await user.type(screen.getByTestId('login:password'), password);
  await user.click(screen.getByTestId('login:submit'));
}

describe('LoginScreen', () => {
  it('shows field errors and sends nothing when the form is incomplete', async () => {
    const api = installMockApi({ resolvers: {} });
    const { user } = renderWithProviders(<LoginScreen />, { editor: null });

    await user.type(screen.getByTestId('login:email'), 'not-an-email');
    await user.click(screen.getByTestId('login:submit'));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByTestId('login:email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the api's message when the password is wrong and stays on the form", async () => {
    installMockApi({
      resolvers: {
        generateEditorToken: () => {
          throw apiError('The email or password is not correct.', {
            category: 'graphql-authentication',
          });
        },
      },
    });
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginScreen onLoggedIn={onLoggedIn} />, { editor: null });

    await submitLogin(user, 'grace@lumo.test', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not correct.',
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message from the api', async () => {
    installMockApi({
      resolvers: {
        generateEditorToken: () => {
          throw apiError('Too many login attempts. Try again in 15 minutes.', {
            code: 'RATE_LIMITED',
          });
        },
      },
    });
    const { user } = renderWithProviders(<LoginScreen />, { editor: null });

    await submitLogin(user, 'grace@lumo.test', 'whatever-it-is');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Try again in 15 minutes.',
    );
  });

  it('logs in with the trimmed email and reports success', async () => {
    const api = installMockApi({
      resolvers: { generateEditorToken: () => ({ token: 'secret', editor }) },
    });
    const onLoggedIn = vi.fn();
    const { user, client } = renderWithProviders(<LoginScreen onLoggedIn={onLoggedIn} />, {
      editor: null,
    });

    await submitLogin(user, '  grace@lumo.test ', 'correct horse battery');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(api.callsOf('GenerateEditorToken')[0]?.variables).toEqual({
      email: 'grace@lumo.test',
      password: 'correct horse battery',
    });
    const cached = client.readQuery({ query: EditorMeDocument });
    expect(cached?.editorMe?.email).toBe('grace@lumo.test');
  });

  it('says plainly when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = renderWithProviders(<LoginScreen />, { editor: null });

    await submitLogin(user, 'grace@lumo.test', 'correct horse battery');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request did not reach the server. Check your connection and try again.',
    );
  });
});
