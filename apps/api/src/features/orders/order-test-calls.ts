/** Shared by the order tests (not a test file): products, ready carts, operations. */
import type { StoreViewCode } from '@lumo/block-schema';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { carts, productIndex, products, type CartRow } from '../../db/schema';
import { gql } from '../../test/test-app';
import { addressFor } from '../cart/cart-test-calls';

let turn = 0;

/**
 * A seeded simple product without nicotine (no purchase limit in the way) sold in the store
 * view, with its stock set to `stock`. The few such products are taken in turn, so two calls in
 * a row (one test) get different products; each test sets the stock it starts from.
 */
export async function product(
  db: Database,
  stock: number,
  storeView: StoreViewCode = 'uk',
): Promise<{ id: number; sku: string }> {
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .innerJoin(
      productIndex,
      and(eq(productIndex.productId, products.id), eq(productIndex.storeView, storeView)),
    )
    .where(
      and(
        eq(products.type, 'simple'),
        isNull(products.parentId),
        isNull(products.nicotineMgMl),
        eq(products.enabled, true),
        isNotNull(productIndex.priceMinor),
      ),
    )
    .orderBy(asc(products.id));
  if (!rows.length) throw new Error(`No seeded product without nicotine in ${storeView}`);
  const row = rows[turn++ % rows.length]!;
  await db
    .update(products)
    .set({ stockQty: stock, isInStock: stock > 0, manageStock: true })
    .where(eq(products.id, row.id));
  await db
    .update(productIndex)
    .set({ isInStock: stock > 0 })
    .where(eq(productIndex.productId, row.id));
  return row;
}

const CREATE_GUEST_CART = `mutation { createGuestCart { cart { id } } }`;
const CUSTOMER_CART = `query { customerCart { id } }`;
const ADD = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code message } }
}`;
const EMAIL = `mutation ($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { email } }
}`;
const SHIPPING_ADDRESS = `mutation ($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
}`;
const BILLING_ADDRESS = `mutation ($cartId: String!, $address: CartAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } }
}`;
const SHIPPING_METHOD = `mutation ($cartId: String!) {
  setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "lumo", method_code: "standard" }] }) { cart { id } }
}`;

async function must(result: Promise<{ data?: unknown; errors?: unknown }>, what: string) {
  const done = await result;
  if (done.errors) throw new Error(`${what} failed: ${JSON.stringify(done.errors)}`);
  return done.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A ready-to-order cart made through cart-api's mutations: items, guest email, addresses,
 * standard delivery (payment is set by the test). A customer's cart is their customerCart.
 */
export async function readyCart(
  app: App,
  db: Database,
  options: {
    storeView?: StoreViewCode;
    token?: string;
    email?: string | null;
    items: { sku: string; qty: number }[];
    lastname?: string;
  },
): Promise<CartRow> {
  const store = options.storeView ?? 'uk';
  const call = (query: string, variables: Record<string, unknown> = {}) =>
    gql(app, query, variables, { store, token: options.token });
  const cartId: string = options.token
    ? (await must(call(CUSTOMER_CART), 'customerCart')).customerCart.id
    : (await must(call(CREATE_GUEST_CART), 'createGuestCart')).createGuestCart.cart.id;
  const added = await must(
    call(ADD, {
      cartId,
      items: options.items.map((item) => ({ sku: item.sku, quantity: item.qty })),
    }),
    'addProductsToCart',
  );
  if (added.addProductsToCart.user_errors.length)
    throw new Error(`addProductsToCart: ${JSON.stringify(added.addProductsToCart.user_errors)}`);
  const email = options.email === undefined ? 'guest@example.com' : options.email;
  if (!options.token && email) await must(call(EMAIL, { cartId, email }), 'setGuestEmailOnCart');
  const address = addressFor(store, { lastname: options.lastname ?? 'Lovelace', firstname: 'Ada' });
  await must(call(SHIPPING_ADDRESS, { cartId, address }), 'setShippingAddressesOnCart');
  await must(call(BILLING_ADDRESS, { cartId, address }), 'setBillingAddressOnCart');
  await must(call(SHIPPING_METHOD, { cartId }), 'setShippingMethodsOnCart');
  const [cart] = await db.select().from(carts).where(eq(carts.maskedId, cartId));
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
