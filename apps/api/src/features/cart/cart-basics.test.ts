import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ADD_PRODUCTS,
  addressFor,
  call,
  CART,
  newGuestCart,
  SET_BILLING_ADDRESS,
  SET_EMAIL,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
} from './cart-test-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

describe('guest checkout path (uk)', () => {
  it('adds a simple and a configurable product and prices the cart with VAT included', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const added = await call(t.app, 'uk', ADD_PRODUCTS, {
      cartId,
      items: [
        { sku: 'ACC-USBC-CABLE', quantity: 1 },
        { sku: 'ELQ-PEPPERMINT-12', parent_sku: 'ELQ-PEPPERMINT', quantity: 2 },
      ],
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    const cart = added.data?.addProductsToCart.cart;
    expect(cart.total_quantity).toBe(3);
    expect(cart.itemsV2.items.map((item: { __typename: string }) => item.__typename)).toEqual([
      'SimpleCartItem',
      'ConfigurableCartItem',
    ]);
    // 4.99 + 2 x 3.99 = 12.97 incl. VAT; no address or method yet: no delivery.
    expect(cart.prices.grand_total).toEqual({ value: 12.97, currency: 'GBP' });
    // VAT per line, half up: 499 * 20/120 = 83.17 -> 83; 798 * 20/120 = 133 -> 133; 216 in all.
    expect(cart.totals.tax_amount).toBe(2.16);
    expect(cart.totals.subtotal).toBe(10.81);
    expect(cart.totals.free_shipping_amount).toBe(0);

    await call(t.app, 'uk', SET_EMAIL, { cartId, email: 'guest@example.com' });
    const shipped = await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId,
      address: { address: addressFor('uk') },
    });
    expect(shipped.errors).toBeUndefined();
    const methods =
      shipped.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]
        .available_shipping_methods;
    expect(methods.map((m: { method_code: string }) => m.method_code)).toEqual([
      'standard',
      'nextday',
      'pickup',
    ]);
    await call(t.app, 'uk', SET_BILLING_ADDRESS, { cartId, address: { same_as_shipping: true } });
    const withMethod = await call(t.app, 'uk', SET_SHIPPING_METHOD, {
      cartId,
      carrier: 'lumo',
      method: 'nextday',
    });
    expect(withMethod.errors).toBeUndefined();
    const final = (await call(t.app, 'uk', CART, { cartId })).data?.cart;
    // 12.97 + next day 4.99 = 17.96.
    expect(final.prices.grand_total.value).toBe(17.96);
    expect(final.billing_address.city).toBe('London');
    expect(final.email).toBe('guest@example.com');
  });
});
