import { memo, useCallback, useMemo, useState } from 'react';
import { useEditor } from '@craftjs/core';
import { Stack, Text, TextInput, UnstyledButton, Group, ScrollArea } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { BLOCK_DEFINITIONS, BLOCK_GROUPS, type BlockDefinition } from '@lumo/block-schema';
import { createBlock, ROOT_NODE_ID } from '../page-format';
import { blockToNodeTree, insertBlock, placementForAppend } from '../canvas/node-operations';
import { BlockIcon } from '@lumo/blocks/editor';
import classes from './toolbox.module.css';

interface ToolboxProps {
  /**
   * Which block types this page takes (the site footer takes only footer and notice blocks,
   * ADR 0022); every type when absent. Pass a stable function.
   */
  allowsType?: (type: string) => boolean;
}

/**
 * Every block of the registry (that the page takes), grouped. Drag one onto the canvas (or into a
 * container), or click / press Enter to append it (into the selected container, else at the end
 * of the page).
 */
export const Toolbox = memo(function Toolbox({ allowsType }: ToolboxProps) {
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => {
    const query = filter.trim().toLowerCase();
    const matching = BLOCK_DEFINITIONS.filter(
      (definition) =>
        (!allowsType || allowsType(definition.type)) &&
        (!query ||
          definition.label.toLowerCase().includes(query) ||
          definition.type.toLowerCase().includes(query) ||
          definition.description.toLowerCase().includes(query)),
    );
    const order = [...BLOCK_GROUPS] as string[];
    const byGroup = new Map<string, BlockDefinition[]>();
    for (const definition of matching) {
      byGroup.set(definition.group, [...(byGroup.get(definition.group) ?? []), definition]);
    }
    return [...byGroup.entries()].sort(
      ([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99),
    );
  }, [filter, allowsType]);

  return (
    <Stack gap="xs" data-testid="editor:toolbox" h="100%">
      <TextInput
        size="xs"
        placeholder="Find a block"
        aria-label="Find a block"
        leftSection={<IconSearch size={14} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap="sm">
          {groups.map(([group, definitions]) => (
            <section key={group} aria-label={group}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
                {group}
              </Text>
              <div className={classes.grid}>
                {definitions.map((definition) => (
                  <ToolboxItem key={definition.type} definition={definition} />
                ))}
              </div>
            </section>
          ))}
          {groups.length === 0 ? (
            <Text size="sm" c="dimmed">
              No block matches “{filter}”.
            </Text>
          ) : null}
        </Stack>
      </ScrollArea>
    </Stack>
  );
});

function ToolboxItem({ definition }: { definition: BlockDefinition }) {
  const { connectors, actions, query } = useEditor();
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      // A fresh block (new id) for every drag; ref callback, not JSX, for React 19 (ADR 0004).
      if (element) {
        connectors.create(element, () =>
          blockToNodeTree(query, createBlock(definition.type), ROOT_NODE_ID),
        );
      }
    },
    [connectors, query, definition.type],
  );
  const append = () => {
    const { parentId, index } = placementForAppend(query);
    insertBlock(query, actions, createBlock(definition.type), parentId, index);
  };
  return (
    <UnstyledButton
      ref={ref}
      className={classes.item}
      data-testid={`toolbox:${definition.type}`}
      title={definition.description}
      aria-label={`Add ${definition.label}`}
      // A button: Enter and Space click it too.
      onClick={append}
    >
      <Group gap={6} wrap="nowrap">
        <BlockIcon name={definition.icon} />
        <Text size="xs" lh={1.2}>
          {definition.label}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
