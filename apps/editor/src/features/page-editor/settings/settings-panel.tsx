import { useCallback, type Ref } from 'react';
import { useEditor } from '@craftjs/core';
import { ActionIcon, Alert, Group, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from '@tabler/icons-react';
import { getBlockDefinition } from '@lumo/block-schema';
import { BlockIcon } from '@lumo/blocks/editor';
import { CHILDREN_CANVAS_RESOLVER, PAGE_ROOT_RESOLVER, type BlockNodeCustom } from '../page-format';
import { SettingsForm } from '../settings-form';
import { useBlockCommands } from '../shortcuts/use-block-commands';
import { useEditorActions } from '../state/use-editor-actions';

/** Settings of the selected block: a form generated from its schema, plus block actions. */
export function SettingsPanel({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { actions } = useEditorActions();
  const { selectedId, name, custom, props } = useEditor((state, query) => {
    const id = query.getEvent('selected').first() as string | undefined;
    const node = id ? state.nodes[id] : undefined;
    return {
      selectedId: node ? id : undefined,
      name: node?.data.name,
      custom: node?.data.custom as Partial<BlockNodeCustom> | undefined,
      props: node?.data.props as Record<string, unknown> | undefined,
    };
  });
  const commands = useBlockCommands();

  const onChange = useCallback(
    (values: Record<string, unknown>) => {
      if (!selectedId) return;
      // Typing merges into one undo step per pause instead of one per keystroke.
      actions.history.throttle(600).setProp(selectedId, (draft: Record<string, unknown>) => {
        for (const key of Object.keys(draft)) if (!(key in values)) delete draft[key];
        Object.assign(draft, values);
      });
    },
    [actions, selectedId],
  );

  const isBlock =
    selectedId && name !== PAGE_ROOT_RESOLVER && name !== CHILDREN_CANVAS_RESOLVER && props;
  const type = custom?.blockType ?? name ?? '';
  const definition = getBlockDefinition(type);

  return (
    <Stack
      ref={ref}
      gap="sm"
      h="100%"
      data-testid="editor:settings"
      tabIndex={-1}
      aria-label="Block settings"
      style={{ outline: 'none' }}
    >
      {!isBlock ? (
        <Text size="sm" c="dimmed">
          Select a block on the canvas or in the layers to edit its settings.
        </Text>
      ) : (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <BlockIcon name={definition?.icon ?? 'Box'} />
              <div>
                <Title order={4} size="h5">
                  {definition?.label ?? type}
                </Title>
                <Text size="xs" c="dimmed">
                  {selectedId}
                </Text>
              </div>
            </Group>
            <Group gap={2} wrap="nowrap">
              <PanelAction label="Move up (Alt+↑)" onClick={() => commands.moveUp()}>
                <IconArrowUp size={16} />
              </PanelAction>
              <PanelAction label="Move down (Alt+↓)" onClick={() => commands.moveDown()}>
                <IconArrowDown size={16} />
              </PanelAction>
              <PanelAction label="Duplicate (Ctrl+D)" onClick={() => commands.duplicate()}>
                <IconCopy size={16} />
              </PanelAction>
              <PanelAction label="Delete (Del)" color="red" onClick={() => commands.remove()}>
                <IconTrash size={16} />
              </PanelAction>
            </Group>
          </Group>
          <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
            {definition ? (
              <SettingsForm
                key={selectedId}
                schema={definition.schema}
                values={props}
                onChange={onChange}
              />
            ) : (
              <Alert color="yellow" title="Unknown block type">
                “{type}” is not a block this editor knows. It is kept as it is; remove it or ask a
                developer to add the block.
              </Alert>
            )}
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}

function PanelAction({
  label,
  onClick,
  color,
  children,
}: {
  label: string;
  onClick(): void;
  color?: string;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
