'use client';

import { useEffect } from 'react';
import { refreshCart } from '@/features/cart/cart-store';

/** After an order (or a payment that gave the basket back), the header's cart reloads (ADR 0034). */
export function CartRefresh() {
  useEffect(() => {
    void refreshCart();
  }, []);
  return null;
}
