import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, type TestApp } from '../../test/test-app';
import { registeredCustomer } from '../customers/customer-test-calls';
import {
  ADD_PRODUCTS,
  CREATE_GUEST_CART,
  CUSTOMER_CART,
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

describe('cart ids, Magento aliases, estimates and configuration', () => {
  it('createGuestCart takes an unused well-formed cart_uid and refuses others', async () => {
    const uid = 'A'.repeat(31) + 'b';
    const created = await call(t.app, 'uk', CREATE_GUEST_CART, { uid });
    expect(created.data?.createGuestCart.cart.id).toBe(uid);
    const reused = await call(t.app, 'uk', CREATE_GUEST_CART, { uid });
    expect(firstError(reused).extensions?.category).toBe('graphql-already-exists');
    const malformed = await call(t.app, 'uk', CREATE_GUEST_CART, { uid: 'short' });
    expect(firstError(malformed).extensions?.category).toBe('graphql-input');
  });

  it('createEmptyCart gives a customer their cart; assignCustomerToGuestCart moves a guest cart in', async () => {
    const customer = await registeredCustomer(t.app, t.database, 'uk');
    const own = (await call(t.app, 'uk', CUSTOMER_CART, {}, { token: customer.token })).data
      ?.customerCart.id;
    const empty = await call(
      t.app,
      'uk',
      'mutation { createEmptyCart }',
      {},
      { token: customer.token },
    );
    expect(empty.data?.createEmptyCart).toBe(own);
    const guest = await newGuestCart(t.app, 'uk');
    await call(t.app, 'uk', ADD_PRODUCTS, {
      cartId: guest,
      items: [{ sku: 'ACC-CASE', quantity: 2 }],
    });
    const assigned = await call(
      t.app,
      'uk',
      'mutation ($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id total_quantity } }',
      { id: guest },
      { token: customer.token },
    );
    expect(assigned.data?.assignCustomerToGuestCart).toEqual({ id: own, total_quantity: 2 });
    const limit = await call(
      t.app,
      'uk',
      '{ customer { purchase_limit { status limit used_limit time_limit } } }',
      {},
      { token: customer.token },
    );
    expect(limit.data?.customer.purchase_limit).toEqual({
      status: 'ok',
      limit: 30,
      used_limit: 0,
      time_limit: '30 days',
    });
  });

  it('estimates delivery and totals for an address without saving it', async () => {
    const cartId = await newGuestCart(t.app, 'ca');
    await call(t.app, 'ca', ADD_PRODUCTS, {
      cartId,
      items: [{ sku: 'ACC-USBC-CABLE', quantity: 1 }],
    });
    const input = {
      cart_id: cartId,
      address: { country_code: 'CA', region: { region_code: 'ON' } },
      shipping_method: { carrier_code: 'lumo', method_code: 'standard' },
    };
    const methods = await call(
      t.app,
      'ca',
      'mutation ($input: EstimateTotalsInput!) { estimateShippingMethods(input: $input) { carrier_code method_code amount { value currency } } }',
      { input },
    );
    expect(methods.data?.estimateShippingMethods[0]).toEqual({
      carrier_code: 'lumo',
      method_code: 'standard',
      amount: { value: 5.99, currency: 'CAD' },
    });
    const totals = await call(
      t.app,
      'ca',
      'mutation ($input: EstimateTotalsInput!) { estimateTotals(input: $input) { cart { totals { grand_total tax_amount shipping_amount } shipping_addresses { city } } } }',
      { input },
    );
    // 8.99 + HST 13% (899*0.13 = 116.87 -> 117) + delivery 5.99 (untaxed in ca) = 16.15.
    expect(totals.data?.estimateTotals.cart).toEqual({
      totals: { grand_total: 16.15, tax_amount: 1.17, shipping_amount: 5.99 },
      shipping_addresses: [],
    });
  });

  it('shows the quote settings of StoreConfig and the checkout agreements in the store view language', async () => {
    const config = await call(
      t.app,
      'gr',
      '{ storeConfig { is_checkout_agreements_enabled cart_merge_preference free_shipping_threshold same_day_dispatch_cutoff is_guest_checkout_enabled } checkoutAgreements { name mode checkbox_text } }',
    );
    expect(config.data?.storeConfig).toEqual({
      is_checkout_agreements_enabled: true,
      cart_merge_preference: 'merge',
      free_shipping_threshold: 11.99,
      same_day_dispatch_cutoff: '15:00',
      is_guest_checkout_enabled: true,
    });
    expect(config.data?.checkoutAgreements[0]).toMatchObject({
      name: 'Όροι και προϋποθέσεις',
      mode: 'MANUAL',
    });
  });
});
