import type { StoreViewCode } from '@lumo/block-schema';
import type { CartItemRow, CartItemType, CartRow, SalesRuleRow } from '../../db/schema';
import { finalPriceMinor } from '../catalog/catalog-rules';
import type { ProductSource } from '../catalog/catalog-sources';
import { strengthLabel } from '../catalog/catalog-mappers';
import { SHIPPING, type ShippingMethodData } from '../shipping/shipping-data';
import { roundHalfUp, taxIncluded, taxOnTop, TAXES, type TaxRate } from './tax-data';

/**
 * A cart priced now (ADR 0032): every amount in integer minor units of `currency`, computed
 * on the server from the catalogue's prices, the store view's taxes, the coupon's rule and the
 * delivery method. Nothing of it is stored; orders copy it at placeOrder.
 */
export interface PricedCartLine {
  itemId: number;
  parentItemId: number | null;
  type: CartItemType;
  productId: number;
  variantProductId: number | null;
  sku: string;
  name: string;
  urlKey: string | null;
  selectedOptions: { label: string; value: string }[];
  /** Units of this row: a bundle child's is its selection quantity times the bundle's. */
  qty: number;
  unitPriceMinor: number;
  unitPriceInclTaxMinor: number;
  rowTotalMinor: number;
  rowTotalInclTaxMinor: number;
  taxMinor: number;
  discountMinor: number;
  /** Extras for the cart's GraphQL fields. */
  regularUnitPriceMinor: number;
  specialUnitPriceMinor: number | null;
  /** The stock unit (simple product) of the row, when it is one; null for a bundle's own row. */
  unitProductId: number | null;
  stockQty: number | null;
  isAvailable: boolean;
  bundleSelectionId: number | null;
  bundleOptionId: number | null;
}

export interface PricedCart {
  cart: CartRow;
  currency: string;
  lines: PricedCartLine[];
  subtotalMinor: number;
  subtotalInclTaxMinor: number;
  discountMinor: number;
  shippingMinor: number;
  shippingTaxMinor: number;
  taxMinor: number;
  grandTotalMinor: number;
  appliedTaxes: { label: string; rate: number; amountMinor: number }[];
  couponCode: string | null;
  shipping: {
    carrierCode: string;
    methodCode: string;
    description: string;
    pickupLocationCode: string | null;
  } | null;
  /** Lines that cannot be bought now (out of stock, disabled): placeOrder refuses while non-empty. */
  problems: { itemId: number; code: 'NOT_SALABLE' | 'INSUFFICIENT_STOCK'; message: string }[];
  /** Extras: the coupon's label, what standard delivery still needs to be free, net subtotal after discount. */
  couponTitle: string | null;
  freeShippingAmountMinor: number;
  subtotalWithDiscountExclTaxMinor: number;
  /** Goods the shopper pays for before delivery (the free-delivery threshold's base). */
  goodsValueMinor: number;
  pricesIncludeTax: boolean;
  /** A free-shipping coupon applies (standard delivery costs nothing). */
  freeShippingCoupon: boolean;
  /** The cart's products visible in the store view, as priced (the payload's fields reuse them). */
  products: ReadonlyMap<number, ProductSource>;
}

/** What pricing needs, loaded by CartService.priceCart. */
export interface PricingInput {
  cart: CartRow;
  storeView: StoreViewCode;
  currency: string;
  now: Date;
  items: CartItemRow[];
  /** Products visible in the store view (null or absent: not sold there now). */
  visible: Map<number, ProductSource>;
  /** Any product of the cart, visible or not (names of lines that are no longer sold). */
  raw: Map<number, { sku: string; name: string; urlKey: string }>;
  regionCode: string | null;
  taxRates: TaxRate[];
  method: ShippingMethodData | null;
  pickupLocationCode: string | null;
  /** The coupon's rule when it still applies (dates, uses); min subtotal is checked here. */
  rule: SalesRuleRow | null;
}

/** Sum of a list of numbers. */
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function isSalable(product: ProductSource | undefined): boolean {
  if (!product) return false;
  if (!product.stock.manageStock) return true;
  return product.stock.isInStock && product.stock.qty > 0;
}

function optionsOf(product: ProductSource | undefined): { label: string; value: string }[] {
  if (!product) return [];
  const options: { label: string; value: string }[] = [];
  if (product.flavour) options.push({ label: 'Flavour', value: product.flavour });
  if (product.nicotineMgMl !== null) {
    options.push({ label: 'Nicotine strength', value: strengthLabel(product.nicotineMgMl) });
  }
  return options;
}

