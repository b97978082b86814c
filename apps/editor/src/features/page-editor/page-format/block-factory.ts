import { createDefaultProps, getBlockDefinition, type BlockNode } from '@lumo/block-schema';

/** A new, unique block id such as `hero-banner-5f2k9q1x` (readable in the layers tree and issues). */
export function createBlockId(type: string): string {
  const slug = type
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 40);
  const random = crypto.randomUUID().replace(/-/g, '').slice(0, 10);
  return `${slug || 'block'}-${random}`;
}

/** A freshly dropped block of `type`: its schema's defaults, current version, no children. */
export function createBlock(type: string): BlockNode {
  const definition = getBlockDefinition(type);
  if (!definition) throw new Error(`Unknown block type ${type}`);
  const block: BlockNode = {
    id: createBlockId(type),
    type,
    version: definition.version,
    props: createDefaultProps(definition),
  };
  if (definition.isContainer) block.children = [];
  return block;
}

/**
 * A deep copy of a block whose id, and every descendant's id, is new. Used by paste and
 * duplicate, so that copies never collide with the originals (on this or another page).
 */
export function cloneWithNewIds(block: BlockNode): BlockNode {
  return {
    id: createBlockId(block.type),
    type: block.type,
    version: block.version,
    props: structuredClone(block.props),
    ...(block.children ? { children: block.children.map(cloneWithNewIds) } : {}),
  };
}
