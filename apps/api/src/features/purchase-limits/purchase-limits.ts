import type { StoreViewCode } from '@lumo/block-schema';
import { inputError } from '../../errors';
import { PURCHASE_LIMITS } from './purchase-limit-data';

/** SPEC §3.5 purchase limit as the api shows it (Cart.extension_attributes / Customer). */
export interface PurchaseLimitState {
  status: 'ok' | 'warning' | 'reached';
  message: string | null;
  static_message: string | null;
  dashboard_message: string | null;
  limit: number;
  used_limit: number;
  remaining_time: number;
  disable_purchase: boolean;
  show_customer: boolean;
  time_limit: string;
}

export const PURCHASE_LIMIT_EXCEEDED = 'PURCHASE_LIMIT_EXCEEDED';

export const purchaseLimitMessage = (limit: number, days: number) =>
  `You can buy at most ${limit} nicotine products every ${days} days.`;

/**
 * The state for a shopper who ordered `ordered` (time and units of each order in the period)
 * and has `inCart` nicotine units in the cart. `used_limit` counts the orders only; the status
 * looks at orders plus cart. `remaining_time`: seconds until the oldest counted order leaves
 * the rolling period.
 */
export function purchaseLimitState(
  storeView: StoreViewCode,
  ordered: { createdAt: Date; units: number }[],
  inCart: number,
  now: Date,
): PurchaseLimitState {
  const rule = PURCHASE_LIMITS[storeView];
  const periodMs = rule.periodDays * 86_400_000;
  const counted = ordered.filter((order) => order.createdAt.getTime() > now.getTime() - periodMs);
  const used = counted.reduce((total, order) => total + order.units, 0);
  const total = used + inCart;
  const status =
    total >= rule.limit ? 'reached' : total >= rule.limit * rule.warnAt ? 'warning' : 'ok';
  const oldest = counted[0];
  const remaining = oldest
    ? Math.max(0, Math.ceil((oldest.createdAt.getTime() + periodMs - now.getTime()) / 1000))
    : 0;
  const left = Math.max(0, rule.limit - used);
  const message =
    status === 'ok'
      ? null
      : status === 'warning'
        ? `You can add ${Math.max(0, rule.limit - total)} more nicotine products this period.`
        : `You have reached your limit of ${rule.limit} nicotine products for this period.`;
  return {
    status,
    message,
    static_message: purchaseLimitMessage(rule.limit, rule.periodDays),
    dashboard_message: `${used} of ${rule.limit} nicotine products bought in the last ${rule.periodDays} days; ${left} left.`,
    limit: rule.limit,
    used_limit: used,
    remaining_time: remaining,
    disable_purchase: used >= rule.limit,
    show_customer: status !== 'ok',
    time_limit: `${rule.periodDays} days`,
  };
}

export function purchaseLimitExceededError(storeView: StoreViewCode) {
  const rule = PURCHASE_LIMITS[storeView];
  return inputError(purchaseLimitMessage(rule.limit, rule.periodDays), {
    code: PURCHASE_LIMIT_EXCEEDED,
  });
}
