import type { StoreViewCode } from '@lumo/block-schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { salesRules, type SalesRuleRow } from '../../db/schema';
import { inputError } from '../../errors';
import type { CartRepository } from '../cart/cart-repository';
import { salesRuleSeedRows } from './sales-rule-seed';

/** Magento's words (SalesRule / QuoteGraphQl). */
export const COUPON_INVALID_MESSAGE = "The coupon code isn't valid. Verify the code and try again.";
export const COUPON_ALREADY_APPLIED_MESSAGE =
  'A coupon is already applied to the cart. Please remove it to apply another';

export const couponInvalidError = () => inputError(COUPON_INVALID_MESSAGE);

/**
 * Why a rule cannot be used now (null: it can): inactive, before its from date, after its to
 * date (the to date's whole day counts, as Magento's), or its uses are spent (counted from the
 * store view's non-canceled orders). The minimum subtotal is the pricing's check.
 */
export async function ruleRefusal(
  rule: SalesRuleRow,
  now: Date,
  who: { customerId: number | null; email: string | null },
  repository: CartRepository,
): Promise<string | null> {
  if (!rule.isActive) return 'inactive';
  if (rule.fromDate && rule.fromDate > now) return 'not yet valid';
  if (rule.toDate && rule.toDate.getTime() + 86_400_000 <= now.getTime()) return 'expired';
  if (rule.usesPerCustomer !== null || rule.usesTotal !== null) {
    const uses = await repository.couponUses(rule.storeView, rule.code, who);
    if (rule.usesTotal !== null && uses.total >= rule.usesTotal) return 'used up';
    if (rule.usesPerCustomer !== null && uses.byShopper >= rule.usesPerCustomer) {
      return 'used up by this customer';
    }
  }
  return null;
}

/** Coupons of cart price rules, per store view. */
export class SalesRuleService {
  constructor(private readonly db: Database) {}

  async byCode(storeView: StoreViewCode, code: string): Promise<SalesRuleRow | null> {
    const [row] = await this.db
      .select()
      .from(salesRules)
      .where(
        and(
          eq(salesRules.storeView, storeView),
          sql`upper(${salesRules.code}) = ${code.trim().toUpperCase()}`,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The demo rules (idempotent: existing codes are left as they are). */
  async seed(): Promise<number> {
    const rows = await this.db
      .insert(salesRules)
      .values(salesRuleSeedRows())
      .onConflictDoNothing()
      .returning({ id: salesRules.id });
    return rows.length;
  }
}
