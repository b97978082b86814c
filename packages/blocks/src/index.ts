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
export { HeroSecondary } from './blocks/hero-secondary/hero-secondary';
export { TextBanner } from './blocks/text-banner/text-banner';
export { Citation } from './blocks/citation/citation';
export { QuoteBlock } from './blocks/quote-block/quote-block';
export {
  PushBlock,
  PushBlockLeft,
  PushBlockRight,
  type PushBlockViewProps,
} from './blocks/push-block/push-block';
export { IconBox } from './blocks/icon-box/icon-box';
export { ReassuranceBanner } from './blocks/reassurance-banner/reassurance-banner';
export { Accordion } from './blocks/accordion/accordion';
export { Visual } from './blocks/visual/visual';
export { Container } from './blocks/container/container';
export { NoticeBand, type NoticeBandFields } from './blocks/notice-band/notice-band';
export { WarningBannerBlock } from './blocks/warning-banner-block/warning-banner-block';
export { PermanentBlock } from './blocks/permanent-block/permanent-block';
