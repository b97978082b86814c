import type { SerializedNode, SerializedNodes } from '@craftjs/core';
import { getBlockDefinition, type BlockNode } from '@lumo/block-schema';

/**
 * Conversion between the published page format (a tree of blocks) and Craft.js's serialized
 * state (a flat map of nodes keyed by id).
 *
 * Layout of the Craft.js state:
 * - ROOT is a canvas of resolver type `PageRoot`; its `nodes` are the page's top-level blocks.
 * - Every block is a node whose resolver name is its block type (or `UnknownBlock` for a type
 *   the registry does not know, keeping the original type in `custom.blockType`). Its version
 *   lives in `custom.version`, its props in `props`.
 * - A container block owns one linked canvas node (`linkedNodes.children`, resolver type
 *   `BlockChildren`) whose `nodes` are the container's child blocks. The linked node id is
 *   derived from the block id so the conversion is deterministic.
 */
export const ROOT_NODE_ID = 'ROOT';
export const PAGE_ROOT_RESOLVER = 'PageRoot';
export const CHILDREN_CANVAS_RESOLVER = 'BlockChildren';
export const UNKNOWN_BLOCK_RESOLVER = 'UnknownBlock';
/** The `id` of the `<Element canvas>` a container renders for its children. */
export const CHILDREN_LINK_KEY = 'children';

export interface BlockNodeCustom {
  version: number;
  /** The stored block type (differs from the resolver name only for unknown types). */
  blockType: string;
}

export function childrenCanvasId(blockId: string): string {
  return `${blockId}__children`;
}

function resolverNameOf(type: string): string {
  return getBlockDefinition(type) ? type : UNKNOWN_BLOCK_RESOLVER;
}

/** True when a block type keeps its children in a linked canvas. */
export function isContainerType(type: string): boolean {
  return getBlockDefinition(type)?.isContainer === true;
}

/** Serialized nodes of one block and all its descendants, the block's parent being `parentId`. */
export function blockToSerializedNodes(block: BlockNode, parentId: string): SerializedNodes {
  const nodes: SerializedNodes = {};
  addBlock(block, parentId, nodes);
  return nodes;
}

function addBlock(block: BlockNode, parentId: string, nodes: SerializedNodes): void {
  const definition = getBlockDefinition(block.type);
  const custom: BlockNodeCustom = { version: block.version, blockType: block.type };
  const container = definition?.isContainer === true;
  const linkedNodes: Record<string, string> = {};
  if (container) {
    const canvasId = childrenCanvasId(block.id);
    linkedNodes[CHILDREN_LINK_KEY] = canvasId;
    nodes[canvasId] = {
      type: { resolvedName: CHILDREN_CANVAS_RESOLVER },
      isCanvas: true,
      props: {},
      displayName: CHILDREN_CANVAS_RESOLVER,
      custom: {},
      hidden: false,
      parent: block.id,
      nodes: (block.children ?? []).map((child) => child.id),
      linkedNodes: {},
    };
    for (const child of block.children ?? []) addBlock(child, canvasId, nodes);
  }
  nodes[block.id] = {
    type: { resolvedName: resolverNameOf(block.type) },
    isCanvas: false,
    props: structuredClone(block.props),
    displayName: definition?.label ?? block.type,
    custom: {
      ...custom,
      // Children of a non-container (invalid, but possible in stored data) are kept aside so
      // they survive a round trip and validation can still report them.
      ...(!container && block.children ? { orphanChildren: structuredClone(block.children) } : {}),
    },
    hidden: false,
    parent: parentId,
    nodes: [],
    linkedNodes,
  };
}

/**
 * The whole Craft.js state of a page's blocks, ROOT included. `pageProps` (the page's title and
 * settings) become ROOT's props, so that they share Craft.js's one undo history with the blocks
 * (docs/decisions/0018-editor-history.md).
 */
export function blocksToCraftNodes(
  blocks: BlockNode[],
  pageProps: Record<string, unknown> = {},
): SerializedNodes {
  const nodes: SerializedNodes = {
    [ROOT_NODE_ID]: {
      type: { resolvedName: PAGE_ROOT_RESOLVER },
      isCanvas: true,
      props: structuredClone(pageProps),
      displayName: 'Page',
      custom: {},
      hidden: false,
      parent: null,
      nodes: blocks.map((block) => block.id),
      linkedNodes: {},
    },
  };
  for (const block of blocks) addBlock(block, ROOT_NODE_ID, nodes);
  return nodes;
}

function resolvedName(node: SerializedNode): string {
  return typeof node.type === 'string' ? node.type : node.type.resolvedName;
}

/** True for a serialized node that stands for a block (not ROOT, not a children canvas). */
export function isBlockNode(node: SerializedNode | undefined): boolean {
  if (!node) return false;
  const name = resolvedName(node);
  return name !== PAGE_ROOT_RESOLVER && name !== CHILDREN_CANVAS_RESOLVER;
}

/** The block (with descendants) that a serialized node stands for. */
export function serializedNodeToBlock(nodes: SerializedNodes, id: string): BlockNode {
  const node = nodes[id];
  if (!node) throw new Error(`Node ${id} is missing from the editor state`);
  const custom = (node.custom ?? {}) as Partial<BlockNodeCustom> & {
    orphanChildren?: BlockNode[];
  };
  const type = custom.blockType ?? resolvedName(node);
  const block: BlockNode = {
    id,
    type,
    version: custom.version ?? getBlockDefinition(type)?.version ?? 1,
    props: structuredClone(withoutChildren(node.props as Record<string, unknown>)),
  };
  const canvasId = node.linkedNodes?.[CHILDREN_LINK_KEY];
  if (canvasId && nodes[canvasId]) {
    block.children = nodes[canvasId].nodes.map((childId) => serializedNodeToBlock(nodes, childId));
  } else if (custom.orphanChildren) {
    block.children = structuredClone(custom.orphanChildren);
  }
  return block;
}

/** The page's block tree from the Craft.js state. */
export function craftNodesToBlocks(nodes: SerializedNodes): BlockNode[] {
  const root = nodes[ROOT_NODE_ID];
  if (!root) return [];
  return root.nodes.map((id) => serializedNodeToBlock(nodes, id));
}

/** Craft.js may add `children` to props of canvases; block props never hold React children. */
function withoutChildren(props: Record<string, unknown>): Record<string, unknown> {
  if (!('children' in props)) return props;
  const { children: _children, ...rest } = props;
  return rest;
}
