import {
  BLOCK_DEFINITIONS,
  BUILDER_BREAKPOINTS,
  createDefaultProps,
  getBlockDefinition,
  type BlockDefinition,
  type BlockNode,
} from '@lumo/block-schema';

/** SPEC §9 builder breakpoints, the widths each block is shown at. */
export const GALLERY_WIDTHS = [
  { name: 'Small', width: BUILDER_BREAKPOINTS.small },
  { name: 'Medium', width: BUILDER_BREAKPOINTS.medium },
  { name: 'Large', width: BUILDER_BREAKPOINTS.large },
] as const;

export function galleryDefinitions(): readonly BlockDefinition[] {
  return BLOCK_DEFINITIONS;
}

/** The block as the gallery shows it: its example props, else its defaults. */
export function galleryBlockNode(type: string): BlockNode | undefined {
  const definition = getBlockDefinition(type);
  if (!definition) return undefined;
  const props =
    (definition.example as Record<string, unknown> | undefined) ?? createDefaultProps(definition);
  return {
    id: `gallery-${definition.type}`,
    type: definition.type,
    version: definition.version,
    props,
  };
}

export function galleryFrameUrl(type: string): string {
  return `/__blocks/frame?type=${encodeURIComponent(type)}`;
}

/** Message a frame posts to the gallery so the iframe can take the block's height. */
export { FRAME_HEIGHT_MESSAGE } from './frame-height-message';
