import type { StoreViewCode } from '@lumo/block-schema';
import type { CartFieldsFragment, ProductCardFieldsFragment } from '@lumo/graphql';
import { formatMoney } from '@/features/catalog/price';

/**
 * The cart as the storefront shows it (ADR 0034): plain data built on the server from the api's
 * `CartFields`, never the cart id (that stays in the httpOnly cookie). Amounts are major units in
 * the cart's currency as the api computed them; the storefront never adds money up itself.
 */

export interface CartLineView {
  uid: string;
  sku: string;
  name: string;
  href: string | null;
  image: { url: string; label: string } | null;
  /** Chosen flavour/strength of a configurable line, the selections of a bundle kit. */
  options: { label: string; value: string }[];
  quantity: number;
  unitPrice: number;
  rowTotal: number;
  isAvailable: boolean;
  errors: string[];
}

export interface CartPurchaseLimitView {
  status: string;
  message: string | null;
  staticMessage: string | null;
  disablePurchase: boolean;
}

export interface CartCrossSellView {
  sku: string;
  name: string;
  href: string | null;
  image: { url: string; label: string } | null;
  price: number | null;
  /** Only simple products add from the cart page; the others link to their page. */
  canAddDirectly: boolean;
}

export interface CartView {
  currency: string;
  totalQuantity: number;
  lines: CartLineView[];
  /** Subtotal as the market shows prices (VAT-inclusive where prices include it). */
  subtotal: number;
  /** Positive amount taken off (the api's discount_amount is negative, Magento's sign). */
  discount: number;
  couponCode: string | null;
  couponTitle: string | null;
  shipping: number;
  taxes: { label: string; amount: number; rate: number | null }[];
  taxIncluded: boolean;
  grandTotal: number;
  /** How much more the subtotal needs for free delivery; 0 once reached. */
  freeShippingRemaining: number;
  purchaseLimit: CartPurchaseLimitView | null;
  sameDayDispatch: { available: boolean; message: string } | null;
  crossSells: CartCrossSellView[];
}

/** Markets whose shelf prices exclude sales tax (added at checkout per region). */
const TAX_EXCLUSIVE_MARKETS: ReadonlySet<StoreViewCode> = new Set<StoreViewCode>(['us', 'ca']);

export function pricesIncludeTax(storeView: StoreViewCode): boolean {
  return !TAX_EXCLUSIVE_MARKETS.has(storeView);
}

function hrefOf(prefix: string, requestPath: string | null | undefined): string | null {
  if (!requestPath) return null;
  return `${prefix}/${requestPath.replace(/^\/+/, '')}`;
}

