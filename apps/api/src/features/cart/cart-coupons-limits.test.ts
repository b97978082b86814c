import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesRules } from '../../db/schema';
import { createTestApp, firstError, type TestApp } from '../../test/test-app';
import {
  ADD_PRODUCTS,
  addressFor,
  APPLY_COUPON,
  call,
  CART,
  insertOrder,
  newGuestCart,
  REMOVE_COUPON,
  SET_EMAIL,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  UPDATE_ITEMS,
} from './cart-test-calls';
import { COUPON_ALREADY_APPLIED_MESSAGE, COUPON_INVALID_MESSAGE } from '../sales-rules/sales-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The test clock starts at 2026-06-01T09:00Z. Rules the seed does not have:
  await t.database.db.insert(salesRules).values([
    {
      storeView: 'uk',
      code: 'SUMMER27',
      label: 'Summer code',
      action: 'by_percent',
      percent: 20,
      fromDate: new Date('2027-06-01T00:00:00Z'),
    },
    { storeView: 'uk', code: 'UKONLY', label: 'UK code', action: 'by_percent', percent: 5 },
    {
      storeView: 'uk',
      code: 'BIGFIXED',
      label: 'Big fixed',
      action: 'cart_fixed',
      amountMinor: 100_000,
    },
    {
      storeView: 'uk',
      code: 'ONCEONLY',
      label: 'Once',
      action: 'by_percent',
      percent: 5,
      usesTotal: 1,
    },
  ]);
}, 120_000);
afterAll(async () => t.close());

async function cartWith(items: { sku: string; quantity: number }[], email?: string) {
  const cartId = await newGuestCart(t.app, 'uk');
  const added = await call(t.app, 'uk', ADD_PRODUCTS, { cartId, items });
  expect(added.data?.addProductsToCart.user_errors).toEqual([]);
  if (email) await call(t.app, 'uk', SET_EMAIL, { cartId, email });
  return cartId;
}

async function ship(cartId: string) {
  await call(t.app, 'uk', SET_SHIPPING_ADDRESS, { cartId, address: { address: addressFor('uk') } });
  return (
    await call(t.app, 'uk', SET_SHIPPING_METHOD, { cartId, carrier: 'lumo', method: 'standard' })
  ).data?.setShippingMethodsOnCart.cart;
}

const apply = (cartId: string, code: string, store = 'uk') =>
  call(t.app, store, APPLY_COUPON, { cartId, code });

