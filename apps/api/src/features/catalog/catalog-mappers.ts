import type { ProductImageRow } from '../../db/schema';
import { encodeUid } from '../../uid';
import { finalPriceMinor } from './catalog-rules';
import type { CategorySource, ProductSource, UnitPrice } from './catalog-sources';

/** Pure conversions of catalogue rows to Magento's GraphQL shapes. */

export interface MoneyShape {
  value: number;
  currency: string;
}

export interface ProductPriceShape {
  regular_price: MoneyShape;
  final_price: MoneyShape;
  discount: { amount_off: number; percent_off: number };
}

export const toMoney = (minor: number, currency: string): MoneyShape => ({
  value: minor / 100,
  currency,
});

export function toProductPrice(price: UnitPrice, currency: string, now: Date): ProductPriceShape {
  const final = finalPriceMinor(price, now);
  const off = price.priceMinor - final;
  return {
    regular_price: toMoney(price.priceMinor, currency),
    final_price: toMoney(final, currency),
    discount: {
      amount_off: off / 100,
      percent_off: price.priceMinor > 0 ? Math.round((off / price.priceMinor) * 10_000) / 100 : 0,
    },
  };
}

/** PriceRange of the units (a product itself, or a configurable product's variants). */
export function toPriceRange(prices: UnitPrice[], currency: string, now: Date) {
  const shapes = prices.map((price) => toProductPrice(price, currency, now));
  const byFinal = [...shapes].sort((a, b) => a.final_price.value - b.final_price.value);
  const zero = toProductPrice(
    { priceMinor: 0, specialPriceMinor: null, specialFrom: null, specialTo: null },
    currency,
    now,
  );
  return { minimum_price: byFinal[0] ?? zero, maximum_price: byFinal.at(-1) ?? zero };
}

export const toImage = (image: ProductImageRow) => ({
  url: image.url,
  label: image.label,
  position: image.position,
  disabled: false,
});

export const toHtml = (html: string | null) => (html === null ? null : { html });

/** Magento-style uid of a configurable option value: base64 of "configurable/<code>/<value>". */
export function optionValueUid(attributeCode: string, value: string): string {
  return Buffer.from(`configurable/${attributeCode}/${value}`, 'utf8').toString('base64');
}

/** A stable integer for an option value (Magento's value_index): strengths by value, flavours by hash. */
export function optionValueIndex(attributeCode: string, value: string): number {
  if (attributeCode === 'nicotine_strength') return Math.round(Number(value) * 10);
  let hash = 0;
  for (const char of value) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_000;
  return 1000 + hash;
}

export function strengthLabel(mgMl: number): string {
  return `${mgMl} mg/ml`;
}

export const DEVICE_TYPE_LABELS: Record<string, string> = {
  'pod-kit': 'Pod kit',
  pod: 'Pod',
  'e-liquid': 'E-liquid',
  accessory: 'Accessory',
  disposable: 'Disposable',
};

export function breadcrumbOf(category: CategorySource) {
  return {
    category_uid: encodeUid(category.id),
    category_id: category.id,
    category_name: category.name,
    category_level: category.level,
    category_url_key: category.urlKey,
    category_url_path: category.urlPath,
  };
}

/** Magento's "In stock" for a unit: stock managed and positive, or not managed at all. */
export function stockStatusOf(product: ProductSource): 'IN_STOCK' | 'OUT_OF_STOCK' {
  if (!product.stock.manageStock) return 'IN_STOCK';
  return product.stock.isInStock && product.stock.qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
}