/** Prices a cart (pure: every input is given). */
export function computePricedCart(input: PricingInput): PricedCart {
  const { items, visible, raw, now } = input;
  const tax = TAXES[input.storeView];
  const rates = input.taxRates;
  const byId = new Map(items.map((item) => [item.id, item]));
  const problems: PricedCart['problems'] = [];

  // Stock needed per unit across the whole cart (two lines of one variant share its stock).
  const unitOf = (item: CartItemRow): number | null =>
    item.type === 'bundle' ? null : (item.variantProductId ?? item.productId);
  const unitsOfRow = (item: CartItemRow): number => {
    if (item.parentItemId === null) return item.qty;
    const parent = byId.get(item.parentItemId);
    return item.qty * (parent?.qty ?? 1);
  };
  const needed = new Map<number, number>();
  for (const item of items) {
    const unit = unitOf(item);
    if (unit !== null) needed.set(unit, (needed.get(unit) ?? 0) + unitsOfRow(item));
  }

  const unitPrice = (product: ProductSource | undefined) =>
    product?.price ? finalPriceMinor(product.price, now) : 0;

  const lines: PricedCartLine[] = items.map((item) => {
    const parentProduct = visible.get(item.productId);
    const unitId = unitOf(item);
    const unit = unitId !== null ? visible.get(unitId) : undefined;
    const rawProduct = raw.get(item.productId);
    const qty = unitsOfRow(item);
    let available = item.type === 'bundle' ? parentProduct !== undefined : isSalable(unit);
    if (item.type === 'configurable' && !parentProduct) available = false;
    let final = 0;
    let regular = 0;
    let special: number | null = null;
    if (item.parentItemId === null) {
      if (item.type === 'bundle') {
        if (parentProduct?.dynamicPrice) {
          const children = items.filter((child) => child.parentItemId === item.id);
          final = sum(children.map((child) => unitPrice(visible.get(child.productId)) * child.qty));
          regular = final;
        } else {
          final = unitPrice(parentProduct);
          regular = parentProduct?.price?.priceMinor ?? 0;
        }
      } else {
        final = unitPrice(unit);
        regular = unit?.price?.priceMinor ?? 0;
      }
      special = final < regular ? final : null;
    }
    if (!available) {
      problems.push({
        itemId: item.id,
        code: 'NOT_SALABLE',
        message: 'Product that you are trying to add is not available.',
      });
    } else if (unitId !== null && unit?.stock.manageStock) {
      const want = needed.get(unitId) ?? 0;
      if (unit.stock.qty < want) {
        problems.push({
          itemId: item.id,
          code: 'INSUFFICIENT_STOCK',
          message: 'The requested qty is not available',
        });
      }
    }
    const name =
      item.type === 'configurable'
        ? (parentProduct?.name ?? rawProduct?.name ?? '')
        : ((item.parentItemId === null ? parentProduct : visible.get(item.productId))?.name ??
          rawProduct?.name ??
          '');
    const rowGross = final * qty;
    return {
      itemId: item.id,
      parentItemId: item.parentItemId,
      type: item.type,
      productId: item.productId,
      variantProductId: item.variantProductId,
      sku: (item.type === 'configurable' ? unit?.sku : undefined) ?? rawProduct?.sku ?? '',
      name,
      urlKey: parentProduct?.urlKey ?? rawProduct?.urlKey ?? null,
      selectedOptions: item.type === 'configurable' ? optionsOf(unit) : [],
      qty,
      unitPriceMinor: final,
      unitPriceInclTaxMinor: final,
      rowTotalMinor: rowGross,
      rowTotalInclTaxMinor: rowGross,
      taxMinor: 0,
      discountMinor: 0,
      regularUnitPriceMinor: regular,
      specialUnitPriceMinor: special,
      unitProductId: unitId,
      stockQty: unit ? unit.stock.qty : null,
      isAvailable: available,
      bundleSelectionId: item.bundleSelectionId,
      bundleOptionId: item.bundleOptionId,
    };
  });

  // Bundle child rows show their selections; the bundle's own row carries the price.
  const priced = lines.filter((line) => line.parentItemId === null);
  const base = (line: PricedCartLine) => line.rowTotalMinor; // gross (incl.) or net (excl.) here
  const goodsBefore = sum(priced.map(base));

  // The coupon: a minimum subtotal is checked on the goods before the discount.
  const rule =
    input.rule && (input.rule.minSubtotalMinor ?? 0) <= goodsBefore && priced.length > 0
      ? input.rule
      : null;
  if (rule?.action === 'by_percent' && rule.percent) {
    const scaled = Math.round(rule.percent * 100);
    for (const line of priced) line.discountMinor = roundHalfUp(base(line) * scaled, 10_000);
  } else if (rule?.action === 'cart_fixed' && rule.amountMinor) {
    // Spread over the lines in proportion to their value; never more than the goods cost.
    const total = Math.min(rule.amountMinor, goodsBefore);
    let left = total;
    priced.forEach((line, index) => {
      const share =
        index === priced.length - 1 || goodsBefore === 0
          ? left
          : Math.min(left, Math.floor((total * base(line)) / goodsBefore));
      line.discountMinor = Math.min(share, base(line));
      left -= line.discountMinor;
    });
  }

  // Taxes per line, rounded half up per line and rate.
  for (const line of lines) {
    const gross = line.rowTotalMinor;
    if (tax.pricesIncludeTax) {
      const before = sum(rates.map((rate) => taxIncluded(gross, rate.rate)));
      line.rowTotalInclTaxMinor = gross;
      line.rowTotalMinor = gross - before;
      line.unitPriceInclTaxMinor = line.unitPriceMinor;
      line.unitPriceMinor -= sum(rates.map((rate) => taxIncluded(line.unitPriceMinor, rate.rate)));
      line.taxMinor = sum(rates.map((rate) => taxIncluded(gross - line.discountMinor, rate.rate)));
    } else {
      line.rowTotalInclTaxMinor = gross + sum(rates.map((rate) => taxOnTop(gross, rate.rate)));
      line.unitPriceInclTaxMinor =
        line.unitPriceMinor + sum(rates.map((rate) => taxOnTop(line.unitPriceMinor, rate.rate)));
      line.taxMinor = sum(rates.map((rate) => taxOnTop(gross - line.discountMinor, rate.rate)));
    }
  }
  const lineTaxByRate = rates.map((rate) =>
    sum(
      lines.map((line) =>
        tax.pricesIncludeTax
          ? taxIncluded(line.rowTotalInclTaxMinor - line.discountMinor, rate.rate)
          : taxOnTop(line.rowTotalMinor - line.discountMinor, rate.rate),
      ),
    ),
  );

  const discountMinor = sum(lines.map((line) => line.discountMinor));
  const goodsValueMinor = goodsBefore - discountMinor;
  const shippingData = SHIPPING[input.storeView];
  const freeShippingAmountMinor = Math.max(0, shippingData.freeOverMinor + 1 - goodsValueMinor);

  // Delivery: free standard delivery over the threshold or with a free-shipping coupon.
  const method = priced.length > 0 ? input.method : null;
  let shippingGross = method?.amountMinor ?? 0;
  if (
    method?.freeOverThreshold &&
    (freeShippingAmountMinor === 0 || rule?.action === 'free_shipping')
  ) {
    shippingGross = 0;
  }
  const shippingTaxByRate = rates.map((rate) =>
    tax.taxShipping && tax.pricesIncludeTax ? taxIncluded(shippingGross, rate.rate) : 0,
  );
  const shippingTaxMinor = sum(shippingTaxByRate);
  const shippingMinor = shippingGross - (tax.pricesIncludeTax ? shippingTaxMinor : 0);

  const subtotalMinor = sum(lines.map((line) => line.rowTotalMinor));
  const subtotalInclTaxMinor = sum(lines.map((line) => line.rowTotalInclTaxMinor));
  const lineTax = sum(lines.map((line) => line.taxMinor));
  const goodsPaid = tax.pricesIncludeTax
    ? subtotalInclTaxMinor - discountMinor
    : subtotalMinor - discountMinor + lineTax;
  const taxMinor = lineTax + shippingTaxMinor;
  const grandTotalMinor = goodsPaid + shippingMinor + shippingTaxMinor;

  return {
    cart: input.cart,
    currency: input.currency,
    lines,
    subtotalMinor,
    subtotalInclTaxMinor,
    discountMinor,
    shippingMinor,
    shippingTaxMinor,
    taxMinor,
    grandTotalMinor,
    appliedTaxes: rates
      .map((rate, index) => ({
        label: rate.label,
        rate: rate.rate,
        amountMinor: (lineTaxByRate[index] ?? 0) + (shippingTaxByRate[index] ?? 0),
      }))
      .filter((entry) => lines.length > 0 && entry.amountMinor >= 0),
    couponCode: rule ? input.cart.couponCode : null,
    couponTitle: rule ? rule.label : null,
    shipping: method
      ? {
          carrierCode: method.carrierCode,
          methodCode: method.methodCode,
          description: `${method.carrierTitle} - ${method.methodTitle}`,
          pickupLocationCode: method.carrierCode === 'instore' ? input.pickupLocationCode : null,
        }
      : null,
    problems,
    freeShippingAmountMinor,
    subtotalWithDiscountExclTaxMinor: tax.pricesIncludeTax
      ? goodsPaid - lineTax
      : subtotalMinor - discountMinor,
    goodsValueMinor,
    pricesIncludeTax: tax.pricesIncludeTax,
    freeShippingCoupon: rule?.action === 'free_shipping',
    products: visible,
  };
}

/** The simple products (and quantities) an order of this cart takes from stock. */
export function stockUnitsOf(priced: PricedCart): { productId: number; qty: number }[] {
  const units = new Map<number, number>();
  for (const line of priced.lines) {
    if (line.unitProductId === null) continue;
    units.set(line.unitProductId, (units.get(line.unitProductId) ?? 0) + line.qty);
  }
  return [...units].map(([productId, qty]) => ({ productId, qty }));
}
