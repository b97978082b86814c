import { describe, expect, it } from 'vitest';
import {
  BLOCK_DEFINITIONS,
  createDefaultProps,
  type BlockDefinition,
  type BlockNode,
} from '@lumo/block-schema';
import { cloneWithNewIds, createBlock } from './block-factory';
import {
  ROOT_NODE_ID,
  blocksToCraftNodes,
  childrenCanvasId,
  craftNodesToBlocks,
} from './craft-nodes';

function propsOf(definition: BlockDefinition): Record<string, unknown> {
  return (
    (definition.example as Record<string, unknown> | undefined) ?? createDefaultProps(definition)
  );
}

/** One block of every registered type; containers hold one leaf and one nested container. */
function everyBlockType(): BlockNode[] {
  const leaves = BLOCK_DEFINITIONS.filter((definition) => !definition.isContainer);
  return BLOCK_DEFINITIONS.map((definition, index) => {
    const block: BlockNode = {
      id: `block-${index}`,
      type: definition.type,
      version: definition.version,
      props: propsOf(definition),
    };
    if (definition.isContainer) {
      block.children = leaves.slice(0, 2).map((leaf, childIndex) => ({
        id: `block-${index}-child-${childIndex}`,
        type: leaf.type,
        version: leaf.version,
        props: propsOf(leaf),
      }));
      block.children.push({
        id: `block-${index}-nested`,
        type: definition.type,
        version: definition.version,
        props: propsOf(definition),
        children: [],
      });
    }
    return block;
  });
}

describe('page format <-> Craft.js nodes', () => {
  it('round-trips every registered block type with ids, types, versions, props and children', () => {
    const blocks = everyBlockType();
    expect(blocks.length).toBe(BLOCK_DEFINITIONS.length);
    const nodes = blocksToCraftNodes(blocks);
    // Through JSON, as the editor state is serialized/deserialized by Craft.js.
    const back = craftNodesToBlocks(JSON.parse(JSON.stringify(nodes)));
    expect(back).toEqual(blocks);
  });

  it('keeps the top-level order under ROOT and gives containers a linked children canvas', () => {
    const blocks = everyBlockType();
    const nodes = blocksToCraftNodes(blocks);
    expect(nodes[ROOT_NODE_ID]!.nodes).toEqual(blocks.map((block) => block.id));
    for (const block of blocks) {
      expect(nodes[block.id]!.parent).toBe(ROOT_NODE_ID);
      if (block.children) {
        const canvas = nodes[childrenCanvasId(block.id)]!;
        expect(canvas.isCanvas).toBe(true);
        expect(canvas.nodes).toEqual(block.children.map((child) => child.id));
        expect(nodes[block.id]!.linkedNodes).toEqual({ children: childrenCanvasId(block.id) });
      }
    }
  });

  it('keeps blocks of unknown types and their version instead of dropping them', () => {
    const blocks: BlockNode[] = [
      { id: 'legacy-1', type: 'RetiredCarousel', version: 3, props: { speed: 2 } },
    ];
    const nodes = blocksToCraftNodes(blocks);
    expect(nodes['legacy-1']!.type).toEqual({ resolvedName: 'UnknownBlock' });
    expect(craftNodesToBlocks(nodes)).toEqual(blocks);
  });
});

describe('page title and settings in ROOT', () => {
  it('keeps them as ROOT props, apart from the blocks (one history for both)', () => {
    const blocks = [createBlock('QuoteBlock')];
    const page = { title: 'Hello', meta: { description: 'Text', image: '', noIndex: true } };
    const nodes = blocksToCraftNodes(blocks, page);
    expect(nodes[ROOT_NODE_ID]!.props).toEqual(page);
    expect(craftNodesToBlocks(nodes)).toEqual(blocks);
    expect(blocksToCraftNodes(blocks)[ROOT_NODE_ID]!.props).toEqual({});
  });
});

describe('block factory', () => {
  it('creates a block of every type with its defaults and current version', () => {
    for (const definition of BLOCK_DEFINITIONS) {
      const block = createBlock(definition.type);
      expect(block.type).toBe(definition.type);
      expect(block.version).toBe(definition.version);
      expect(block.props).toEqual(createDefaultProps(definition));
    }
  });

  it('gives a copy and all of its descendants new ids and keeps props', () => {
    const original: BlockNode = {
      id: 'outer',
      type: 'Container',
      version: 1,
      props: { gap: 4, nested: { list: [1, 2] } },
      children: [
        {
          id: 'inner',
          type: 'Container',
          version: 1,
          props: { gap: 2 },
          children: [{ id: 'leaf', type: 'HeroBanner', version: 2, props: { title: 'Hi' } }],
        },
      ],
    };
    const copy = cloneWithNewIds(original);
    const ids = (block: BlockNode): string[] => [block.id, ...(block.children ?? []).flatMap(ids)];
    expect(ids(copy)).toHaveLength(3);
    for (const id of ids(copy)) expect(ids(original)).not.toContain(id);
    expect(new Set(ids(copy)).size).toBe(3);
    const withoutIds = (block: BlockNode): unknown => ({
      ...block,
      id: undefined,
      children: block.children?.map(withoutIds),
    });
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    copy.children![0]!.props.gap = 99;
    expect(original.children![0]!.props.gap).toBe(2);
  });
});
