/** Shared by the order tests (not a test file): carts on the seam, products, operations. */
import { randomBytes } from 'node:crypto';
import type { StoreViewCode } from '@lumo/block-schema';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { cartAddresses, cartItems, carts, products, type CartRow } from '../../db/schema';
import { inputError, notFoundError, categorisedError } from '../../errors';
import type { CartSeam, PricedCart } from './cart-seam';

/** Unit price of every test product (minor units, tax included at 20%). */
export const UNIT_PRICE = 1200;

/**
 * The cart seam as cart-api declares it (common.md), priced simply: the order tests exercise
 * orders, not totals. Replaced by cart-api's CartService once merged (the tests then use it).
 */
export function seamCarts(db: Database): CartSeam {
  const seam: CartSeam = {
    async loadCartForShopper(ctx: GraphQLContext, maskedId: string) {
      const [cart] = await db.select().from(carts).where(eq(carts.maskedId, maskedId));
      if (!cart || cart.storeView !== ctx.storeView())
        throw notFoundError(`Could not find a cart with ID "${maskedId}"`);
      const session = await ctx.currentCustomer();
      if (cart.customerId !== null && cart.customerId !== session?.customer.id)
        throw categorisedError(
          'graphql-authorization',
          `The current user cannot perform operations on cart "${maskedId}"`,
        );
      return cart;
    },
    async customerCart(storeView, customerId) {
      const [cart] = await db
        .select()
        .from(carts)
        .where(
          and(
            eq(carts.customerId, customerId),
            eq(carts.storeView, storeView),
            eq(carts.isActive, true),
          ),
        );
      if (cart) return cart;
      const [created] = await db
        .insert(carts)
        .values({ maskedId: randomBytes(16).toString('hex'), storeView, customerId })
        .returning();
      return created!;
    },
    async priceCart(cart: CartRow): Promise<PricedCart> {
      const rows = await db
        .select({ item: cartItems, product: products })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.cartId, cart.id));
      const lines = rows.map(({ item, product }) => ({
        itemId: item.id,
        parentItemId: item.parentItemId,
        type: item.type,
        productId: item.productId,
        variantProductId: item.variantProductId,
        sku: product.sku,
        name: product.name,
        urlKey: product.urlKey,
        selectedOptions: [],
        qty: item.qty,
        unitPriceMinor: 1000,
        unitPriceInclTaxMinor: UNIT_PRICE,
        rowTotalMinor: 1000 * item.qty,
        rowTotalInclTaxMinor: UNIT_PRICE * item.qty,
        taxMinor: 200 * item.qty,
        discountMinor: 0,
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.rowTotalInclTaxMinor, 0);
      const shipping = cart.shippingCarrierCode
        ? {
            carrierCode: cart.shippingCarrierCode,
            methodCode: cart.shippingMethodCode ?? 'standard',
            description: 'Lumo - Standard delivery',
            pickupLocationCode: cart.pickupLocationCode,
          }
        : null;
      const problems = rows
        .filter(({ item, product }) => product.manageStock && product.stockQty < item.qty)
        .map(({ item }) => ({
          itemId: item.id,
          code: 'INSUFFICIENT_STOCK' as const,
          message: 'The requested qty is not available',
        }));
      return {
        cart,
        currency: 'GBP',
        lines,
        subtotalMinor: subtotal - 200 * lines.reduce((sum, line) => sum + line.qty, 0),
        subtotalInclTaxMinor: subtotal,
        discountMinor: 0,
        shippingMinor: shipping ? 399 : 0,
        shippingTaxMinor: 0,
        taxMinor: 200 * lines.reduce((sum, line) => sum + line.qty, 0),
        grandTotalMinor: subtotal + (shipping ? 399 : 0),
        appliedTaxes: [{ label: 'VAT', rate: 20, amountMinor: 200 }],
        couponCode: null,
        shipping,
        problems,
      };
    },
    async addProducts(cart, items) {
      const userErrors: { code: string; message: string }[] = [];
      for (const input of items) {
        const [product] = await db.select().from(products).where(eq(products.sku, input.sku));
        if (!product || !product.enabled) {
          userErrors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Could not find a product with SKU "${input.sku}"`,
          });
          continue;
        }
        if (product.manageStock && (!product.isInStock || product.stockQty < input.quantity)) {
          userErrors.push({
            code: 'INSUFFICIENT_STOCK',
            message: 'The requested qty is not available',
          });
          continue;
        }
        await db
          .insert(cartItems)
          .values({ cartId: cart.id, type: 'simple', productId: product.id, qty: input.quantity });
      }
      return { userErrors };
    },
    async assertWithinPurchaseLimit(priced) {
      const qty = priced.lines.reduce((sum, line) => sum + line.qty, 0);
      if (qty > 500)
        throw inputError('Purchase limit exceeded.', { code: 'PURCHASE_LIMIT_EXCEEDED' });
    },
  };
  return seam;
}

/** Uses the seam stand-in unless cart-api's CartService is registered. */
export function useSeamCarts(app: App, db: Database): void {
  const services = app.services as unknown as { carts?: CartSeam };
  if (!services.carts) services.carts = seamCarts(db);
}

export async function product(
  db: Database,
  stock: number,
  label = 'liquid',
): Promise<{ id: number; sku: string }> {
  const sku = `${label}-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(products)
    .values({
      type: 'simple',
      sku,
      urlKey: sku,
      name: `Test ${label}`,
      stockQty: stock,
      isInStock: stock > 0,
    })
    .returning();
  return { id: row!.id, sku };
}

export const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 High Street'],
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  telephone: '+44 20 7946 0000',
};

/** A ready-to-order cart: items, addresses, shipping method; payment set through the api. */
export async function readyCart(
  db: Database,
  options: {
    storeView?: StoreViewCode;
    customerId?: number | null;
    email?: string | null;
    items: { productId: number; qty: number }[];
    lastname?: string;
  },
): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({
      maskedId: randomBytes(16).toString('hex'),
      storeView: options.storeView ?? 'uk',
      customerId: options.customerId ?? null,
      email: options.email === undefined ? 'guest@example.com' : options.email,
      shippingCarrierCode: 'lumo',
      shippingMethodCode: 'standard',
    })
    .returning();
  for (const item of options.items) {
    await db
      .insert(cartItems)
      .values({ cartId: cart!.id, type: 'simple', productId: item.productId, qty: item.qty });
  }
  for (const kind of ['shipping', 'billing'] as const) {
    await db
      .insert(cartAddresses)
      .values({
        cartId: cart!.id,
        kind,
        ...ADDRESS,
        lastname: options.lastname ?? ADDRESS.lastname,
      });
  }
  return cart!;
}

export const SET_PAYMENT = /* GraphQL */ `
  mutation SetPayment($input: SetPaymentMethodOnCartInput) {
    setPaymentMethodOnCart(input: $input) {
      cart {
        id
      }
    }
  }
`;

export const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput) {
    placeOrder(input: $input) {
      order {
        order_number
      }
      orderV2 {
        number
        status
        state
        status_label
        token
        awaiting_age_verification
        total {
          grand_total {
            value
            currency
          }
        }
      }
      errors {
        code
        message
      }
      payment_redirect {
        url
        session_id
      }
    }
  }
`;

export const ORDER_FIELDS = /* GraphQL */ `
  fragment OrderFields on CustomerOrder {
    id
    number
    entity_id
    status
    state
    status_label
    email
    grand_total
    order_currency_code
    payment_error
    awaiting_age_verification
    items {
      product_sku
      quantity_ordered
      quantity_shipped
    }
    cart_items {
      item_id
      qty
      type_id
      stock_item {
        is_in_stock
      }
    }
    tracking {
      tracking_number
      tracking_url
    }
    shipping_address {
      firstname
      lastname
      city
    }
    payment_methods {
      name
      type
    }
  }
`;

export const SUBMIT_CARD = /* GraphQL */ `
  mutation SubmitCard($input: SandboxCardPaymentInput!) {
    submitSandboxCardPayment(input: $input) {
      status
      redirect_url
      message
      order_number
    }
  }
`;

export const THREE_DS = /* GraphQL */ `
  mutation ThreeDS($input: SandboxThreeDSecureInput!) {
    completeSandboxThreeDSecure(input: $input) {
      status
      redirect_url
      message
      order_number
    }
  }
`;

export function card(sessionId: string, number: string) {
  return {
    session_id: sessionId,
    card_number: number,
    holder_name: 'Ada Lovelace',
    expiry_month: 12,
    expiry_year: 2099,
    cvc: '123',
  };
}
