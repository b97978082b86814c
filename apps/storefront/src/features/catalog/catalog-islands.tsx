'use client';

import { serverRenderedIsland } from '../client-platform/lazy-island';

/**
 * The catalogue's islands, each in its own chunk (ADR 0046). One route (`~page`) serves builder
 * pages and catalogue pages alike, and every client module its server components import
 * statically joins the chunks every page of the route loads. Behind import() the product and
 * listing islands are rendered on the server as before, and only the pages that show them load
 * their code (a home page never loads the gallery or the add-to-cart form).
 */
export const ProductGallery = serverRenderedIsland(() =>
  import('./product-gallery').then((module) => module.ProductGallery),
);
export const ProductPurchase = serverRenderedIsland(() =>
  import('./product-purchase').then((module) => module.ProductPurchase),
);
export const ListingSortForm = serverRenderedIsland(() =>
  import('./listing-sort').then((module) => module.ListingSortForm),
);
export const AddToCart = serverRenderedIsland(() =>
  import('../cart/add-to-cart').then((module) => module.AddToCart),
);