describe('coupons', () => {
  it('WELCOME10 takes 10% per line, half up, and VAT is computed after the discount', async () => {
    const cartId = await cartWith([
      { sku: 'LUMO-COMPACT', quantity: 1 },
      { sku: 'ACC-USBC-CABLE', quantity: 1 },
    ]);
    const result = await apply(cartId, 'welcome10');
    expect(result.errors).toBeUndefined();
    const cart = result.data?.applyCouponToCart.cart;
    // Discounts: 1499 * 10% = 149.9 -> 150; 499 * 10% = 49.9 -> 50; 200 in all.
    // VAT after discount: (1499-150)*20/120 = 224.83 -> 225; (499-50)*20/120 = 74.83 -> 75; 300.
    expect(cart.totals).toMatchObject({
      discount_amount: -2,
      coupon_code: 'WELCOME10',
      tax_amount: 3,
      grand_total: 17.98,
    });
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(cart.prices.discounts[0].amount.value).toBe(2);
    const again = await apply(cartId, 'FREESHIP');
    expect(firstError(again)).toMatchObject({
      message: COUPON_ALREADY_APPLIED_MESSAGE,
      extensions: { category: 'graphql-input' },
    });
    const removed = await call(t.app, 'uk', REMOVE_COUPON, { cartId });
    expect(removed.data?.removeCouponFromCart.cart.totals).toMatchObject({
      discount_amount: 0,
      grand_total: 19.98,
      coupon_code: null,
    });
  });

  it("refuses unknown, expired, not yet valid and other store views' codes in Magento's words", async () => {
    const cartId = await cartWith([{ sku: 'LUMO-COMPACT', quantity: 1 }]);
    for (const code of ['NOPE', 'SPRING2025', 'SUMMER27']) {
      expect(firstError(await apply(cartId, code))).toMatchObject({
        message: COUPON_INVALID_MESSAGE,
        extensions: { category: 'graphql-input' },
      });
    }
    const grCart = await newGuestCart(t.app, 'gr');
    await call(t.app, 'gr', ADD_PRODUCTS, {
      cartId: grCart,
      items: [{ sku: 'LUMO-COMPACT', quantity: 1 }],
    });
    expect(firstError(await apply(grCart, 'UKONLY', 'gr')).message).toBe(COUPON_INVALID_MESSAGE);
    expect((await apply(cartId, 'UKONLY')).errors).toBeUndefined();
  });

  it('a minimum subtotal is required (TAKE5 needs £20 of goods)', async () => {
    const small = await cartWith([{ sku: 'LUMO-COMPACT', quantity: 1 }]);
    expect(firstError(await apply(small, 'TAKE5')).message).toBe(COUPON_INVALID_MESSAGE);
    const big = await cartWith([{ sku: 'LUMO-PRO', quantity: 1 }]);
    const cart = (await apply(big, 'TAKE5')).data?.applyCouponToCart.cart;
    // 29.99 - 5.00 = 24.99; VAT (2999-500)*20/120 = 416.5 -> 417.
    expect(cart.totals).toMatchObject({
      discount_amount: -5,
      grand_total: 24.99,
      tax_amount: 4.17,
    });
  });

  it('uses per customer are counted from orders (a guest by email); total uses too', async () => {
    const email = 'coupon.user@example.com';
    await insertOrder(t.database, { storeView: 'uk', email, couponCode: 'WELCOME10' });
    const cartId = await cartWith([{ sku: 'LUMO-COMPACT', quantity: 1 }], email);
    expect(firstError(await apply(cartId, 'WELCOME10')).message).toBe(COUPON_INVALID_MESSAGE);
    // A canceled order does not count.
    const other = 'coupon.canceled@example.com';
    await insertOrder(t.database, {
      storeView: 'uk',
      email: other,
      couponCode: 'WELCOME10',
      status: 'canceled',
    });
    const second = await cartWith([{ sku: 'LUMO-COMPACT', quantity: 1 }], other);
    expect((await apply(second, 'WELCOME10')).errors).toBeUndefined();
    await insertOrder(t.database, {
      storeView: 'uk',
      email: 'someone@example.com',
      couponCode: 'ONCEONLY',
    });
    expect(firstError(await apply(second, 'ONCEONLY')).message).toBe(
      COUPON_ALREADY_APPLIED_MESSAGE,
    );
    const third = await cartWith([{ sku: 'LUMO-COMPACT', quantity: 1 }], 'third@example.com');
    expect(firstError(await apply(third, 'ONCEONLY')).message).toBe(COUPON_INVALID_MESSAGE);
  });

  it('FREESHIP makes standard delivery free below the threshold', async () => {
    const cartId = await cartWith([{ sku: 'ACC-USBC-CABLE', quantity: 1 }]);
    expect((await ship(cartId)).totals.base_shipping_incl_tax).toBe(2.99);
    const cart = (await apply(cartId, 'FREESHIP')).data?.applyCouponToCart.cart;
    expect(cart.totals).toMatchObject({
      shipping_amount: 0,
      grand_total: 4.99,
      discount_amount: 0,
    });
  });

  it('a fixed amount larger than the goods never makes the total negative', async () => {
    const cartId = await cartWith([{ sku: 'ACC-USBC-CABLE', quantity: 2 }]);
    await ship(cartId);
    const cart = (await apply(cartId, 'BIGFIXED')).data?.applyCouponToCart.cart;
    // Goods 9.98 all discounted; goods now 0 so delivery 2.99 is charged; VAT only on delivery (50).
    expect(cart.totals).toMatchObject({
      discount_amount: -9.98,
      grand_total: 2.99,
      tax_amount: 0.5,
    });
  });
});

