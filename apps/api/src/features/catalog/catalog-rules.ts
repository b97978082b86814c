import { getStoreView, STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import type { DeviceType } from '../../db/schema';
import { MARKET_RULES } from '../store/market-data';

/** What the market rules look at on a product. */
export interface RegulatedAttributes {
  sku: string;
  deviceType: DeviceType | null;
  nicotineMgMl: number | null;
  volumeMl: number | null;
}

/** Kinds of product that hold liquid in a tank or pod (COMPLIANCE.md: 2 ml where capped). */
const TANK_TYPES: ReadonlySet<DeviceType> = new Set(['pod', 'pod-kit', 'disposable']);

/**
 * The market rules (COMPLIANCE.md, data in MARKET_RULES) a product breaks in a store view, each
 * as a sentence naming the rule, the value, the limit and the law. Empty: it may be sold there.
 */
export function marketViolations(product: RegulatedAttributes, storeView: StoreViewCode): string[] {
  const rules = MARKET_RULES[storeView];
  const where = `store view ${storeView} (${rules.regime})`;
  const violations: string[] = [];
  if (
    rules.maxNicotineMgMl !== null &&
    product.nicotineMgMl !== null &&
    product.nicotineMgMl > rules.maxNicotineMgMl
  ) {
    violations.push(
      `SKU ${product.sku}: nicotine ${product.nicotineMgMl} mg/ml is over the ${rules.maxNicotineMgMl} mg/ml limit of ${where}`,
    );
  }
  if (
    product.deviceType === 'e-liquid' &&
    rules.maxRefillMl !== null &&
    product.volumeMl !== null &&
    product.volumeMl > rules.maxRefillMl
  ) {
    violations.push(
      `SKU ${product.sku}: a ${product.volumeMl} ml refill bottle is over the ${rules.maxRefillMl} ml refill limit of ${where}`,
    );
  }
  if (
    product.deviceType !== null &&
    TANK_TYPES.has(product.deviceType) &&
    rules.maxTankMl !== null &&
    product.volumeMl !== null &&
    product.volumeMl > rules.maxTankMl
  ) {
    violations.push(
      `SKU ${product.sku}: a ${product.volumeMl} ml tank is over the ${rules.maxTankMl} ml tank limit of ${where}`,
    );
  }
  if (product.deviceType === 'disposable' && !rules.allowsDisposables) {
    violations.push(`SKU ${product.sku}: disposable vapes may not be sold in ${where}`);
  }
  return violations;
}

/** Store views whose currency is `currency` (a GBP price is the uk price, EUR gr/ie/eu, ...). */
export function storeViewsPricedIn(currency: string): StoreViewCode[] {
  return STORE_VIEW_CODES.filter((code) => getStoreView(code).currency === currency);
}

/**
 * PostgreSQL text search configurations of a store view's language(s) (SPEC: English; Greek
 * for gr; German and French for Switzerland). 'simple' is added by the index for skus.
 */
export function searchLanguages(storeView: StoreViewCode): readonly string[] {
  if (storeView === 'gr') return ['greek'];
  if (storeView === 'ch') return ['german', 'french'];
  return ['english'];
}

/** Final price in minor units: the special price while its dates include `now`, if lower. */
export function finalPriceMinor(
  price: {
    priceMinor: number;
    specialPriceMinor: number | null;
    specialFrom: Date | null;
    specialTo: Date | null;
  },
  now: Date,
): number {
  const special = price.specialPriceMinor;
  if (special === null || special >= price.priceMinor) return price.priceMinor;
  if (price.specialFrom && price.specialFrom > now) return price.priceMinor;
  if (price.specialTo && price.specialTo <= now) return price.priceMinor;
  return special;
}

/** "Very Cherry" -> "very-cherry": the option value of a flavour in filters and aggregations. */
export function flavourCode(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
