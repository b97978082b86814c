/**
 * @lumo/blocks: the React components of every page-builder block and the renderer that turns a
 * published page into React elements. Safe to import from React Server Components.
 * The blocks themselves are reached through the registry (one per block-schema definition), not
 * exported one by one. "@lumo/blocks/client": the error boundary for client code;
 * "@lumo/blocks/editor": the editor's block icons; "@lumo/blocks/styles.css": the styles.
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
  renderTime,
  toSerializableContext,
  type RenderContextInput,
} from './context';
export {
  clientBlock,
  type BlockComponentMap,
  type BlockComponentOf,
  type ClientBlock,
} from './define-component';
export { BLOCK_COMPONENTS, getBlockComponent } from './registry';
export { BuilderPage, renderBlock, renderBlocks, type BuilderPageProps } from './render-page';
export {
  BLOCK_TEXT_KEYS,
  blockTextPlaceholders,
  completeBlockText,
  DEFAULT_BLOCK_TEXT,
  formatBlockText,
  type BlockText,
  type BlockTextKey,
} from './text';
export { collapseStaticMarkup } from './static-html/collapse-static-markup';
export * from './shared';
