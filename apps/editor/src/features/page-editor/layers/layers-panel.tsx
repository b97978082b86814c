import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useEditor } from '@craftjs/core';
import { ActionIcon, Badge, Box, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { BlockIcon } from '@lumo/blocks/editor';
import { useBlockIssues } from '../state/issues-store';
import { useEditorActions } from '../state/use-editor-actions';
import { usePageEditorContext } from '../state/editor-context';
import {
  dropTarget,
  layerItems,
  reuseUnchanged,
  type DropPosition,
  type LayerItem,
} from './layer-items';
import {
  LAYER_ROW_HEIGHT,
  WINDOWING_THRESHOLD,
  layerWindow,
  scrollTopToReveal,
} from './layer-window';
import classes from './layers-panel.module.css';

const DRAG_TYPE = 'application/x-lumo-block';

/**
 * The page's block tree. Click a row to select its block; drag rows to reorder them or drop them
 * into a container (upper/lower edge: before/after, middle of a container: inside). Keyboard:
 * Tab into the tree, Up/Down/Home/End select, Left/Right collapse/expand a container, Enter
 * moves focus to the block's settings, Escape clears the selection.
 *
 * Given the scroll viewport it sits in, a tree of more than WINDOWING_THRESHOLD rows renders
 * only the rows in and near view (docs/decisions/0015), and selecting a block scrolls its row
 * into view.
 */
export const LayersPanel = memo(function LayersPanel({
  viewportRef,
}: {
  /** The scrolling element around the tree (Mantine ScrollArea's viewport). */
  viewportRef?: RefObject<HTMLElement | null>;
}) {
  const { selectedId } = useEditor((_state, editorQuery) => ({
    selectedId: editorQuery.getEvent('selected').first() as string | undefined,
  }));
  const { actions, query } = useEditorActions();
  const { focusSettings, revealBlock, changes } = usePageEditorContext();
  const [items, setItems] = useState(() => layerItems(query.getState().nodes));
  // Rebuilt when the content changes (not on Craft.js's per-node DOM registration while a page
  // loads, nor on hover), at most once per frame while typing.
  useEffect(() => {
    let frame = 0;
    const rebuild = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setItems((previous) => reuseUnchanged(previous, layerItems(query.getState().nodes))),
      );
    };
    rebuild();
    const unsubscribe = changes.subscribeToContent(rebuild);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [changes, query]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [drop, setDrop] = useState<{ id: string; position: DropPosition } | null>(null);

  const visible = items.filter((item) => !item.ancestors.some((id) => collapsed.has(id)));

  const treeRef = useRef<HTMLDivElement>(null);
  const scroll = useViewportScroll(viewportRef, treeRef);
  const windowed = viewportRef !== undefined && visible.length > WINDOWING_THRESHOLD;
  const { start, end } = windowed
    ? layerWindow({ count: visible.length, scrollTop: scroll.top, viewportHeight: scroll.height })
    : { start: 0, end: visible.length };

  // A newly selected block's row scrolls into view (it may not be rendered yet when windowed).
  const visibleRef = useRef(visible);
  useEffect(() => {
    visibleRef.current = visible;
  });
  useEffect(() => {
    const viewport = viewportRef?.current;
    if (!viewport || !selectedId || viewport.clientHeight === 0) return;
    const index = visibleRef.current.findIndex((item) => item.id === selectedId);
    if (index < 0) return;
    const offset = treeOffset(viewport, treeRef.current);
    const target = scrollTopToReveal({
      index,
      scrollTop: viewport.scrollTop - offset,
      viewportHeight: viewport.clientHeight,
    });
    if (target !== undefined) viewport.scrollTo({ top: target + offset });
  }, [selectedId, viewportRef]);
  const setOpen = (id: string, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = visible.findIndex((item) => item.id === selectedId);
    const select = (item: LayerItem | undefined) => {
      if (item) revealBlock(item.id);
    };
    switch (event.key) {
      case 'ArrowDown':
        select(visible[Math.min(current + 1, visible.length - 1)]);
        break;
      case 'ArrowUp':
        select(visible[Math.max(current - 1, 0)]);
        break;
      case 'Home':
        select(visible[0]);
        break;
      case 'End':
        select(visible.at(-1));
        break;
      case 'ArrowRight':
      case 'ArrowLeft': {
        const item = visible[current];
        if (!item?.childrenCanvasId) return;
        setOpen(item.id, event.key === 'ArrowRight');
        break;
      }
      case 'Enter':
        if (!selectedId) return;
        focusSettings();
        break;
      case 'Escape':
        actions.clearEvents();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Stable handlers, so that a row re-renders only when its own item, selection or drop mark
  // changes (typing in one block must not re-render 300 rows).
  const draggedId = useRef<string | null>(null);
  const handlers = useMemo<RowHandlers>(
    () => ({
      // Selecting a row also scrolls the canvas to its block.
      select: (item) => revealBlock(item.id),
      toggle: (item) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (next.has(item.id)) next.delete(item.id);
          else next.add(item.id);
          return next;
        }),
      dragStart: (item, event) => {
        event.dataTransfer.setData(DRAG_TYPE, item.id);
        event.dataTransfer.effectAllowed = 'move';
        draggedId.current = item.id;
      },
      dragOver: (item, event) => {
        const dragged = draggedId.current;
        if (!dragged || dragged === item.id || item.ancestors.includes(dragged)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const position = positionFor(event, item);
        setDrop((current) =>
          current?.id === item.id && current.position === position
            ? current
            : { id: item.id, position },
        );
      },
      dragLeave: (item) => setDrop((current) => (current?.id === item.id ? null : current)),
      drop: (item, event) => {
        event.preventDefault();
        const id = event.dataTransfer.getData(DRAG_TYPE) || draggedId.current;
        const target = dropTarget(item, positionFor(event, item));
        setDrop(null);
        draggedId.current = null;
        if (!id || !target || id === item.id) return;
        try {
          actions.move(id, target.parentId, target.index);
          actions.selectNode(id);
        } catch {
          // Craft.js refuses impossible moves (a container into itself); nothing changes.
        }
      },
      dragEnd: () => {
        setDrop(null);
        draggedId.current = null;
      },
    }),
    [actions, revealBlock],
  );

  return (
    <div
      ref={treeRef}
      className={classes.tree}
      data-testid="editor:layers"
      data-row-count={visible.length}
      role="tree"
      aria-label="Page layers"
      tabIndex={0}
      aria-activedescendant={selectedId ? `layer-row-${selectedId}` : undefined}
      onKeyDown={onKeyDown}
    >
      {visible.length === 0 ? (
        <Text size="xs" c="dimmed" p={4}>
          No blocks yet.
        </Text>
      ) : null}
      {start > 0 ? <div aria-hidden style={{ height: start * LAYER_ROW_HEIGHT }} /> : null}
      {visible.slice(start, end).map((item) => (
        <LayerRow
          key={item.id}
          item={item}
          selected={item.id === selectedId}
          open={!collapsed.has(item.id)}
          dropPosition={drop?.id === item.id ? drop.position : undefined}
          handlers={handlers}
        />
      ))}
      {end < visible.length ? (
        <div aria-hidden style={{ height: (visible.length - end) * LAYER_ROW_HEIGHT }} />
      ) : null}
    </div>
  );
});

/** Where the tree starts inside the viewport's scrolled content, in px. */
function treeOffset(viewport: HTMLElement, tree: HTMLElement | null): number {
  if (!tree) return 0;
  return (
    tree.getBoundingClientRect().top - viewport.getBoundingClientRect().top + viewport.scrollTop
  );
}

/** The viewport's scroll position over the tree and its height, kept up to date. */
function useViewportScroll(
  viewportRef: RefObject<HTMLElement | null> | undefined,
  treeRef: RefObject<HTMLElement | null>,
): { top: number; height: number } {
  const [scroll, setScroll] = useState({ top: 0, height: 0 });
  useEffect(() => {
    const viewport = viewportRef?.current;
    if (!viewport) return;
    const update = () => {
      const top = viewport.scrollTop - treeOffset(viewport, treeRef.current);
      const height = viewport.clientHeight;
      setScroll((current) =>
        current.top === top && current.height === height ? current : { top, height },
      );
    };
    update();
    viewport.addEventListener('scroll', update, { passive: true });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resizes?.observe(viewport);
    return () => {
      viewport.removeEventListener('scroll', update);
      resizes?.disconnect();
    };
  }, [viewportRef, treeRef]);
  return scroll;
}

interface RowHandlers {
  select(item: LayerItem): void;
  toggle(item: LayerItem): void;
  dragStart(item: LayerItem, event: DragEvent<HTMLElement>): void;
  dragOver(item: LayerItem, event: DragEvent<HTMLElement>): void;
  dragLeave(item: LayerItem): void;
  drop(item: LayerItem, event: DragEvent<HTMLElement>): void;
  dragEnd(): void;
}

function positionFor(event: DragEvent<HTMLElement>, item: LayerItem): DropPosition {
  const box = event.currentTarget.getBoundingClientRect();
  const offset = (event.clientY - box.top) / Math.max(box.height, 1);
  if (item.childrenCanvasId && offset > 0.3 && offset < 0.7) return 'inside';
  return offset < 0.5 ? 'before' : 'after';
}

interface LayerRowProps {
  item: LayerItem;
  selected: boolean;
  open: boolean;
  dropPosition?: DropPosition;
  handlers: RowHandlers;
}

const LayerRow = memo(function LayerRow({
  item,
  selected,
  open,
  dropPosition,
  handlers,
}: LayerRowProps) {
  const { issues: issuesStore } = usePageEditorContext();
  const issues = useBlockIssues(issuesStore, item.id);
  const isContainer = Boolean(item.childrenCanvasId);
  return (
    <div
      id={`layer-row-${item.id}`}
      role="treeitem"
      aria-selected={selected}
      aria-expanded={isContainer ? open : undefined}
      aria-level={item.depth + 1}
      aria-posinset={item.index + 1}
      aria-setsize={item.setSize}
      aria-label={`${item.label}${item.summary ? `: ${item.summary}` : ''}${issues.length ? `, ${issues.length} issue(s)` : ''}`}
      data-testid={`layer:${item.id}`}
      data-selected={selected || undefined}
      data-invalid={issues.length > 0 || undefined}
      data-drop={dropPosition}
      className={classes.row}
      style={{ paddingLeft: 4 + item.depth * 14 }}
      draggable
      onClick={() => handlers.select(item)}
      onDragStart={(event) => handlers.dragStart(item, event)}
      onDragOver={(event) => handlers.dragOver(item, event)}
      onDragLeave={() => handlers.dragLeave(item)}
      onDrop={(event) => handlers.drop(item, event)}
      onDragEnd={handlers.dragEnd}
    >
      <Group gap={4} wrap="nowrap">
        {isContainer ? (
          <ActionIcon
            size="xs"
            variant="subtle"
            color="gray"
            tabIndex={-1}
            aria-label={open ? `Collapse ${item.label}` : `Expand ${item.label}`}
            onClick={(event) => {
              event.stopPropagation();
              handlers.toggle(item);
            }}
          >
            {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
          </ActionIcon>
        ) : (
          <Box w={18} />
        )}
        <BlockIcon name={item.icon} size={14} />
        <Text size="xs" fw={selected ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
          {item.label}
        </Text>
        <Text size="xs" c="dimmed" truncate style={{ flex: 1 }}>
          {item.summary}
        </Text>
        {issues.length > 0 ? (
          <Badge size="xs" color="red" variant="filled" title={issues[0]?.message}>
            {issues.length}
          </Badge>
        ) : null}
      </Group>
    </div>
  );
});
