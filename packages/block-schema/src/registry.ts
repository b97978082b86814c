import type { BlockDefinition } from './define-block';
import { heroBanner } from './blocks/hero-banner';

/**
 * Every block type the builder knows, in toolbox order. Add a block: create its file in
 * ./blocks, import it here, and give it a component in @lumo/blocks.
 */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = [
  heroBanner,
] as unknown as readonly BlockDefinition[];

const byType = new Map(BLOCK_DEFINITIONS.map((definition) => [definition.type, definition]));

export function getBlockDefinition(type: string): BlockDefinition | undefined {
  return byType.get(type);
}

export function listBlockTypes(): string[] {
  return BLOCK_DEFINITIONS.map((definition) => definition.type);
}
