'use client';

import dynamic from 'next/dynamic';

/**
 * The catalogue's islands, each in its own chunk (ADR 0046). One route (`~page`) serves builder
 * pages and catalogue pages alike, and every client module its server components import statically
 * joins one chunk that every page of the route loads. Through next/dynamic the product and listing
 * islands are rendered on the server as before and their code is loaded only by the pages that show
 * them (a home page never loads the gallery or the add-to-cart form).
 */
export const ProductGallery = dynamic(() =>
  import('./product-gallery').then((module) => module.ProductGallery),
);
export const ProductPurchase = dynamic(() =>
  import('./product-purchase').then((module) => module.ProductPurchase),
);
export const ListingSortForm = dynamic(() =>
  import('./listing-sort').then((module) => module.ListingSortForm),
);
export const AddToCart = dynamic(() =>
  import('../cart/add-to-cart').then((module) => module.AddToCart),
);
