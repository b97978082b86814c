'use client';

import { useEffect } from 'react';
import { track } from '@/features/analytics/analytics';

/**
 * GA4 checkout events (SPEC §7, ADR 0035) through the shell's analytics: `begin_checkout` once per
 * cart when the checkout opens, `checkout_progress` for each step shown (step 1 to 4 and its name).
 */
export function CheckoutEvents({
  beginKey,
  step,
  stepName,
  currency,
  value,
  items,
}: {
  /** Begin is sent once per key (the cart's item count and total) in this tab. */
  beginKey: string | null;
  step: number | null;
  stepName: string | null;
  currency: string;
  value: number;
  items: { item_id: string; item_name: string; quantity: number; price: number }[];
}) {
  useEffect(() => {
    const ecommerce = { currency, value, items };
    if (beginKey) {
      let seen = false;
      try {
        seen = window.sessionStorage.getItem('checkout:begin') === beginKey;
        window.sessionStorage.setItem('checkout:begin', beginKey);
      } catch {
        seen = false;
      }
      if (!seen) track('begin_checkout', ecommerce);
    }
    if (step !== null) {
      track('checkout_progress', { ...ecommerce, checkout_step: step, checkout_option: stepName });
    }
    // Once per step shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beginKey, step]);
  return null;
}
