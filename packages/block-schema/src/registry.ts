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
 * Every block type the builder knows, in toolbox order: the one list that the component
 * registry, the editor's toolbox and icons, the api and the storefront derive from. Add a block:
 * create its file in ./blocks, import it here (and export it from index.ts), then give it a
 * component in @lumo/blocks (packages/blocks/README.md, "Adding a block").
 */
export const BLOCK_DEFINITIONS = [
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
] as const satisfies readonly BlockDefinition[];

/** Every registered block definition, each with its own schema type. */
export type RegisteredBlockDefinition = (typeof BLOCK_DEFINITIONS)[number];

/** The type name of a registered block ("HeroBanner" | ...), derived from BLOCK_DEFINITIONS. */
export type BlockType = RegisteredBlockDefinition['type'];

/** The Tabler icon names the registered blocks use ("Photo" | ...). */
export type BlockIconName = RegisteredBlockDefinition['icon'];

/** The definition of one registered block type, with its schema's types. */
export type BlockDefinitionOf<T extends BlockType> = Extract<
  RegisteredBlockDefinition,
  { type: T }
>;

const byType = new Map<string, BlockDefinition>(
  BLOCK_DEFINITIONS.map((definition) => [definition.type, definition]),
);

export function getBlockDefinition(type: string): BlockDefinition | undefined {
  return byType.get(type);
}

export function listBlockTypes(): BlockType[] {
  return BLOCK_DEFINITIONS.map((definition) => definition.type);
}
