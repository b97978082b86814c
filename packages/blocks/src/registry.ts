import { heroBanner } from '@lumo/block-schema';
import { serverBlock } from './define-component';
import type { BlockRegistryEntry } from './types';
import { HeroBanner } from './blocks/hero-banner/hero-banner';

/**
 * Block type -> component and definition. Every type of BLOCK_DEFINITIONS (block-schema) has
 * exactly one entry here (registry.test.ts checks it). Add one line per block, in the same
 * order as block-schema's registry.
 */
const ENTRIES: BlockRegistryEntry[] = [serverBlock(heroBanner, HeroBanner)];

export const BLOCK_COMPONENTS: ReadonlyMap<string, BlockRegistryEntry> = new Map(
  ENTRIES.map((entry) => [entry.definition.type, entry]),
);

export function getBlockComponent(type: string): BlockRegistryEntry | undefined {
  return BLOCK_COMPONENTS.get(type);
}
