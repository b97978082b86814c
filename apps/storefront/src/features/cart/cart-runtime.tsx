'use client';

import { useEffect } from 'react';
import type { CartActionResult } from './actions';
import { configureCart, refreshCart } from './cart-store';

/**
 * Wires the cart store to a page that has no mini cart (the checkout header variant): the
 * summary action, connectivity and account reloads. `load: false` when the page already has
 * the cart (the cart page seeds it from the server render).
 */
export function CartRuntime({
  storeView,
  pathPrefix,
  summary,
  load = true,
}: {
  storeView: string;
  pathPrefix: string;
  summary: (storeView: string) => Promise<CartActionResult>;
  load?: boolean;
}) {
  useEffect(() => {
    configureCart({ storeView, pathPrefix, summary });
    if (load) void refreshCart();
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
