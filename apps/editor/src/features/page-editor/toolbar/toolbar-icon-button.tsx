import { ActionIcon, Tooltip } from '@mantine/core';
import type { ComponentType } from 'react';

export interface ToolbarIconButtonProps {
  /** The tooltip: what the button does, with its shortcut if any. */
  tooltip: string;
  /** The accessible name (the button shows only an icon). */
  label: string;
  icon: ComponentType<{ size?: number }>;
  onClick(): void;
  disabled?: boolean;
  testId: string;
}

/** An icon-only button of the editor toolbar (undo, redo, export, import). */
export function ToolbarIconButton({
  tooltip,
  label,
  icon: Icon,
  onClick,
  disabled,
  testId,
}: ToolbarIconButtonProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        disabled={disabled}
        onClick={() => onClick()}
        data-testid={testId}
      >
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
