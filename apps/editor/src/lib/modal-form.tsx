import { Alert, Button, Group, type MantineColor } from '@mantine/core';

/** The api's answer to a failed form or confirmation, above the fields; nothing when null. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

export interface ModalFormActionsProps {
  submitLabel: string;
  /** Shows the submit button busy (and unclickable) while the request runs. */
  loading: boolean;
  onCancel(): void;
  cancelLabel?: string;
  submitColor?: MantineColor;
  submitTestId?: string;
  /** A confirmation without a form: the button runs this instead of submitting. */
  onSubmit?(): void;
}

/** The footer of every modal form and confirmation: a secondary dismiss and the main action. */
export function ModalFormActions({
  submitLabel,
  loading,
  onCancel,
  cancelLabel = 'Cancel',
  submitColor,
  submitTestId,
  onSubmit,
}: ModalFormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        color={submitColor}
        loading={loading}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
