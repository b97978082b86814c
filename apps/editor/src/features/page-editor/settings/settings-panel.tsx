import { useCallback, useDeferredValue, type Ref } from 'react';
import { useEditor } from '@craftjs/core';
import { ActionIcon, Alert, Group, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconTrash,
  IconIndentIncrease,
  IconIndentDecrease,
} from '@tabler/icons-react';
import { getBlockDefinition } from '@lumo/block-schema';
import { BlockIcon } from '@lumo/blocks/editor';
import { CHILDREN_CANVAS_RESOLVER, PAGE_ROOT_RESOLVER, type BlockNodeCustom } from '../page-format';
import { changedKeys } from '../history/same-value';
import { SettingsForm } from '../settings-form';
import { useBlockCommands } from '../shortcuts/use-block-commands';
import { useEditorActions } from '../state/use-editor-actions';

/**
 * Settings of the selected block: a form generated from its schema, plus block actions.
 *
 * The form of a newly selected block mounts in a deferred (time-sliced) render: selecting or
 * dropping a block updates the canvas and the layers at once and never waits for the form's
 * inputs, which on a slow machine took most of a 100 ms frame (docs/decisions/0015). Until the
 * new form is there the previous one is gone, so nothing can be typed into the wrong block.
 */
export function SettingsPanel({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { selectedId } = useEditor((state, query) => {
    const id = query.getEvent('selected').first() as string | undefined;
    return { selectedId: id && state.nodes[id] ? id : undefined };
  });
  const shownId = useDeferredValue(selectedId);
  const switching = shownId !== selectedId;
  return (
    <Stack
      ref={ref}
      gap="sm"
      h="100%"
      data-testid="editor:settings"
      data-block-id={switching ? undefined : shownId}
      tabIndex={-1}
      aria-label="Block settings"
      aria-busy={switching || undefined}
      style={{ outline: 'none' }}
    >
      {switching ? null : <BlockSettings key={shownId ?? ''} id={shownId} />}
    </Stack>
  );
}

function BlockSettings({ id }: { id: string | undefined }) {
  const { actions, query } = useEditorActions();
  // Mounted per block (key): Craft.js collects again only when its store changes.
  const { name, custom, props } = useEditor((state) => {
    const node = id ? state.nodes[id] : undefined;
    return {
      name: node?.data.name,
      custom: node?.data.custom as Partial<BlockNodeCustom> | undefined,
      props: node?.data.props as Record<string, unknown> | undefined,
    };
  });
  const commands = useBlockCommands();

  const onChange = useCallback(
    (values: Record<string, unknown>) => {
      if (!id || !query.getState().nodes[id]) return;
      // Only what really differs, compared by value: a form that hands back a copy of the props
      // it was given (after undo or redo) must not write a history step, which would drop the
      // redo stack (issue 14). No change, no setProp, no step.
      const current = query.getState().nodes[id].data.props as Record<string, unknown>;
      const { set, removed } = changedKeys(current, values);
      if (!set.length && !removed.length) return;
      // Typing merges into one undo step per pause instead of one per keystroke.
      actions.history.throttle(600).setProp(id, (draft: Record<string, unknown>) => {
        for (const key of removed) delete draft[key];
        for (const key of set) draft[key] = values[key];
      });
    },
    [actions, query, id],
  );

  const isBlock = id && name !== PAGE_ROOT_RESOLVER && name !== CHILDREN_CANVAS_RESOLVER && props;
  const type = custom?.blockType ?? name ?? '';
  const definition = getBlockDefinition(type);

  if (!isBlock) {
    return (
      <Text size="sm" c="dimmed">
        Select a block on the canvas or in the layers to edit its settings.
      </Text>
    );
  }
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <BlockIcon name={definition?.icon ?? 'Box'} />
          <div>
            <Title order={4} size="h5">
              {definition?.label ?? type}
            </Title>
            <Text size="xs" c="dimmed">
              {id}
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
          <PanelAction
            label="Move into the container above (Alt+→)"
            onClick={() => commands.moveIn()}
          >
            <IconIndentIncrease size={16} />
          </PanelAction>
          <PanelAction label="Move out of the container (Alt+←)" onClick={() => commands.moveOut()}>
            <IconIndentDecrease size={16} />
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
          <SettingsForm schema={definition.schema} values={props} onChange={onChange} />
        ) : (
          <Alert color="yellow" title="Unknown block type">
            “{type}” is not a block this editor knows. It is kept as it is; remove it or ask a
            developer to add the block.
          </Alert>
        )}
      </ScrollArea>
    </>
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
