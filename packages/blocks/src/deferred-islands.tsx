'use client';

import { deferredIsland } from './deferred-island';

/**
 * The blocks' islands, their markup rendered by the server and their behaviour loaded after the
 * page (ADR 0052): the server blocks import these instead of the islands themselves, so a
 * builder page's first load does not carry them.
 */
export const AccordionDisclosure = deferredIsland(() =>
  import('./blocks/accordion/accordion-disclosure').then((module) => module.AccordionDisclosure),
);
export const FeelTheMoovTabsController = deferredIsland(() =>
  import('./blocks/feel-the-moov-tabs/feel-the-moov-tabs-controller').then(
    (module) => module.FeelTheMoovTabsController,
  ),
);
export const MovieButton = deferredIsland(() =>
  import('./blocks/hero-secondary/movie-button').then((module) => module.MovieButton),
);
export const ScrollToButton = deferredIsland(() =>
  import('./blocks/vaping-just-clicked/scroll-to-button').then((module) => module.ScrollToButton),
);
export const ClosableBanner = deferredIsland(() =>
  import('./blocks/warning-banner-block/closable-banner').then((module) => module.ClosableBanner),
);
