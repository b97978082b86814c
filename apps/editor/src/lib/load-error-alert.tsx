import { Alert, Button, Group, Text } from '@mantine/core';
import { apiErrorMessage } from './errors';
import { IconAlertCircle } from './icons';

export interface LoadErrorAlertProps {
  /** What could not be loaded, e.g. "The pages could not be loaded". */
  title: string;
  error: unknown;
  onRetry(): void;
}

/** A list screen's query failed: the reason in words and a way to ask again. */
export function LoadErrorAlert({ title, error, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      <Group justify="space-between">
        <Text size="sm">{apiErrorMessage(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => onRetry()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
