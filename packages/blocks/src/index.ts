/**
 * @lumo/blocks: the React components of every page-builder block and the renderer that turns a
 * published page into React elements. Safe to import from React Server Components.
 * Interactive pieces are also exported from "@lumo/blocks/client"; styles from
 * "@lumo/blocks/styles.css".
 */
export type {
  BlockComponentProps,
  BlockRegistryEntry,
  ClientBlockComponent,
  ClientBlockComponentProps,
  RenderContext,
  RenderMode,
  SerializableRenderContext,
  ServerBlockComponent,
} from './types';
export {
  createRenderContext,
  isExternalUrl,
  linkToStorePath,
  mediaUrl,
  toSerializableContext,
  type RenderContextInput,
} from './context';
export { clientBlock, serverBlock } from './define-component';
export { BLOCK_COMPONENTS, getBlockComponent } from './registry';
export { BuilderPage, renderBlock, renderBlocks, type BuilderPageProps } from './render-page';
export * from './shared';
export { HeroBanner } from './blocks/hero-banner/hero-banner';
