import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

// Component tests render the islands synchronously (renderToStaticMarkup, render): the deferred
// loading of their code (ADR 0052) is tested in packages/blocks (deferred-island.test.tsx) and
// e2e/islands.spec.ts. Each wrapper module is replaced by the islands it loads.
vi.mock('@/features/shell/header/deferred-header-islands', async () => ({
  SearchBox: (await import('@/features/shell/search/search-box')).SearchBox,
  CategoryMenu: (await import('@/features/shell/header/category-menu')).CategoryMenu,
  MenuToggle: (await import('@/features/shell/header/category-menu')).MenuToggle,
  AccountMenu: (await import('@/features/account/header/account-menu')).AccountMenu,
  MiniCartButton: (await import('@/features/cart/mini-cart-button')).MiniCartButton,
  DismissibleBanner: (await import('@/features/shell/banners/dismissible-banner'))
    .DismissibleBanner,
}));
vi.mock('@/features/shell/age-barrier/deferred-age-barrier', async () => ({
  AgeBarrierDialog: (await import('@/features/shell/age-barrier/age-barrier-dialog'))
    .AgeBarrierDialog,
}));
vi.mock('@/features/consent/deferred-cookie-bar', async () => ({
  CookieBarAccept: (await import('@/features/consent/cookie-bar-accept')).CookieBarAccept,
}));
vi.mock('@/features/catalog/deferred-catalog-islands', async () => ({
  ProductGallery: (await import('@/features/catalog/product-gallery')).ProductGallery,
  ProductPurchase: (await import('@/features/catalog/product-purchase')).ProductPurchase,
  ListingSortForm: (await import('@/features/catalog/listing-sort')).ListingSortForm,
  AddToCart: (await import('@/features/cart/add-to-cart')).AddToCart,
}));
vi.mock('../../../../packages/blocks/src/deferred-islands', async () => ({
  AccordionDisclosure: (
    await import('../../../../packages/blocks/src/blocks/accordion/accordion-disclosure')
  ).AccordionDisclosure,
  FeelTheMoovTabsController: (
    await import('../../../../packages/blocks/src/blocks/feel-the-moov-tabs/feel-the-moov-tabs-controller')
  ).FeelTheMoovTabsController,
  MovieButton: (await import('../../../../packages/blocks/src/blocks/hero-secondary/movie-button'))
    .MovieButton,
  ScrollToButton: (
    await import('../../../../packages/blocks/src/blocks/vaping-just-clicked/scroll-to-button')
  ).ScrollToButton,
  ClosableBanner: (
    await import('../../../../packages/blocks/src/blocks/warning-banner-block/closable-banner')
  ).ClosableBanner,
}));
