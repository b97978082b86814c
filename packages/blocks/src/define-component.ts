import type { BlockDefinition, BlockProps } from '@lumo/block-schema';
import type { BlockRegistryEntry, ClientBlockComponent, ServerBlockComponent } from './types';

/**
 * Pairs a definition with a server-safe component. The component's props type is checked
 * against the schema's output, so a renamed field is a compile error, not a blank block.
 */
export function serverBlock<D extends BlockDefinition>(
  definition: D,
  component: ServerBlockComponent<BlockProps<D>>,
): BlockRegistryEntry {
  return {
    kind: 'server',
    definition: definition as unknown as BlockDefinition,
    component: component as ServerBlockComponent<never>,
  };
}

/** Pairs a definition with an interactive component exported from a 'use client' file. */
export function clientBlock<D extends BlockDefinition>(
  definition: D,
  component: ClientBlockComponent<BlockProps<D>>,
): BlockRegistryEntry {
  return {
    kind: 'client',
    definition: definition as unknown as BlockDefinition,
    component: component as ClientBlockComponent<never>,
  };
}
