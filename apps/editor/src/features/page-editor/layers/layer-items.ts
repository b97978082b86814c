import type { Node } from '@craftjs/core';
import { getBlockDefinition } from '@lumo/block-schema';
import { CHILDREN_LINK_KEY, ROOT_NODE_ID, type BlockNodeCustom } from '../page-format';

/** One row of the layers tree: a block, where it sits, and what to show for it. */
export interface LayerItem {
  id: string;
  depth: number;
  /** The canvas node holding this block (ROOT or a container's children canvas). */
  parentId: string;
  index: number;
  /** How many blocks the parent holds (the row's aria-setsize). */
  setSize: number;
  type: string;
  label: string;
  icon: string;
  summary: string;
  /** Containers: the canvas their children are dropped into. */
  childrenCanvasId?: string;
  childCount: number;
  /** Ids of the block's ancestors (blocks, not canvases), to hide rows of collapsed blocks. */
  ancestors: string[];
}

/**
 * Reuses the previous object of every row that did not change, so memoised rows skip
 * re-rendering (typing in one block changes one row).
 */
export function reuseUnchanged(previous: LayerItem[], next: LayerItem[]): LayerItem[] {
  const byId = new Map(previous.map((item) => [item.id, item]));
  let changed = previous.length !== next.length;
  const result = next.map((item, position) => {
    const old = byId.get(item.id);
    const same =
      old !== undefined &&
      old.depth === item.depth &&
      old.parentId === item.parentId &&
      old.index === item.index &&
      old.setSize === item.setSize &&
      old.type === item.type &&
      old.summary === item.summary &&
      old.childCount === item.childCount &&
      old.childrenCanvasId === item.childrenCanvasId &&
      old.ancestors.join('/') === item.ancestors.join('/');
    if (!same || previous[position] !== old) changed = true;
    return same ? old : item;
  });
  return changed ? result : previous;
}

/**
 * The block tree in reading order, built from Craft.js nodes in one pass. One collector for the
 * whole tree (instead of one per row) keeps large pages fast: Craft.js runs every collector on
 * every state change, and loading a page changes the state once per node.
 */
export function layerItems(nodes: Record<string, Node>): LayerItem[] {
  const items: LayerItem[] = [];
  const visitCanvas = (canvasId: string, depth: number, ancestors: string[]) => {
    const canvas = nodes[canvasId];
    if (!canvas) return;
    canvas.data.nodes.forEach((id, index) => {
      const node = nodes[id];
      if (!node) return;
      const custom = node.data.custom as Partial<BlockNodeCustom> | undefined;
      const type = custom?.blockType ?? node.data.name;
      const definition = getBlockDefinition(type);
      const childrenCanvasId = node.data.linkedNodes[CHILDREN_LINK_KEY];
      items.push({
        id,
        depth,
        parentId: canvasId,
        index,
        setSize: canvas.data.nodes.length,
        type,
        label: definition?.label ?? type,
        icon: definition?.icon ?? 'Box',
        summary: summaryOf(node.data.props as Record<string, unknown>),
        childrenCanvasId,
        childCount: childrenCanvasId ? (nodes[childrenCanvasId]?.data.nodes.length ?? 0) : 0,
        ancestors,
      });
      if (childrenCanvasId) visitCanvas(childrenCanvasId, depth + 1, [...ancestors, id]);
    });
  };
  visitCanvas(ROOT_NODE_ID, 0, []);
  return items;
}

/** A short hint of what a block says (its title or heading), to tell similar blocks apart. */
export function summaryOf(props: Record<string, unknown> | undefined): string {
  if (!props) return '';
  for (const key of ['title', 'heading', 'mainText', 'text', 'label']) {
    const value = props[key];
    if (typeof value === 'string' && value.trim()) {
      return value
        .replace(/<[^>]*>/g, '')
        .trim()
        .slice(0, 48);
    }
  }
  return '';
}

export type DropPosition = 'before' | 'after' | 'inside';

/**
 * Where a block dropped on a row goes, as Craft.js `move(id, parent, index)` arguments (the
 * index counts the moved block at its old place). Undefined when the drop makes no sense.
 */
export function dropTarget(
  item: LayerItem,
  position: DropPosition,
): { parentId: string; index: number } | undefined {
  if (position === 'inside') {
    return item.childrenCanvasId
      ? { parentId: item.childrenCanvasId, index: item.childCount }
      : undefined;
  }
  return { parentId: item.parentId, index: position === 'before' ? item.index : item.index + 1 };
}
