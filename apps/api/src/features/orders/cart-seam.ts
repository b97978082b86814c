// What orders need of cart-api (common.md "Seams"). Until cart-api's branch is merged these are
// the seam's declared shapes; afterwards they are cart-api's own types re-exported.
import type { StoreViewCode } from '@lumo/block-schema';
import type { GraphQLContext } from '../../context';
import type { CartRow } from '../../db/schema';

export interface PricedCartLine {
  itemId: number;
  parentItemId: number | null;
  type: 'simple' | 'configurable' | 'bundle';
  productId: number;
  variantProductId: number | null;
  sku: string;
  name: string;
  urlKey: string | null;
  selectedOptions: { label: string; value: string }[];
  qty: number;
  unitPriceMinor: number;
  unitPriceInclTaxMinor: number;
  rowTotalMinor: number;
  rowTotalInclTaxMinor: number;
  taxMinor: number;
  discountMinor: number;
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
  problems: { itemId: number; code: 'NOT_SALABLE' | 'INSUFFICIENT_STOCK'; message: string }[];
}

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
}

export interface Shopper {
  customerId: number | null;
  email: string | null;
}

export interface CartSeam {
  loadCartForShopper(ctx: GraphQLContext, maskedId: string): Promise<CartRow>;
  customerCart(storeView: StoreViewCode, customerId: number): Promise<CartRow>;
  priceCart(cart: CartRow): Promise<PricedCart>;
  addProducts(
    cart: CartRow,
    items: CartItemInput[],
  ): Promise<{ userErrors: { code: string; message: string }[] }>;
  assertWithinPurchaseLimit(priced: PricedCart, who: Shopper): Promise<void>;
}

/** The cart's stock units: each line's simple product (variant, or bundle selection row). */
export function stockUnitsOf(priced: PricedCart): { productId: number; qty: number }[] {
  const units = new Map<number, number>();
  for (const line of priced.lines) {
    if (line.type === 'bundle' && line.parentItemId === null) continue;
    const productId = line.variantProductId ?? line.productId;
    units.set(productId, (units.get(productId) ?? 0) + line.qty);
  }
  return [...units].map(([productId, qty]) => ({ productId, qty }));
}

/** The value a resolver returns for a field of type Cart (cart-api's cartPayload). */
export async function cartPayloadOf(ctx: GraphQLContext, cart: CartRow): Promise<unknown> {
  return { id: cart.maskedId, cart };
}
