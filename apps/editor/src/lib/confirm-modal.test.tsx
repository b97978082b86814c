import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmModal } from './confirm-modal';

interface Thing {
  id: string;
  name: string;
}

function Harness({ onConfirm }: { onConfirm(thing: Thing): Promise<boolean> }) {
  const [item, setItem] = useState<Thing | null>(null);
  return (
    <>
      <button type="button" onClick={() => setItem({ id: 't1', name: 'Lamp' })}>
        Open
      </button>
      <ConfirmModal
        item={item}
        itemKey={(thing) => thing.id}
        title="Delete thing?"
        confirmLabel="Delete thing"
        confirmColor="red"
        confirmTestId="things:delete-confirm"
        failureMessage="The thing could not be deleted."
        onClose={() => setItem(null)}
        onConfirm={onConfirm}
      >
        {(thing) => <>{thing.name} will be gone.</>}
      </ConfirmModal>
    </>
  );
}

describe('ConfirmModal', () => {
  it('describes the item and runs the action for it only after confirmation', async () => {
    const onConfirm = vi.fn(async () => true);
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing?' });
    expect(dialog).toHaveTextContent('Lamp will be gone.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('things:delete-confirm'));
    expect(onConfirm).toHaveBeenCalledWith({ id: 't1', name: 'Lamp' });
  });

  it('shows the failure message when the api declines, and clears it on the next try', async () => {
    const onConfirm = vi.fn(async () => false);
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete thing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The thing could not be deleted.',
    );

    let finish: (done: boolean) => void = () => undefined;
    onConfirm.mockImplementationOnce(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const confirmButton = within(dialog).getByTestId('things:delete-confirm');
    await user.click(confirmButton);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(confirmButton).toHaveAttribute('data-loading');
    finish(true);
    await waitFor(() => expect(confirmButton).not.toHaveAttribute('data-loading'));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("shows a thrown error's message, and starts without it when opened again", async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('Disk on fire');
    });
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete thing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete thing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Disk on fire');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete thing?' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
