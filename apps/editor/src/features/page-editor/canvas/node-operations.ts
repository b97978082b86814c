import type { NodeTree, useEditor } from '@craftjs/core';
import type { BlockNode } from '@lumo/block-schema';
import {
  CHILDREN_LINK_KEY,
  ROOT_NODE_ID,
  blockToSerializedNodes,
  isBlockNode,
  serializedNodeToBlock,
} from '../page-format';

type EditorApi = ReturnType<typeof useEditor>;
export type EditorQuery = EditorApi['query'];
export type EditorActions = EditorApi['actions'];

/** A Craft.js node tree for a block (and its descendants), ready for addNodeTree or create. */
export function blockToNodeTree(query: EditorQuery, block: BlockNode, parentId: string): NodeTree {
  const serialized = blockToSerializedNodes(block, parentId);
  const nodes: NodeTree['nodes'] = {};
  for (const [id, node] of Object.entries(serialized)) {
    nodes[id] = query.parseSerializedNode(node).toNode((created) => {
      created.id = id;
    });
  }
  return { rootNodeId: block.id, nodes };
}

/** Adds a block at `index` of `parentId` (a canvas) and selects it. */
export function insertBlock(
  query: EditorQuery,
  actions: EditorActions,
  block: BlockNode,
  parentId: string,
  index?: number,
): void {
  actions.addNodeTree(blockToNodeTree(query, block, parentId), parentId, index);
  actions.selectNode(block.id);
}

/** The id of the block node that is selected, if any (never ROOT or a children canvas). */
export function selectedBlockId(query: EditorQuery): string | undefined {
  const [id] = query.getEvent('selected').all();
  if (!id) return undefined;
  const node = query.getState().nodes[id];
  if (!node || id === ROOT_NODE_ID) return undefined;
  return isBlockNode(query.node(id).toSerializedNode()) ? id : undefined;
}

/** The block (with descendants) that a node stands for. */
export function readBlock(query: EditorQuery, id: string): BlockNode {
  return serializedNodeToBlock(query.getSerializedNodes(), id);
}

/** Where new content goes when a block is selected: after it, in its parent canvas. */
export function placementAfter(
  query: EditorQuery,
  id: string,
): { parentId: string; index: number } {
  const node = query.getState().nodes[id];
  const parentId = node?.data.parent ?? ROOT_NODE_ID;
  const siblings = query.getState().nodes[parentId]?.data.nodes ?? [];
  return { parentId, index: siblings.indexOf(id) + 1 };
}

/** Where a block added from the toolbox goes: into a selected container, else at the page end. */
export function placementForAppend(query: EditorQuery): { parentId: string; index: number } {
  const selected = selectedBlockId(query);
  const canvasId = selected
    ? query.getState().nodes[selected]?.data.linkedNodes[CHILDREN_LINK_KEY]
    : undefined;
  const parentId = canvasId ?? ROOT_NODE_ID;
  return { parentId, index: query.getState().nodes[parentId]?.data.nodes.length ?? 0 };
}

/** Where a block is after a move: its canvas, its place (0-based) and how many share it. */
export interface BlockPlace {
  parentId: string;
  index: number;
  count: number;
  /** The container block whose children canvas holds it; undefined on the page itself. */
  containerId: string | undefined;
}

/** The place of a block in its canvas. */
export function placeOf(query: EditorQuery, id: string): BlockPlace | undefined {
  const nodes = query.getState().nodes;
  const parentId = nodes[id]?.data.parent;
  if (!parentId) return undefined;
  const siblings = nodes[parentId]?.data.nodes ?? [];
  const owner = nodes[parentId]?.data.parent ?? undefined;
  return {
    parentId,
    index: siblings.indexOf(id),
    count: siblings.length,
    containerId: parentId === ROOT_NODE_ID ? undefined : owner,
  };
}

/** Moves a block one place up (-1) or down (+1) among its siblings. */
export function moveBlockBy(
  query: EditorQuery,
  actions: EditorActions,
  id: string,
  offset: -1 | 1,
): BlockPlace | undefined {
  const parentId = query.getState().nodes[id]?.data.parent;
  if (!parentId) return undefined;
  const siblings = query.getState().nodes[parentId]?.data.nodes ?? [];
  const from = siblings.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= siblings.length) return undefined;
  // Craft.js inserts before the index in the list that still contains the moved node.
  actions.move(id, parentId, offset > 0 ? to + 1 : to);
  return placeOf(query, id);
}

/**
 * The keyboard's way into a container: moves a block to the end of the container block just
 * above it (its previous sibling). Nothing happens when that sibling is no container.
 */
export function moveIntoContainerAbove(
  query: EditorQuery,
  actions: EditorActions,
  id: string,
): BlockPlace | undefined {
  const place = placeOf(query, id);
  if (!place || place.index < 1) return undefined;
  const nodes = query.getState().nodes;
  const aboveId = nodes[place.parentId]?.data.nodes[place.index - 1];
  const canvasId = aboveId ? nodes[aboveId]?.data.linkedNodes[CHILDREN_LINK_KEY] : undefined;
  if (!canvasId || !nodes[canvasId]) return undefined;
  actions.move(id, canvasId, nodes[canvasId].data.nodes.length);
  return placeOf(query, id);
}

/**
 * The keyboard's way out of a container: moves a block from a container's children to just
 * after the container, in the container's own canvas.
 */
export function moveOutOfContainer(
  query: EditorQuery,
  actions: EditorActions,
  id: string,
): BlockPlace | undefined {
  const place = placeOf(query, id);
  if (!place?.containerId) return undefined;
  const outer = placeOf(query, place.containerId);
  if (!outer) return undefined;
  actions.move(id, outer.parentId, outer.index + 1);
  return placeOf(query, id);
}

export function deleteBlock(query: EditorQuery, actions: EditorActions, id: string): void {
  if (!query.node(id).isDeletable()) return;
  const { parentId, index } = placementAfter(query, id);
  const siblings = query.getState().nodes[parentId]?.data.nodes ?? [];
  // Keep the keyboard user in place: select the next block, else the previous one.
  const next = siblings[index] ?? siblings[index - 2];
  actions.delete(id);
  if (next) actions.selectNode(next);
  else actions.clearEvents();
}
