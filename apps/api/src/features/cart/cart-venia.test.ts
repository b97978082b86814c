import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from './cart-test-calls';

/**
 * Magento clients (Venia / PWA Studio) send these operations as they are written here: the
 * deprecated createEmptyCart and add mutations, `input` objects and their field spellings.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

const CREATE_EMPTY_CART = /* GraphQL */ `
  mutation createCart {
    cartId: createEmptyCart
  }
`;

const ADD_SIMPLE = /* GraphQL */ `
  mutation AddSimpleProductToCart($cartId: String!, $quantity: Float!, $sku: String!) {
    addSimpleProductsToCart(
      input: { cart_id: $cartId, cart_items: [{ data: { quantity: $quantity, sku: $sku } }] }
    ) {
      cart {
        id
        items {
          uid
          product {
            name
            sku
          }
          quantity
        }
      }
    }
  }
`;

const ADD_CONFIGURABLE = /* GraphQL */ `
  mutation AddConfigurableProductToCart(
    $cartId: String!
    $quantity: Float!
    $sku: String!
    $parentSku: String!
  ) {
    addConfigurableProductsToCart(
      input: {
        cart_id: $cartId
        cart_items: [{ data: { quantity: $quantity, sku: $sku }, parent_sku: $parentSku }]
      }
    ) {
      cart {
        id
        total_quantity
        items {
          uid
          quantity
          ... on ConfigurableCartItem {
            configurable_options {
              id: configurable_product_option_uid
              option_label
              value_id: configurable_product_option_value_uid
              value_label
            }
          }
        }
      }
    }
  }
`;

const PRICE_SUMMARY = /* GraphQL */ `
  query getPriceSummary($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
        quantity
      }
      shipping_addresses {
        selected_shipping_method {
          amount {
            currency
            value
          }
        }
        street
      }
      prices {
        applied_taxes {
          amount {
            currency
            value
          }
        }
        discounts {
          amount {
            currency
            value
          }
          label
        }
        grand_total {
          currency
          value
        }
        subtotal_excluding_tax {
          currency
          value
        }
        subtotal_including_tax {
          currency
          value
        }
      }
    }
  }
`;

const SET_GUEST_SHIPPING = /* GraphQL */ `
  mutation SetGuestShipping($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(
      input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }
    ) {
      cart {
        id
        shipping_addresses {
          city
          country {
            code
            label
          }
          firstname
          lastname
          postcode
          region {
            code
            label
          }
          street
          telephone
          available_shipping_methods {
            amount {
              currency
              value
            }
            available
            carrier_code
            carrier_title
            method_code
            method_title
          }
        }
      }
    }
  }
`;

const SET_BILLING = /* GraphQL */ `
  mutation setBillingAddress($cartId: String!) {
    setBillingAddressOnCart(
      input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }
    ) {
      cart {
        id
        billing_address {
          firstname
          lastname
          country {
            code
          }
          street
          city
          postcode
          telephone
        }
      }
    }
  }
`;

const SET_SHIPPING_METHOD = /* GraphQL */ `
  mutation SetShippingMethod($cartId: String!, $shippingMethod: ShippingMethodInput!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$shippingMethod] }) {
      cart {
        id
        shipping_addresses {
          selected_shipping_method {
            amount {
              currency
              value
            }
            carrier_code
            method_code
            method_title
          }
          street
        }
      }
    }
  }
`;

const SET_GUEST_EMAIL = /* GraphQL */ `
  mutation setGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`;

