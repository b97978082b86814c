/** GraphQL operations and helpers the cart tests share (not a test file). */
import type { App } from '../../app';
import { gql, type CallOptions } from '../../test/test-app';

export const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    email
    total_quantity
    is_age_verified
    applied_coupons {
      code
    }
    itemsV2 {
      total_count
      items {
        __typename
        uid
        quantity
        is_available
        product {
          sku
          name
        }
        prices {
          price {
            value
          }
          row_total_including_tax {
            value
          }
        }
        ... on ConfigurableCartItem {
          configurable_options {
            option_label
            value_label
          }
          configured_variant {
            sku
          }
        }
        ... on BundleCartItem {
          bundle_options {
            label
            values {
              label
              quantity
            }
          }
        }
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
        value
      }
      subtotal_excluding_tax {
        value
      }
      applied_taxes {
        label
        amount {
          value
        }
      }
      discounts {
        label
        amount {
          value
        }
      }
    }
    totals {
      applied_taxes {
        name
        value
        rate
      }
      free_shipping_amount
      subtotal
      subtotal_incl_tax
      grand_total
      tax_amount
      shipping_amount
      shipping_tax_amount
      base_shipping_incl_tax
      discount_amount
      coupon_code
      quote_currency_code
      items {
        item_id
        qty
        row_total
        tax_amount
        base_discount_amount
      }
    }
    shipping_addresses {
      firstname
      postcode
      region {
        code
      }
      country {
        code
      }
      available_shipping_methods {
        carrier_code
        method_code
        amount {
          value
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        amount {
          value
        }
      }
      pickup_location_code
    }
    billing_address {
      firstname
      city
    }
    extension_attributes {
      purchase_limit {
        status
        limit
        used_limit
        remaining_time
        disable_purchase
        time_limit
      }
    }
    same_day_dispatch {
      available
      cutoff
      message
    }
  }
`;

export const CREATE_GUEST_CART = /* GraphQL */ `
  mutation CreateGuestCart($uid: ID) {
    createGuestCart(input: { cart_uid: $uid }) {
      cart {
        id
      }
    }
  }
`;

export const CART = /* GraphQL */ `
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const CUSTOMER_CART = /* GraphQL */ `
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const ADD_PRODUCTS = /* GraphQL */ `
  mutation AddProducts($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
        ... on InsufficientStockError {
          quantity
        }
      }
    }
  }
  ${CART_FIELDS}
`;

export const UPDATE_ITEMS = /* GraphQL */ `
  mutation UpdateItems($cartId: String!, $items: [CartItemUpdateInput!]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {
      cart {
        ...CartFields
      }
      errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`;

export const REMOVE_ITEM = /* GraphQL */ `
  mutation RemoveItem($cartId: String!, $uid: ID, $id: Int) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid, cart_item_id: $id }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;

export const APPLY_COUPON = /* GraphQL */ `
  mutation ApplyCoupon($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;

export const REMOVE_COUPON = /* GraphQL */ `
  mutation RemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;

export const SET_EMAIL = /* GraphQL */ `
  mutation SetEmail($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        email
      }
    }
  }
`;

export const SET_SHIPPING_ADDRESS = /* GraphQL */ `
  mutation SetShippingAddress($cartId: String!, $address: ShippingAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$address] }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;

export const SET_BILLING_ADDRESS = /* GraphQL */ `
  mutation SetBillingAddress($cartId: String!, $address: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $address }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;

export const SET_SHIPPING_METHOD = /* GraphQL */ `
  mutation SetShippingMethod($cartId: String!, $carrier: String!, $method: String!) {
    setShippingMethodsOnCart(
      input: {
        cart_id: $cartId
        shipping_methods: [{ carrier_code: $carrier, method_code: $method }]
      }
    ) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;

export const MERGE_CARTS = /* GraphQL */ `
  mutation MergeCarts($source: String!, $destination: String) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** A valid address per store view (postcode format, region where needed). */
export const ADDRESSES: Record<string, Record<string, unknown>> = {
  uk: { country_code: 'GB', postcode: 'SW1A 1AA', city: 'London' },
  gr: { country_code: 'GR', postcode: '105 57', city: 'Athens' },
  ie: { country_code: 'IE', postcode: 'D02 X285', city: 'Dublin' },
  eu: { country_code: 'DE', postcode: '10115', city: 'Berlin' },
  ca: { country_code: 'CA', postcode: 'M5V 2T6', city: 'Toronto', region: 'ON' },
  ch: { country_code: 'CH', postcode: '8001', city: 'Zürich', region: 'ZH' },
  us: { country_code: 'US', postcode: '10001', city: 'New York', region: 'NY' },
};

export function addressFor(storeView: string, overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Alex',
    lastname: 'Shopper',
    street: ['1 High Street'],
    telephone: '+441234567890',
    ...ADDRESSES[storeView],
    ...overrides,
  };
}

/** A call in a store view, optionally as a customer. */
export function call(
  app: App,
  store: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  return gql(app, query, variables, { store, ...options });
}

export async function newGuestCart(app: App, store: string): Promise<string> {
  const result = await call(app, store, CREATE_GUEST_CART);
  const id = result.data?.createGuestCart?.cart?.id as string | undefined;
  if (!id) throw new Error(`createGuestCart failed: ${JSON.stringify(result.errors)}`);
  return id;
}

/** An order row (and its lines) as order-api would write it, for counting coupon uses and limits. */
export async function insertOrder(
  database: import('../../db/database').DatabaseHandle,
  values: {
    storeView: import('@lumo/block-schema').StoreViewCode;
    email: string;
    customerId?: number | null;
    couponCode?: string | null;
    createdAt?: Date;
    status?: 'pending' | 'canceled' | 'processing';
    items?: { sku: string; qty: number }[];
  },
): Promise<number> {
  const { orders, orderItems, products } = await import('../../db/schema');
  const { eq } = await import('drizzle-orm');
  const db = database.db;
  orderSequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      incrementId: String(900_000_000 + orderSequence),
      storeView: values.storeView,
      customerId: values.customerId ?? null,
      email: values.email,
      firstname: 'Alex',
      lastname: 'Shopper',
      state: values.status ?? 'pending',
      status: values.status ?? 'pending',
      currency: 'GBP',
      subtotalMinor: 0,
      subtotalInclTaxMinor: 0,
      grandTotalMinor: 0,
      couponCode: values.couponCode ?? null,
      paymentMethodCode: 'banktransfer',
      token: `test-token-${orderSequence}-${Date.now()}`,
      createdAt: values.createdAt ?? new Date(),
    })
    .returning();
  for (const item of values.items ?? []) {
    const [product] = await db.select().from(products).where(eq(products.sku, item.sku));
    await db.insert(orderItems).values({
      orderId: order!.id,
      type: 'simple',
      productId: product!.id,
      sku: item.sku,
      name: product!.name,
      qtyOrdered: item.qty,
      priceMinor: 0,
      priceInclTaxMinor: 0,
      rowTotalMinor: 0,
      rowTotalInclTaxMinor: 0,
    });
  }
  return order!.id;
}
let orderSequence = 0;
