import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import type { salesRules } from '../../db/schema';

type NewSalesRule = typeof salesRules.$inferInsert;

/**
 * Demo coupons in every store view (ADR 0032). Labels are plain descriptions of what the code
 * does: COMPLIANCE.md forbids "SALE" / "% OFF" marketing wording in the UK, and a label is shown
 * beside the discount the shopper typed a code for, nowhere else.
 */
export function salesRuleSeedRows(): NewSalesRule[] {
  const fixed: Record<StoreViewCode, number> = {
    uk: 500,
    gr: 500,
    ie: 500,
    eu: 500,
    ca: 700,
    ch: 500,
    us: 500,
  };
  return STORE_VIEW_CODES.flatMap((storeView): NewSalesRule[] => [
    {
      storeView,
      code: 'WELCOME10',
      label: 'Welcome code: 10% off your first order',
      action: 'by_percent',
      percent: 10,
      usesPerCustomer: 1,
    },
    {
      storeView,
      code: 'FREESHIP',
      label: 'Free standard delivery',
      action: 'free_shipping',
    },
    {
      storeView,
      code: 'TAKE5',
      label: 'Code TAKE5',
      action: 'cart_fixed',
      amountMinor: fixed[storeView],
      minSubtotalMinor: 2000,
    },
    {
      storeView,
      code: 'SPRING2025',
      label: 'Spring 2025 code',
      action: 'by_percent',
      percent: 15,
      fromDate: new Date('2025-03-01T00:00:00Z'),
      toDate: new Date('2025-06-01T00:00:00Z'),
    },
  ]);
}