describe('purchase limit (uk: 30 nicotine units per 30 days)', () => {
  const nicotine = 'ELQ-PEPPERMINT-12'; // 12 mg/ml: counts
  const zero = 'ELQ-PEPPERMINT-0'; // 0 mg/ml: does not count

  it('shows ok, then warning from 80%, and refuses additions past the limit', async () => {
    const email = 'limit.one@example.com';
    await insertOrder(t.database, {
      storeView: 'uk',
      email,
      items: [{ sku: nicotine, qty: 20 }],
      createdAt: new Date('2026-05-20T09:00:00Z'),
    });
    const cartId = await cartWith([{ sku: zero, quantity: 5 }], email);
    let cart = (await call(t.app, 'uk', CART, { cartId })).data?.cart;
    expect(cart.extension_attributes.purchase_limit).toMatchObject({
      status: 'ok',
      limit: 30,
      used_limit: 20,
      disable_purchase: false,
      time_limit: '30 days',
      // The order of 2026-05-20 09:00 leaves the period on 2026-06-19 09:00: 18 days from now.
      remaining_time: 18 * 86_400,
    });
    const added = await call(t.app, 'uk', ADD_PRODUCTS, {
      cartId,
      items: [{ sku: nicotine, quantity: 5 }],
    });
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    cart = added.data?.addProductsToCart.cart;
    expect(cart.extension_attributes.purchase_limit.status).toBe('warning');
    const refused = await call(t.app, 'uk', ADD_PRODUCTS, {
      cartId,
      items: [{ sku: nicotine, quantity: 6 }],
    });
    expect(refused.data?.addProductsToCart.user_errors).toEqual([
      { code: 'PURCHASE_LIMIT_EXCEEDED', message: expect.stringContaining('30') },
    ]);
    // The refused units were not added.
    expect(refused.data?.addProductsToCart.cart.total_quantity).toBe(10);
    const grown = await call(t.app, 'uk', UPDATE_ITEMS, {
      cartId,
      items: [
        { cart_item_uid: refused.data?.addProductsToCart.cart.itemsV2.items[1].uid, quantity: 11 },
      ],
    });
    expect(grown.data?.updateCartItems.errors[0].code).toBe('PURCHASE_LIMIT_EXCEEDED');
    const reached = await call(t.app, 'uk', ADD_PRODUCTS, {
      cartId,
      items: [{ sku: nicotine, quantity: 5 }],
    });
    expect(reached.data?.addProductsToCart.user_errors).toEqual([]);
    expect(reached.data?.addProductsToCart.cart.extension_attributes.purchase_limit.status).toBe(
      'reached',
    );
  });

  it('the period rolls: orders older than 30 days stop counting', async () => {
    const email = 'limit.two@example.com';
    await insertOrder(t.database, {
      storeView: 'uk',
      email,
      items: [{ sku: nicotine, qty: 30 }],
      createdAt: new Date('2026-05-05T09:00:00Z'),
    });
    const cartId = await cartWith([{ sku: zero, quantity: 1 }], email);
    const before = (await call(t.app, 'uk', CART, { cartId })).data?.cart.extension_attributes
      .purchase_limit;
    expect(before).toMatchObject({ status: 'reached', used_limit: 30, disable_purchase: true });
    const refused = await call(t.app, 'uk', ADD_PRODUCTS, {
      cartId,
      items: [{ sku: nicotine, quantity: 1 }],
    });
    expect(refused.data?.addProductsToCart.user_errors[0].code).toBe('PURCHASE_LIMIT_EXCEEDED');
    t.clock.set('2026-06-04T09:00:01Z');
    try {
      const after = await call(t.app, 'uk', ADD_PRODUCTS, {
        cartId,
        items: [{ sku: nicotine, quantity: 1 }],
      });
      expect(after.data?.addProductsToCart.user_errors).toEqual([]);
      expect(after.data?.addProductsToCart.cart.extension_attributes.purchase_limit).toMatchObject({
        status: 'ok',
        used_limit: 0,
        remaining_time: 0,
      });
    } finally {
      t.clock.set('2026-06-01T09:00:00.000Z');
    }
  });

  it('assertWithinPurchaseLimit refuses a cart past the limit with PURCHASE_LIMIT_EXCEEDED', async () => {
    const email = 'limit.three@example.com';
    const cartId = await cartWith([{ sku: nicotine, quantity: 10 }], email);
    await insertOrder(t.database, {
      storeView: 'uk',
      email,
      items: [{ sku: nicotine, qty: 25 }],
      createdAt: new Date('2026-05-30T00:00:00Z'),
    });
    const carts = t.app.services.carts;
    const cart = (await carts.repository.byMaskedId(cartId))!;
    const priced = await carts.priceCart(cart);
    await expect(
      carts.assertWithinPurchaseLimit(priced, { customerId: null, email }),
    ).rejects.toMatchObject({
      extensions: { category: 'graphql-input', code: 'PURCHASE_LIMIT_EXCEEDED' },
    });
    await expect(
      carts.assertWithinPurchaseLimit(priced, { customerId: null, email: 'fresh@example.com' }),
    ).resolves.toBeUndefined();
  });
});
