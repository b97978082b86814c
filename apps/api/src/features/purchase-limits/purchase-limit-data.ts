import type { StoreViewCode } from '@lumo/block-schema';

/**
 * SPEC §3.5 purchase limit, per store view (ADR 0032): units of nicotine-containing products
 * (nicotine strength above 0) a customer (a guest by email) may buy per rolling period. The
 * values are our choice (SPEC does not show them): 30 units per 30 days; the US 20.
 * `warnAt` is the share of the limit from which the status turns to "warning".
 */
export interface PurchaseLimitRule {
  limit: number;
  periodDays: number;
  warnAt: number;
}

export const PURCHASE_LIMITS: Readonly<Record<StoreViewCode, PurchaseLimitRule>> = {
  uk: { limit: 30, periodDays: 30, warnAt: 0.8 },
  gr: { limit: 30, periodDays: 30, warnAt: 0.8 },
  ie: { limit: 30, periodDays: 30, warnAt: 0.8 },
  eu: { limit: 30, periodDays: 30, warnAt: 0.8 },
  ca: { limit: 30, periodDays: 30, warnAt: 0.8 },
  ch: { limit: 30, periodDays: 30, warnAt: 0.8 },
  us: { limit: 20, periodDays: 30, warnAt: 0.8 },
};
