import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, installMockApi } from '../../test/graphql-responder';
import { renderWithProviders, TEST_EDITOR } from '../../test/render';
import { ChangeOwnPasswordModal } from './ChangeOwnPasswordModal';

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: { current: string; next: string; repeat: string },
) {
  await user.type(await screen.findByLabelText('Current password'), values.current);
  await user.type(screen.getByLabelText(/^New password/), values.next);
  await user.type(screen.getByLabelText('Repeat the new password'), values.repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangeOwnPasswordModal', () => {
  it('refuses a short or mismatched new password at the field', async () => {
    const changeEditorPassword = vi.fn();
    installMockApi({ resolvers: { changeEditorPassword } });
    const { user } = renderWithProviders(<ChangeOwnPasswordModal opened onClose={vi.fn()} />);

    await fill(user, { current: 'old-password-1', next: 'short', repeat: 'different' });

    expect(await screen.findByText('Use at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(changeEditorPassword).not.toHaveBeenCalled();
  });

  it('shows the api refusal of a wrong current password', async () => {
    installMockApi({
      resolvers: {
        changeEditorPassword: () => {
          throw apiError('The current password is not correct.', {
            category: 'graphql-authentication',
          });
        },
        // A refused call makes the shell ask who is logged in; the session is still fine.
        editorMe: () => ({ ...TEST_EDITOR, created_at: '2026-01-01T00:00:00.000Z' }),
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ChangeOwnPasswordModal opened onClose={onClose} />);

    await fill(user, {
      current: 'not-my-password',
      next: 'a-brand-new-password',
      repeat: 'a-brand-new-password',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the current and new password and closes', async () => {
    const changeEditorPassword = vi.fn(() => ({ result: true }));
    installMockApi({ resolvers: { changeEditorPassword } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ChangeOwnPasswordModal opened onClose={onClose} />);

    await fill(user, {
      current: 'my-old-password',
      next: 'a-brand-new-password',
      repeat: 'a-brand-new-password',
    });

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changeEditorPassword).toHaveBeenCalledWith({
      input: { current_password: 'my-old-password', new_password: 'a-brand-new-password' },
    });
  });
});
