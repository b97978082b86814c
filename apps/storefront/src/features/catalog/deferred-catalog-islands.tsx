'use client';

import { deferredIsland } from '../client-platform/lazy-island';

/**
 * The catalogue's islands, out of the first load of every page of the `~page` route (builder
 * pages share it, ADR 0046, 0052). Their server markup works without JavaScript (the purchase and
 * add-to-cart forms post, the sort form submits) and their code is fetched as soon as the page
 * hydrates, not on the first interaction: a shopper clicks Add to basket early. A click in the
 * short window before the code arrives is the no-JavaScript post (the item is added and the cart
 * page opens; e2e/cart.spec.ts).
 */
const now = { waitForGate: false };

export const ProductGallery = deferredIsland(
  () => import('./product-gallery').then((module) => module.ProductGallery),
  now,
);
export const ProductPurchase = deferredIsland(
  () => import('./product-purchase').then((module) => module.ProductPurchase),
  now,
);
export const ListingSortForm = deferredIsland(
  () => import('./listing-sort').then((module) => module.ListingSortForm),
  now,
);
export const AddToCart = deferredIsland(
  () => import('../cart/add-to-cart').then((module) => module.AddToCart),
  now,
);
