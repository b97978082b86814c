import { heroBanner } from '@lumo/block-schema';
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
import { clientBlock, serverBlock } from './define-component';
import type { BlockRegistryEntry } from './types';
import { HeroBanner } from './blocks/hero-banner/hero-banner';
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
  serverBlock(jargonBuster, JargonBuster),
  serverBlock(flavourGrid, FlavourGrid),
  serverBlock(vapingNumbers, VapingNumbers),
  serverBlock(trustBlock, TrustBlock),
  serverBlock(typeOfDevices, TypeOfDevices),
  serverBlock(whatIsVaping, WhatIsVaping),
  serverBlock(howToUse, HowToUse),
  clientBlock(feelTheMoovTabs, FeelTheMoovTabs),
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
