import type { BlockDefinition, BlockDefinitionOf, BlockProps, BlockType } from '@lumo/block-schema';
import type { BlockRegistryEntry, ClientBlockComponent, ServerBlockComponent } from './types';

/** An interactive block's component, exported from a 'use client' file (see clientBlock). */
export interface ClientBlock<P> {
  kind: 'client';
  component: ClientBlockComponent<P>;
}

/**
 * Marks a block's component as a client component (its definition says `interactive: true`).
 * None uses it: interactive parts are islands of server blocks (ADR 0005).
 */
export function clientBlock<P>(component: ClientBlockComponent<P>): ClientBlock<P> {
  return { kind: 'client', component };
}

/**
 * The component of block type T: a server-safe component (the default), or clientBlock(...).
 * Its props type is checked against the schema's output, so a renamed field is a compile error,
 * not a blank block.
 */
export type BlockComponentOf<T extends BlockType> =
  | ServerBlockComponent<BlockProps<BlockDefinitionOf<T>>>
  | ClientBlock<BlockProps<BlockDefinitionOf<T>>>;

/** One component per registered block type: a type without one is a compile error. */
export type BlockComponentMap = { readonly [T in BlockType]: BlockComponentOf<T> };

/** Pairs a definition with its component for the renderer. */
export function registryEntry(
  definition: BlockDefinition,
  component: ServerBlockComponent<never> | ClientBlock<never>,
): BlockRegistryEntry {
  return typeof component === 'function'
    ? { kind: 'server', definition, component }
    : { kind: 'client', definition, component: component.component };
}
