import { memo, useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useEditor } from '@craftjs/core';
import { Layers, useLayer } from '@craftjs/layers';
import { ActionIcon, Badge, Box, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFile, IconStack2 } from '@tabler/icons-react';
import { getBlockDefinition } from '@lumo/block-schema';
import {
  CHILDREN_CANVAS_RESOLVER,
  PAGE_ROOT_RESOLVER,
  ROOT_NODE_ID,
  type BlockNodeCustom,
} from '../page-format';
import { useBlockIssues } from '../state/issues-store';
import { usePageEditorContext } from '../state/editor-context';
import { BlockIcon } from '../toolbox/block-icon';
import classes from './layers-panel.module.css';

/**
 * The page's block tree. Click to select, drag a row to reorder or move it into a container
 * (@craftjs/layers), and use it from the keyboard: Tab into the tree, Up/Down select the
 * previous/next block, Left/Right collapse/expand, Enter moves focus to the block's settings.
 */
export const LayersPanel = memo(function LayersPanel() {
  const { actions, query, selectedId } = useEditor((_state, editorQuery) => ({
    selectedId: editorQuery.getEvent('selected').first() as string | undefined,
  }));
  const { focusSettings, revealBlock } = usePageEditorContext();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const order = blockOrder(query);
      if (order.length === 0) return;
      const current = selectedId ? order.indexOf(selectedId) : -1;
      const next =
        event.key === 'ArrowDown'
          ? order[Math.min(current + 1, order.length - 1)]
          : order[Math.max(current - 1, 0)];
      if (next) revealBlock(next);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const order = blockOrder(query);
      const target = event.key === 'Home' ? order[0] : order.at(-1);
      if (target) revealBlock(target);
    } else if (event.key === 'Enter' && selectedId) {
      event.preventDefault();
      focusSettings();
    } else if (event.key === 'Escape') {
      actions.clearEvents();
    }
  };

  return (
    <div
      className={classes.tree}
      data-testid="editor:layers"
      role="tree"
      aria-label="Page layers"
      tabIndex={0}
      aria-activedescendant={selectedId ? `layer-row-${selectedId}` : undefined}
      onKeyDown={onKeyDown}
    >
      <Layers expandRootOnLoad renderLayer={LayerRow} />
    </div>
  );
});

/** Block ids in reading order (depth first), skipping the page and children canvases. */
function blockOrder(query: ReturnType<typeof useEditor>['query']): string[] {
  const nodes = query.getState().nodes;
  const order: string[] = [];
  const visit = (id: string) => {
    const node = nodes[id];
    if (!node) return;
    const name = resolvedNameOf(node.data.type, node.data.name);
    if (name !== PAGE_ROOT_RESOLVER && name !== CHILDREN_CANVAS_RESOLVER) order.push(id);
    for (const linked of Object.values(node.data.linkedNodes)) visit(linked);
    for (const child of node.data.nodes) visit(child);
  };
  visit(ROOT_NODE_ID);
  return order;
}

function resolvedNameOf(type: unknown, name: string): string {
  return typeof type === 'string' ? type : name;
}

function LayerRow({ children }: { children?: ReactNode }) {
  const {
    id,
    depth,
    expanded,
    children: childIds,
    connectors: { layer, drag, layerHeader },
    actions: { toggleLayer, setExpandedState },
  } = useLayer((layerState) => ({ expanded: layerState.expanded }));
  // Collect small values only: this runs for every row on every editor change.
  const { actions, selected, name, type, summary } = useEditor((state, query) => {
    const node = state.nodes[id];
    const custom = node?.data.custom as Partial<BlockNodeCustom> | undefined;
    return {
      selected: query.getEvent('selected').contains(id),
      name: node?.data.name ?? '',
      type: custom?.blockType ?? node?.data.name ?? '',
      summary: summaryOf(node?.data.props as Record<string, unknown> | undefined),
    };
  });
  const { issues: issuesStore } = usePageEditorContext();
  const issues = useBlockIssues(issuesStore, id);

  const layerRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) layer(element);
    },
    [layer],
  );
  const rowRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) drag(element);
    },
    [drag],
  );
  const headerRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) layerHeader(element);
    },
    [layerHeader],
  );

  const isRoot = id === ROOT_NODE_ID;
  // The page's own layer starts open (expandRootOnLoad runs before the Frame has loaded nodes).
  const rootOpened = useRef(false);
  useEffect(() => {
    if (!isRoot || rootOpened.current || (childIds?.length ?? 0) === 0) return;
    rootOpened.current = true;
    if (!expanded) setExpandedState(true);
  }, [isRoot, childIds, expanded, setExpandedState]);
  const isChildren = name === CHILDREN_CANVAS_RESOLVER;
  const definition = getBlockDefinition(type);
  const hasChildren = (childIds?.length ?? 0) > 0;
  const label = isRoot ? 'Page' : isChildren ? 'Contents' : (definition?.label ?? type);

  return (
    <div ref={layerRef} className={classes.layer}>
      <div
        ref={rowRef}
        id={`layer-row-${id}`}
        role="treeitem"
        aria-selected={selected}
        aria-expanded={hasChildren ? expanded : undefined}
        aria-level={depth + 1}
        data-testid={isRoot || isChildren ? undefined : `layer:${id}`}
        data-selected={selected || undefined}
        data-invalid={issues.length > 0 || undefined}
        className={classes.row}
        style={{ paddingLeft: 4 + depth * 12 }}
        onClick={() => (isRoot || isChildren ? undefined : actions.selectNode(id))}
      >
        <Group gap={4} wrap="nowrap" ref={headerRef}>
          {hasChildren ? (
            <ActionIcon
              size="xs"
              variant="subtle"
              color="gray"
              tabIndex={-1}
              aria-label={expanded ? `Collapse ${label}` : `Expand ${label}`}
              onClick={(event) => {
                event.stopPropagation();
                toggleLayer();
              }}
            >
              {expanded ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
            </ActionIcon>
          ) : (
            <Box w={18} />
          )}
          {isRoot ? (
            <IconFile size={14} aria-hidden />
          ) : isChildren ? (
            <IconStack2 size={14} aria-hidden />
          ) : (
            <BlockIcon name={definition?.icon ?? 'Box'} size={14} />
          )}
          <Text size="xs" fw={selected ? 700 : 500} truncate>
            {label}
          </Text>
          {summary && !isRoot && !isChildren ? (
            <Text size="xs" c="dimmed" truncate style={{ flex: 1 }}>
              {summary}
            </Text>
          ) : null}
          {issues.length > 0 ? (
            <Badge size="xs" color="red" variant="filled" title={issues[0]?.message}>
              {issues.length}
            </Badge>
          ) : null}
        </Group>
      </div>
      {children ? (
        <div role="group" className={classes.children}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A short hint of what a block says (its title or heading), to tell similar blocks apart. */
function summaryOf(props: Record<string, unknown> | undefined): string {
  if (!props) return '';
  for (const key of ['title', 'heading', 'mainText', 'text', 'label']) {
    const value = props[key];
    if (typeof value === 'string' && value.trim()) {
      return value
        .replace(/<[^>]*>/g, '')
        .trim()
        .slice(0, 40);
    }
  }
  return '';
}
