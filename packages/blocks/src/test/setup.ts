import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// The blocks' tests render their islands synchronously (renderToStaticMarkup, render): the
// deferred loading of their code (ADR 0052) is tested on its own in deferred-island.test.tsx.
vi.mock('../deferred-islands', async () => ({
  AccordionDisclosure: (await import('../blocks/accordion/accordion-disclosure'))
    .AccordionDisclosure,
  FeelTheMoovTabsController: (
    await import('../blocks/feel-the-moov-tabs/feel-the-moov-tabs-controller')
  ).FeelTheMoovTabsController,
  MovieButton: (await import('../blocks/hero-secondary/movie-button')).MovieButton,
  ScrollToButton: (await import('../blocks/vaping-just-clicked/scroll-to-button')).ScrollToButton,
  ClosableBanner: (await import('../blocks/warning-banner-block/closable-banner')).ClosableBanner,
}));
