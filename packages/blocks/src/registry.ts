import { BLOCK_DEFINITIONS } from '@lumo/block-schema';
import { registryEntry, type BlockComponentMap } from './define-component';
import type { BlockRegistryEntry } from './types';
import { HeroBanner } from './blocks/hero-banner/hero-banner';
import { HeroSecondary } from './blocks/hero-secondary/hero-secondary';
import { TextBanner } from './blocks/text-banner/text-banner';
import { Citation } from './blocks/citation/citation';
import { QuoteBlock } from './blocks/quote-block/quote-block';
import { PushBlockLeft, PushBlockRight } from './blocks/push-block/push-block';
import { IconBox } from './blocks/icon-box/icon-box';
import { ReassuranceBanner } from './blocks/reassurance-banner/reassurance-banner';
import { Accordion } from './blocks/accordion/accordion';
import { Visual } from './blocks/visual/visual';
import { Container } from './blocks/container/container';
import { WarningBannerBlock } from './blocks/warning-banner-block/warning-banner-block';
import { PermanentBlock } from './blocks/permanent-block/permanent-block';
import { JargonBuster } from './blocks/jargon-buster/jargon-buster';
import { FlavourGrid } from './blocks/flavour-grid/flavour-grid';
import { VapingNumbers } from './blocks/vaping-numbers/vaping-numbers';
import { TrustBlock } from './blocks/trust-block/trust-block';
import { TypeOfDevices } from './blocks/type-of-devices/type-of-devices';
import { WhatIsVaping } from './blocks/what-is-vaping/what-is-vaping';
import { HowToUse } from './blocks/how-to-use/how-to-use';
import { FeelTheMoovTabs } from './blocks/feel-the-moov-tabs/feel-the-moov-tabs';
import { VapingJustClicked } from './blocks/vaping-just-clicked/vaping-just-clicked';
import { OrderedOfferBlock } from './blocks/ordered-offer-block/ordered-offer-block';
import { BrochureModule } from './blocks/brochure-module/brochure-module';
import { NotFoundHeader } from './blocks/not-found-header/not-found-header';
import { NotFoundProducts } from './blocks/not-found-products/not-found-products';
import { NotFoundLinks } from './blocks/not-found-links/not-found-links';
import { Footer } from './blocks/footer/footer';

/**
 * Block type -> component, one per type of block-schema's BLOCK_DEFINITIONS (the one list of
 * blocks). Typed by `BlockType`: a registered block without a component, or a component whose
 * props do not match its schema, is a compile error. Wrap a 'use client' block in clientBlock().
 */
const COMPONENTS: BlockComponentMap = {
  HeroBanner,
  HeroSecondary,
  TextBanner,
  Citation,
  QuoteBlock,
  PushBlockLeft,
  PushBlockRight,
  IconBox,
  ReassuranceBanner,
  Accordion,
  Visual,
  Container,
  WarningBannerBlock,
  PermanentBlock,
  JargonBuster,
  FlavourGrid,
  VapingNumbers,
  TrustBlock,
  TypeOfDevices,
  WhatIsVaping,
  HowToUse,
  FeelTheMoovTabs,
  VapingJustClicked,
  OrderedOfferBlock,
  BrochureModule,
  NotFoundHeader,
  NotFoundProducts,
  NotFoundLinks,
  Footer,
};

/** Every block definition with its component, in BLOCK_DEFINITIONS' (toolbox) order. */
export const BLOCK_COMPONENTS: ReadonlyMap<string, BlockRegistryEntry> = new Map(
  BLOCK_DEFINITIONS.map((definition) => [
    definition.type,
    registryEntry(definition, COMPONENTS[definition.type]),
  ]),
);

export function getBlockComponent(type: string): BlockRegistryEntry | undefined {
  return BLOCK_COMPONENTS.get(type);
}
