import type { BlockDefinition } from './define-block';
import { heroBanner } from './blocks/hero-banner';
import { heroSecondary } from './blocks/hero-secondary';
import { textBanner } from './blocks/text-banner';
import { citation } from './blocks/citation';
import { quoteBlock } from './blocks/quote-block';
import { pushBlockLeft, pushBlockRight } from './blocks/push-block';
import { iconBox } from './blocks/icon-box';
import { reassuranceBanner } from './blocks/reassurance-banner';
import { accordion } from './blocks/accordion';
import { visual } from './blocks/visual';
import { container } from './blocks/container';
import { warningBannerBlock } from './blocks/warning-banner-block';
import { permanentBlock } from './blocks/permanent-block';
import { jargonBuster } from './blocks/jargon-buster';
import { flavourGrid } from './blocks/flavour-grid';
import { vapingNumbers } from './blocks/vaping-numbers';
import { trustBlock } from './blocks/trust-block';
import { typeOfDevices } from './blocks/type-of-devices';
import { whatIsVaping } from './blocks/what-is-vaping';
import { howToUse } from './blocks/how-to-use';
import { feelTheMoovTabs } from './blocks/feel-the-moov-tabs';
import { vapingJustClicked } from './blocks/vaping-just-clicked';
import { orderedOfferBlock } from './blocks/ordered-offer-block';
import { brochureModule } from './blocks/brochure-module';
import { notFoundHeader } from './blocks/not-found-header';
import { notFoundProducts } from './blocks/not-found-products';
import { notFoundLinks } from './blocks/not-found-links';
import { footer } from './blocks/footer';

/**
 * Every block type the builder knows, in toolbox order. Add a block: create its file in
 * ./blocks, import it here, and give it a component in @lumo/blocks.
 */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = [
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
] as unknown as readonly BlockDefinition[];

const byType = new Map(BLOCK_DEFINITIONS.map((definition) => [definition.type, definition]));

export function getBlockDefinition(type: string): BlockDefinition | undefined {
  return byType.get(type);
}

export function listBlockTypes(): string[] {
  return BLOCK_DEFINITIONS.map((definition) => definition.type);
}
