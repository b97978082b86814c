import { Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { apiErrorMessage } from './errors';
import { FormErrorAlert, ModalFormActions } from './modal-form';

export interface ConfirmModalProps<Item> {
  /** What the action applies to; null keeps the dialog closed. */
  item: Item | null;
  /** Identifies the item, so that another item starts without the previous one's error. */
  itemKey(item: Item): string;
  title: string;
  /** What will happen, in words (rendered as a small paragraph). */
  children(item: Item): ReactNode;
  confirmLabel: string;
  confirmColor?: MantineColor;
  confirmTestId?: string;
  /** Shown when the api declines (onConfirm resolves false) or fails without its own message. */
  failureMessage: string;
  onClose(): void;
  /** Carries out the action; resolves false when the api answered that nothing was done. */
  onConfirm(item: Item): Promise<boolean>;
}

/** A dialog asking to confirm one action on one item (delete a file, remove an editor, …). */
export function ConfirmModal<Item>({
  item,
  itemKey,
  title,
  onClose,
  ...body
}: ConfirmModalProps<Item>) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={title}>
      {item !== null && <ConfirmBody key={itemKey(item)} item={item} onClose={onClose} {...body} />}
    </Modal>
  );
}

function ConfirmBody<Item>({
  item,
  children,
  confirmLabel,
  confirmColor,
  confirmTestId,
  failureMessage,
  onClose,
  onConfirm,
}: Omit<ConfirmModalProps<Item>, 'itemKey' | 'title'> & { item: Item }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      if (!(await onConfirm(item))) setError(failureMessage);
    } catch (caught) {
      setError(apiErrorMessage(caught, failureMessage));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack>
      <Text size="sm">{children(item)}</Text>
      <FormErrorAlert message={error} />
      <ModalFormActions
        submitLabel={confirmLabel}
        submitColor={confirmColor}
        submitTestId={confirmTestId}
        loading={pending}
        onCancel={onClose}
        onSubmit={confirm}
      />
    </Stack>
  );
}
