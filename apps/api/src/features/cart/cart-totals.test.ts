import type { StoreViewCode } from '@lumo/block-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ADD_PRODUCTS,
  addressFor,
  call,
  CART,
  newGuestCart,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
} from './cart-test-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

/** A cart of one Lumo Compact and two USB-C cables, shipped by standard delivery. */
async function pricedCart(store: StoreViewCode, address: Record<string, unknown> = {}) {
  const cartId = await newGuestCart(t.app, store);
  const added = await call(t.app, store, ADD_PRODUCTS, {
    cartId,
    items: [
      { sku: 'LUMO-COMPACT', quantity: 1 },
      { sku: 'ACC-USBC-CABLE', quantity: 2 },
    ],
  });
  expect(added.data?.addProductsToCart.user_errors).toEqual([]);
  const shipped = await call(t.app, store, SET_SHIPPING_ADDRESS, {
    cartId,
    address: { address: addressFor(store, address) },
  });
  expect(shipped.errors).toBeUndefined();
  const method = await call(t.app, store, SET_SHIPPING_METHOD, {
    cartId,
    carrier: 'lumo',
    method: 'standard',
  });
  expect(method.errors).toBeUndefined();
  return (await call(t.app, store, CART, { cartId })).data?.cart;
}

describe('totals per store view (integer minor units, tax per line rounded half up)', () => {
  it('uk: VAT 20% included; standard delivery free over £9.99', async () => {
    const cart = await pricedCart('uk');
    // Compact 14.99, cables 2 x 4.99 = 9.98. Goods 24.97 > 9.99: free standard delivery.
    // VAT: 1499 * 20/120 = 249.83 -> 250; 998 * 20/120 = 166.33 -> 166; 416 in all.
    expect(cart.totals).toMatchObject({
      subtotal_incl_tax: 24.97,
      subtotal: 20.81, // 24.97 - 4.16
      tax_amount: 4.16,
      shipping_amount: 0,
      grand_total: 24.97,
      free_shipping_amount: 0,
      quote_currency_code: 'GBP',
      applied_taxes: [{ name: 'VAT 20%', value: 4.16, rate: 20 }],
    });
    expect(cart.totals.items.map((item: { tax_amount: number }) => item.tax_amount)).toEqual([
      2.5, 1.66,
    ]);
    expect(cart.prices.grand_total).toEqual({ value: 24.97, currency: 'GBP' });
  });

  it('uk: under the threshold, delivery is charged and taxed like goods', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    await call(t.app, 'uk', ADD_PRODUCTS, {
      cartId,
      items: [{ sku: 'ACC-USBC-CABLE', quantity: 1 }],
    });
    await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId,
      address: { address: addressFor('uk') },
    });
    const cart = (
      await call(t.app, 'uk', SET_SHIPPING_METHOD, { cartId, carrier: 'lumo', method: 'standard' })
    ).data?.setShippingMethodsOnCart.cart;
    // Goods 4.99: 10.00 - 4.99 = 5.01 missing for free delivery ("over £9.99").
    // Delivery 2.99 incl. VAT: 299 * 20/120 = 49.83 -> 50 tax, 2.49 net.
    // Tax: 499 * 20/120 = 83.17 -> 83, + 50 = 133. Grand 4.99 + 2.99 = 7.98.
    expect(cart.totals).toMatchObject({
      free_shipping_amount: 5.01,
      shipping_amount: 2.49,
      shipping_tax_amount: 0.5,
      base_shipping_incl_tax: 2.99,
      tax_amount: 1.33,
      grand_total: 7.98,
    });
    expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(2.99);
  });

  it('gr: VAT 24% included', async () => {
    const cart = await pricedCart('gr');
    // 17.99 + 2 x 5.99 = 29.97 EUR > 11.99 free. 1799*24/124 = 348.19 -> 348; 1198*24/124 = 231.87 -> 232.
    expect(cart.totals).toMatchObject({ grand_total: 29.97, tax_amount: 5.8, shipping_amount: 0 });
    expect(cart.totals.applied_taxes).toEqual([{ name: 'VAT 24%', value: 5.8, rate: 24 }]);
  });

  it('ie: VAT 23% included', async () => {
    const cart = await pricedCart('ie');
    // 1799*23/123 = 336.40 -> 336; 1198*23/123 = 224.02 -> 224; 560.
    expect(cart.totals).toMatchObject({
      grand_total: 29.97,
      tax_amount: 5.6,
      quote_currency_code: 'EUR',
    });
  });

  it('eu: VAT 21% included (the configurable default)', async () => {
    const cart = await pricedCart('eu');
    // 1799*21/121 = 312.22 -> 312; 1198*21/121 = 207.92 -> 208; 520. 29.97 > 19.99: free delivery.
    expect(cart.totals).toMatchObject({ grand_total: 29.97, tax_amount: 5.2, shipping_amount: 0 });
  });

  it('ch: VAT 8.1% included', async () => {
    const cart = await pricedCart('ch');
    // 19.90 + 2 x 6.90 = 33.70 CHF. 1990*8.1/108.1 = 149.11 -> 149; 1380*8.1/108.1 = 103.40 -> 103.
    expect(cart.totals).toMatchObject({
      grand_total: 33.7,
      tax_amount: 2.52,
      quote_currency_code: 'CHF',
    });
    expect(cart.totals.applied_taxes[0].name).toBe('VAT 8.1%');
  });

  it('ca: HST 13% on top in Ontario', async () => {
    const cart = await pricedCart('ca');
    // 24.99 + 2 x 8.99 = 42.97 CAD net. 2499*0.13 = 324.87 -> 325; 1798*0.13 = 233.74 -> 234; 559.
    expect(cart.totals).toMatchObject({
      subtotal: 42.97,
      tax_amount: 5.59,
      grand_total: 48.56,
      applied_taxes: [{ name: 'HST 13%', value: 5.59, rate: 13 }],
    });
  });

  it('ca: GST 5% and QST 9.975% in Quebec', async () => {
    const cart = await pricedCart('ca', { region: 'QC', postcode: 'H2X 1Y4', city: 'Montréal' });
    // GST: 2499*0.05 = 124.95 -> 125; 1798*0.05 = 89.9 -> 90; 215.
    // QST: 2499*0.09975 = 249.28 -> 249; 1798*0.09975 = 179.35 -> 179; 428. Tax 643.
    expect(cart.totals.applied_taxes).toEqual([
      { name: 'GST 5%', value: 2.15, rate: 5 },
      { name: 'QST 9.975%', value: 4.28, rate: 9.975 },
    ]);
    // 42.97 + 6.43 = 49.40.
    expect(cart.totals.grand_total).toBe(49.4);
  });

  it('us: state sales tax on top (NY 4%); a state without a rate pays none', async () => {
    const cart = await pricedCart('us');
    // 19.99 + 2 x 6.99 = 33.97 USD. 1999*0.04 = 79.96 -> 80; 1398*0.04 = 55.92 -> 56; 136.
    expect(cart.totals).toMatchObject({ tax_amount: 1.36, grand_total: 35.33 });
    const oregon = await pricedCart('us', { region: 'OR', postcode: '97201', city: 'Portland' });
    expect(oregon.totals).toMatchObject({ tax_amount: 0, grand_total: 33.97, applied_taxes: [] });
  });
});
