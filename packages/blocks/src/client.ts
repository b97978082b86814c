/**
 * Interactive components (each lives in a 'use client' file). Import from "@lumo/blocks/client"
 * when a client component of an app needs one directly; the renderer finds them via the registry.
 */
export { BlockErrorBoundary, type BlockErrorBoundaryProps } from './block-error-boundary';
export {
  AccordionDisclosure,
  type AccordionDisclosureProps,
} from './blocks/accordion/accordion-disclosure';
export { MovieButton, type MovieButtonProps } from './blocks/hero-secondary/movie-button';
export {
  ClosableBanner,
  type ClosableBannerProps,
} from './blocks/warning-banner-block/closable-banner';
export {
  FeelTheMoovTabsController,
  type FeelTheMoovTabsControllerProps,
} from './blocks/feel-the-moov-tabs/feel-the-moov-tabs-controller';
export {
  ScrollToButton,
  type ScrollToButtonProps,
} from './blocks/vaping-just-clicked/scroll-to-button';
