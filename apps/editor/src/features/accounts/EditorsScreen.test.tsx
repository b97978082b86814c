import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, installMockApi } from '../../test/graphql-responder';
import { renderWithProviders, TEST_EDITOR } from '../../test/render';
import { EditorsScreen } from './EditorsScreen';

const me = { ...TEST_EDITOR, created_at: '2026-01-01T00:00:00.000Z' };
const grace = {
  uid: 'editor-2',
  email: 'grace@lumo.test',
  name: 'Grace Hopper',
  role: 'EDITOR',
  created_at: '2026-02-01T00:00:00.000Z',
};

/** Opens "Add editor", fills in the form and submits it; returns the dialog. */
async function submitAddEditorForm(
  user: UserEvent,
  values: { name: string; email: string; password: string },
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Add editor' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add an editor' });
  await user.type(within(dialog).getByLabelText(/^Name/), values.name);
  await user.type(within(dialog).getByLabelText(/^Email/), values.email);
  await user.type(within(dialog).getByLabelText(/^Password/), values.password);
  await user.click(within(dialog).getByRole('button', { name: 'Add editor' }));
  return dialog;
}

describe('EditorsScreen', () => {
  it('offers no actions on my own row, so I cannot remove myself', async () => {
    installMockApi({ resolvers: { editors: () => [me, grace] } });
    renderWithProviders(<EditorsScreen />);

    const myRow = await screen.findByTestId(`editors:row:${me.email}`);
    expect(within(myRow).getByText('(you)')).toBeInTheDocument();
    expect(within(myRow).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('editors:row:grace@lumo.test')).getByRole('button', {
        name: 'Actions for Grace Hopper',
      }),
    ).toBeInTheDocument();
  });

  it('removes another editor after confirmation', async () => {
    let editors = [me, grace];
    const deleteEditor = vi.fn(({ uid }: Record<string, unknown>) => {
      editors = editors.filter((editor) => editor.uid !== uid);
      return { result: true };
    });
    installMockApi({ resolvers: { editors: () => editors, deleteEditor } });
    const { user } = renderWithProviders(<EditorsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(screen.queryByTestId('editors:row:grace@lumo.test')).not.toBeInTheDocument(),
    );
    expect(deleteEditor).toHaveBeenCalledWith({ uid: 'editor-2' });
  });

  it('refuses a short password for a new editor at the field', async () => {
    const createEditor = vi.fn();
    installMockApi({ resolvers: { editors: () => [me], createEditor } });
    const { user } = renderWithProviders(<EditorsScreen />);

    const dialog = await submitAddEditorForm(user, {
      name: 'Katherine Johnson',
      email: 'katherine@lumo.test',
      password: 'short-pass',
    });

    expect(await within(dialog).findByText('Use at least 12 characters')).toBeInTheDocument();
    expect(createEditor).not.toHaveBeenCalled();
  });

  it('shows a duplicate email refusal at the email field', async () => {
    installMockApi({
      resolvers: {
        editors: () => [me, grace],
        createEditor: () => {
          throw apiError('An editor with the email grace@lumo.test already exists.', {
            category: 'graphql-already-exists',
          });
        },
      },
    });
    const { user } = renderWithProviders(<EditorsScreen />);

    const dialog = await submitAddEditorForm(user, {
      name: 'Grace again',
      email: 'grace@lumo.test',
      password: 'a-long-enough-password',
    });

    expect(
      await within(dialog).findByText('An editor with the email grace@lumo.test already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("sets another editor's password without asking for theirs", async () => {
    const changeEditorPassword = vi.fn(() => ({ result: true }));
    installMockApi({ resolvers: { editors: () => [me, grace], changeEditorPassword } });
    const { user } = renderWithProviders(<EditorsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for Grace Hopper' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'grace-new-password');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'grace-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));

    await waitFor(() =>
      expect(changeEditorPassword).toHaveBeenCalledWith({
        input: { uid: 'editor-2', new_password: 'grace-new-password' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