describe('a Venia-shaped guest checkout (uk)', () => {
  it('runs the Magento client operations end to end', async () => {
    const created = await call(t.app, 'uk', CREATE_EMPTY_CART);
    const cartId = created.data?.cartId as string;
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const simple = await call(t.app, 'uk', ADD_SIMPLE, {
      cartId,
      quantity: 1,
      sku: 'LUMO-COMPACT',
    });
    expect(simple.errors).toBeUndefined();
    expect(simple.data?.addSimpleProductsToCart.cart.items[0]).toMatchObject({
      product: { sku: 'LUMO-COMPACT' },
      quantity: 1,
    });

    const configurable = await call(t.app, 'uk', ADD_CONFIGURABLE, {
      cartId,
      quantity: 2,
      sku: 'ELQ-SIMPLY-MINT-12',
      parentSku: 'ELQ-SIMPLY-MINT',
    });
    expect(configurable.errors).toBeUndefined();
    expect(configurable.data?.addConfigurableProductsToCart.cart.total_quantity).toBe(3);
    expect(
      configurable.data?.addConfigurableProductsToCart.cart.items[1].configurable_options[1],
    ).toMatchObject({
      option_label: 'Nicotine strength',
      value_label: '12 mg/ml',
    });

    // The deprecated mutations throw the first problem (Magento 2.4 does the same).
    const sold = await call(t.app, 'uk', ADD_SIMPLE, {
      cartId,
      quantity: 1,
      sku: 'ELQ-MANGO-MANGO-0',
    });
    expect(sold.errors?.[0]).toMatchObject({
      message: 'Product that you are trying to add is not available.',
      extensions: { category: 'graphql-input' },
    });

    const shipping = await call(t.app, 'uk', SET_GUEST_SHIPPING, {
      cartId,
      address: {
        firstname: 'Veronica',
        lastname: 'Costello',
        street: ['6146 Honey Bluff Parkway'],
        city: 'London',
        postcode: 'SW1A 1AA',
        country_code: 'GB',
        telephone: '+441234567890',
        save_in_address_book: false,
      },
    });
    expect(shipping.errors).toBeUndefined();
    const address = shipping.data?.setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(address.country).toEqual({ code: 'GB', label: 'United Kingdom' });
    // Goods 14.99 + 2 x 3.99 = 22.97 > 9.99: standard delivery is free.
    expect(address.available_shipping_methods).toEqual([
      expect.objectContaining({
        carrier_code: 'lumo',
        method_code: 'standard',
        amount: { currency: 'GBP', value: 0 },
        available: true,
      }),
      expect.objectContaining({
        carrier_code: 'lumo',
        method_code: 'nextday',
        amount: { currency: 'GBP', value: 4.99 },
      }),
      expect.objectContaining({
        carrier_code: 'instore',
        method_code: 'pickup',
        amount: { currency: 'GBP', value: 0 },
      }),
    ]);

    const billing = await call(t.app, 'uk', SET_BILLING, { cartId });
    expect(billing.data?.setBillingAddressOnCart.cart.billing_address).toMatchObject({
      firstname: 'Veronica',
      country: { code: 'GB' },
    });

    const method = await call(t.app, 'uk', SET_SHIPPING_METHOD, {
      cartId,
      shippingMethod: { carrier_code: 'lumo', method_code: 'standard' },
    });
    expect(
      method.data?.setShippingMethodsOnCart.cart.shipping_addresses[0].selected_shipping_method,
    ).toMatchObject({
      carrier_code: 'lumo',
      method_code: 'standard',
      amount: { currency: 'GBP', value: 0 },
    });

    const email = await call(t.app, 'uk', SET_GUEST_EMAIL, {
      cartId,
      email: 'roni_cost@example.com',
    });
    expect(email.data?.setGuestEmailOnCart.cart.email).toBe('roni_cost@example.com');

    const summary = (await call(t.app, 'uk', PRICE_SUMMARY, { cartId })).data?.cart;
    // VAT: 1499*20/120 = 249.83 -> 250; 798*20/120 = 133; 383. Net 22.97 - 3.83 = 19.14.
    expect(summary.prices).toEqual({
      applied_taxes: [{ amount: { currency: 'GBP', value: 3.83 } }],
      discounts: [],
      grand_total: { currency: 'GBP', value: 22.97 },
      subtotal_excluding_tax: { currency: 'GBP', value: 19.14 },
      subtotal_including_tax: { currency: 'GBP', value: 22.97 },
    });
  });
});
