import { BLOCK_DEFINITIONS, type BlockNode } from '@lumo/block-schema';

const hero = BLOCK_DEFINITIONS.find((definition) => definition.type === 'HeroBanner')!;

/** The HeroBanner definition's example props: a complete hero that passes validation. */
export const EXAMPLE_HERO_PROPS = hero.example as Record<string, unknown>;

/** A HeroBanner block at the definition's version; by default with the valid example props. */
export function heroBlock(
  id: string,
  props: Record<string, unknown> = EXAMPLE_HERO_PROPS,
): BlockNode {
  return { id, type: 'HeroBanner', version: hero.version, props };
}