function num(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function imageOf(
  image: { url?: string | null; label?: string | null } | null | undefined,
  name: string,
): { url: string; label: string } | null {
  return image?.url ? { url: image.url, label: image.label?.trim() || name } : null;
}

type CartItem = NonNullable<
  NonNullable<NonNullable<CartFieldsFragment['itemsV2']>['items']>[number]
>;

function lineOf(item: CartItem, prefix: string, taxIncluded: boolean): CartLineView {
  const name = item.product.name?.trim() || item.product.sku || '';
  const options: { label: string; value: string }[] = [];
  let image = imageOf(item.product.small_image, name);
  if (item.__typename === 'ConfigurableCartItem') {
    for (const option of item.configurable_options) {
      if (option) options.push({ label: option.option_label, value: option.value_label });
    }
    image = imageOf(item.configured_variant.small_image, name) ?? image;
  }
  if (item.__typename === 'BundleCartItem') {
    for (const option of item.bundle_options) {
      if (!option) continue;
      const values = option.values
        .filter((value): value is NonNullable<typeof value> => Boolean(value))
        .map((value) => (value.quantity > 1 ? `${value.quantity} × ${value.label}` : value.label));
      options.push({ label: option.label, value: values.join(', ') });
    }
  }
  const prices = item.prices;
  return {
    uid: item.uid,
    sku:
      item.__typename === 'ConfigurableCartItem'
        ? (item.configured_variant.sku ?? item.product.sku ?? '')
        : (item.product.sku ?? ''),
    name,
    href: hrefOf(prefix, item.product.request_path),
    image,
    options,
    quantity: item.quantity,
    unitPrice: num(taxIncluded ? prices?.price_including_tax.value : prices?.price.value),
    rowTotal: num(taxIncluded ? prices?.row_total_including_tax.value : prices?.row_total.value),
    isAvailable: item.is_available,
    errors: (item.errors ?? []).map((error) => error.message).slice(0, 5),
  };
}

function crossSellOf(product: ProductCardFieldsFragment, prefix: string): CartCrossSellView | null {
  if (!product.sku) return null;
  const name = product.name?.trim() || product.sku;
  return {
    sku: product.sku,
    name,
    href: hrefOf(prefix, product.request_path),
    image: imageOf(product.small_image, name),
    price: product.price_range.minimum_price.final_price.value ?? null,
    canAddDirectly:
      product.__typename === 'SimpleProduct' && product.stock_status !== 'OUT_OF_STOCK',
  };
}

/** The api's cart as the storefront's view of it. */
export function toCartView(
  cart: CartFieldsFragment & { crosssell_products?: (ProductCardFieldsFragment | null)[] | null },
  options: { storeView: StoreViewCode; pathPrefix: string; fallbackCurrency: string },
): CartView {
  const taxIncluded = pricesIncludeTax(options.storeView);
  const totals = cart.totals;
  const items = (cart.itemsV2?.items ?? []).filter((item): item is CartItem => Boolean(item));
  const limit = cart.extension_attributes.purchase_limit;
  return {
    currency: totals.quote_currency_code || options.fallbackCurrency,
    totalQuantity: num(cart.total_quantity),
    lines: items.map((item) => lineOf(item, options.pathPrefix, taxIncluded)),
    subtotal: num(taxIncluded ? totals.subtotal_incl_tax : totals.subtotal),
    discount: Math.abs(num(totals.discount_amount)),
    couponCode: totals.coupon_code ?? cart.applied_coupons?.[0]?.code ?? null,
    couponTitle: totals.coupon_title ?? null,
    shipping: num(totals.shipping_amount) + (taxIncluded ? num(totals.shipping_tax_amount) : 0),
    taxes: totals.applied_taxes.map((tax) => ({
      label: tax.name,
      amount: num(tax.value),
      rate: tax.rate ?? null,
    })),
    taxIncluded,
    grandTotal: num(totals.grand_total),
    freeShippingRemaining: Math.max(0, num(totals.free_shipping_amount)),
    purchaseLimit:
      limit && limit.show_customer !== false
        ? {
            status: limit.status,
            message: limit.message ?? null,
            staticMessage: limit.static_message ?? null,
            disablePurchase: limit.disable_purchase,
          }
        : limit?.disable_purchase
          ? { status: limit.status, message: null, staticMessage: null, disablePurchase: true }
          : null,
    sameDayDispatch: cart.same_day_dispatch
      ? { available: cart.same_day_dispatch.available, message: cart.same_day_dispatch.message }
      : null,
    crossSells: (cart.crosssell_products ?? [])
      .filter((product): product is ProductCardFieldsFragment => Boolean(product))
      .map((product) => crossSellOf(product, options.pathPrefix))
      .filter((product): product is CartCrossSellView => product !== null)
      .slice(0, 8),
  };
}

/** A cart amount in the store view's locale and the cart's currency. */
export function cartMoney(value: number, currency: string, locale: string): string {
  return formatMoney({ value, currency }, locale);
}

/**
 * The free-delivery progress (SPEC §9 "free delivery over £9.99"): 0..1 of the way, or null
 * when the store view has no threshold. `remaining` comes from the api's free_shipping_amount.
 */
export function freeShippingProgress(
  subtotal: number,
  remaining: number,
): { reached: boolean; ratio: number } {
  if (remaining <= 0) return { reached: true, ratio: 1 };
  const threshold = subtotal + remaining;
  return { reached: false, ratio: threshold > 0 ? Math.min(1, subtotal / threshold) : 0 };
}
