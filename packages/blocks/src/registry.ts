import {
  heroBanner,
  heroSecondary,
  textBanner,
  citation,
  quoteBlock,
  pushBlockLeft,
  pushBlockRight,
  iconBox,
  reassuranceBanner,
  accordion,
  visual,
  container,
  warningBannerBlock,
  permanentBlock,
} from '@lumo/block-schema';
import {
  jargonBuster,
  flavourGrid,
  vapingNumbers,
  trustBlock,
  typeOfDevices,
  whatIsVaping,
  howToUse,
  feelTheMoovTabs,
  vapingJustClicked,
  orderedOfferBlock,
  brochureModule,
  notFoundHeader,
  notFoundProducts,
  notFoundLinks,
  footer,
} from '@lumo/block-schema';
import { serverBlock } from './define-component';
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
 * Block type -> component and definition. Every type of BLOCK_DEFINITIONS (block-schema) has
 * exactly one entry here (registry.test.ts checks it). Add one line per block, in the same
 * order as block-schema's registry.
 */
const ENTRIES: BlockRegistryEntry[] = [
  serverBlock(heroBanner, HeroBanner),
  serverBlock(heroSecondary, HeroSecondary),
  serverBlock(textBanner, TextBanner),
  serverBlock(citation, Citation),
  serverBlock(quoteBlock, QuoteBlock),
  serverBlock(pushBlockLeft, PushBlockLeft),
  serverBlock(pushBlockRight, PushBlockRight),
  serverBlock(iconBox, IconBox),
  serverBlock(reassuranceBanner, ReassuranceBanner),
  serverBlock(accordion, Accordion),
  serverBlock(visual, Visual),
  serverBlock(container, Container),
  serverBlock(warningBannerBlock, WarningBannerBlock),
  serverBlock(permanentBlock, PermanentBlock),
  serverBlock(jargonBuster, JargonBuster),
  serverBlock(flavourGrid, FlavourGrid),
  serverBlock(vapingNumbers, VapingNumbers),
  serverBlock(trustBlock, TrustBlock),
  serverBlock(typeOfDevices, TypeOfDevices),
  serverBlock(whatIsVaping, WhatIsVaping),
  serverBlock(howToUse, HowToUse),
  serverBlock(feelTheMoovTabs, FeelTheMoovTabs),
  serverBlock(vapingJustClicked, VapingJustClicked),
  serverBlock(orderedOfferBlock, OrderedOfferBlock),
  serverBlock(brochureModule, BrochureModule),
  serverBlock(notFoundHeader, NotFoundHeader),
  serverBlock(notFoundProducts, NotFoundProducts),
  serverBlock(notFoundLinks, NotFoundLinks),
  serverBlock(footer, Footer),
];

export const BLOCK_COMPONENTS: ReadonlyMap<string, BlockRegistryEntry> = new Map(
  ENTRIES.map((entry) => [entry.definition.type, entry]),
);

export function getBlockComponent(type: string): BlockRegistryEntry | undefined {
  return BLOCK_COMPONENTS.get(type);
}
