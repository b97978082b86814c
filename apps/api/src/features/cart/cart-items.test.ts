import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, type TestApp } from '../../test/test-app';
import { optionValueUid } from '../catalog/catalog-mappers';
import {
  ADD_PRODUCTS,
  call,
  CART,
  newGuestCart,
  REMOVE_ITEM,
  UPDATE_ITEMS,
} from './cart-test-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

const BUNDLE_OPTIONS = /* GraphQL */ `
  query Bundle {
    products(filter: { sku: { eq: "LUMO-STARTER-KIT" } }) {
      items {
        ... on BundleProduct {
          items {
            title
            options {
              uid
              label
            }
          }
        }
      }
    }
  }
`;

const add = (cartId: string, items: unknown[], store = 'uk') =>
  call(t.app, store, ADD_PRODUCTS, { cartId, items });

describe('lines', () => {
  it('adds a configurable product by parent sku and option value uids, and the same variant again grows the line', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    const options = [
      optionValueUid('flavour', 'peppermint'),
      optionValueUid('nicotine_strength', '12'),
    ];
    const first = await add(cartId, [
      { sku: 'ELQ-PEPPERMINT', quantity: 1, selected_options: options },
    ]);
    expect(first.data?.addProductsToCart.user_errors).toEqual([]);
    const second = await add(cartId, [
      { sku: 'ELQ-PEPPERMINT-12', parent_sku: 'ELQ-PEPPERMINT', quantity: 2 },
    ]);
    const cart = second.data?.addProductsToCart.cart;
    expect(cart.itemsV2.items).toHaveLength(1);
    expect(cart.itemsV2.items[0]).toMatchObject({
      __typename: 'ConfigurableCartItem',
      quantity: 3,
      product: { sku: 'ELQ-PEPPERMINT' },
      configured_variant: { sku: 'ELQ-PEPPERMINT-12' },
      configurable_options: [
        { option_label: 'Flavour', value_label: 'Peppermint' },
        { option_label: 'Nicotine strength', value_label: '12 mg/ml' },
      ],
    });
    const missing = await add(cartId, [{ sku: 'ELQ-PEPPERMINT', quantity: 1 }]);
    expect(missing.data?.addProductsToCart.user_errors[0].code).toBe('REQUIRED_PARAMETER_MISSING');
    const wrong = await add(cartId, [
      {
        sku: 'ELQ-PEPPERMINT',
        quantity: 1,
        selected_options: [optionValueUid('nicotine_strength', '99')],
      },
    ]);
    expect(wrong.data?.addProductsToCart.user_errors[0].code).toBe('INVALID_PARAMETER_VALUE');
  });

  it('adds a bundle with chosen selections as child rows; the kit is priced as one line', async () => {
    const options = (await call(t.app, 'uk', BUNDLE_OPTIONS)).data?.products.items[0].items;
    const pods = options.find((option: { title: string }) => option.title === 'Pods');
    const tobacco = pods.options.find((o: { label: string }) =>
      o.label.includes('Classic Tobacco, 18'),
    );
    const cartId = await newGuestCart(t.app, 'uk');
    const added = await add(cartId, [
      { sku: 'LUMO-STARTER-KIT', quantity: 2, selected_options: [tobacco.uid] },
    ]);
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    const cart = added.data?.addProductsToCart.cart;
    expect(cart.itemsV2.items[0]).toMatchObject({ __typename: 'BundleCartItem', quantity: 2 });
    // Required options without a choice take their default (device, cable).
    expect(cart.itemsV2.items[0].bundle_options.map((o: { label: string }) => o.label)).toEqual([
      'Device',
      'Pods',
      'Charging cable',
    ]);
    expect(cart.itemsV2.items[0].bundle_options[1].values[0].label).toContain(
      'Classic Tobacco, 18',
    );
    // Fixed-price kit: 2 x 17.99.
    expect(cart.prices.grand_total.value).toBe(35.98);
    const details = (
      await call(
        t.app,
        'uk',
        /* GraphQL */ `
          query ($id: String!) {
            cart(cart_id: $id) {
              cart_items {
                type_id
                sku
                bundle_options {
                  sku
                  option_title
                  qty
                }
              }
            }
          }
        `,
        { id: cartId },
      )
    ).data?.cart.cart_items;
    expect(details[0].type_id).toBe('bundle');
    expect(details[0].bundle_options.map((o: { sku: string }) => o.sku)).toEqual([
      'LUMO-COMPACT',
      'COMPACT-2-PODS-CLASSIC-TOBACCO-18',
      'ACC-USBC-CABLE',
    ]);
    const bad = await add(cartId, [
      { sku: 'LUMO-STARTER-KIT', quantity: 1, selected_options: ['OTk5OTk='] },
    ]);
    expect(bad.data?.addProductsToCart.user_errors[0].code).toBe('INVALID_PARAMETER_VALUE');
  });

  it("counts a kit once in total_quantity and its nicotine pods (times the kit's quantity) toward the purchase limit", async () => {
    const options = (await call(t.app, 'uk', BUNDLE_OPTIONS)).data?.products.items[0].items;
    const pods = options.find((option: { title: string }) => option.title === 'Pods');
    const tobacco = pods.options.find((o: { label: string }) =>
      o.label.includes('Classic Tobacco, 18'),
    );
    const cartId = await newGuestCart(t.app, 'uk');
    const kit = await add(cartId, [
      { sku: 'LUMO-STARTER-KIT', quantity: 2, selected_options: [tobacco.uid] },
    ]);
    // Two kits: device, pods and cable rows under each, but two items for the shopper.
    expect(kit.data?.addProductsToCart.cart.total_quantity).toBe(2);
    // 2 pods (18 mg) in the kits + 29 e-liquids (12 mg) would pass the 30-unit limit.
    const refused = await add(cartId, [{ sku: 'ELQ-PEPPERMINT-12', quantity: 29 }]);
    expect(refused.data?.addProductsToCart.user_errors[0]?.code).toBe('PURCHASE_LIMIT_EXCEEDED');
    expect(refused.data?.addProductsToCart.cart.total_quantity).toBe(2);
    const accepted = await add(cartId, [{ sku: 'ELQ-PEPPERMINT-12', quantity: 28 }]);
    expect(accepted.data?.addProductsToCart.user_errors).toEqual([]);
    expect(accepted.data?.addProductsToCart.cart.total_quantity).toBe(30);
    expect(accepted.data?.addProductsToCart.cart.extension_attributes.purchase_limit).toMatchObject(
      { status: 'reached' },
    );
  });

  it('reports stock and availability as user errors; other items of the call are still added', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    const result = await add(cartId, [
      { sku: 'ELQ-PEPPERMINT-0', quantity: 41 }, // 40 in stock
      { sku: 'ELQ-MANGO-MANGO-0', quantity: 1 }, // none in stock
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: 'ELQ-CLASSIC-TOBACCO-24', quantity: 1 }, // 24 mg/ml: not sold in the UK
      { sku: 'ACC-CASE', quantity: 1 },
    ]);
    expect(result.data?.addProductsToCart.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', quantity: 40 },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Could not find a product with SKU "ELQ-CLASSIC-TOBACCO-24"',
      },
    ]);
    expect(
      result.data?.addProductsToCart.cart.itemsV2.items.map(
        (i: { product: { sku: string } }) => i.product.sku,
      ),
    ).toEqual(['ACC-CASE']);
    // The same product is sold where the market allows it.
    const us = await newGuestCart(t.app, 'us');
    expect(
      (await add(us, [{ sku: 'ELQ-CLASSIC-TOBACCO-24', quantity: 1 }], 'us')).data
        ?.addProductsToCart.user_errors,
    ).toEqual([]);
  });

  it('updates quantities (0 removes), reports unknown items as errors and removes by uid or id', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    const cart = (
      await add(cartId, [
        { sku: 'ACC-CASE', quantity: 1 },
        { sku: 'ACC-USBC-CABLE', quantity: 1 },
        { sku: 'LUMO-PRO', quantity: 1 },
      ])
    ).data?.addProductsToCart.cart;
    const [caseItem, cable, pro] = cart.itemsV2.items;
    const updated = await call(t.app, 'uk', UPDATE_ITEMS, {
      cartId,
      items: [
        { cart_item_uid: caseItem.uid, quantity: 3 },
        { cart_item_uid: cable.uid, quantity: 0 },
        { cart_item_uid: 'OTk5OTk5', quantity: 1 },
        { cart_item_uid: caseItem.uid, quantity: 81 },
      ],
    });
    expect(updated.data?.updateCartItems.errors).toEqual([
      { code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 999999' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(
      updated.data?.updateCartItems.cart.itemsV2.items.map((i: { quantity: number }) => i.quantity),
    ).toEqual([3, 1]);
    const removed = await call(t.app, 'uk', REMOVE_ITEM, {
      cartId,
      id: Number(Buffer.from(pro.uid, 'base64').toString()),
    });
    expect(removed.data?.removeItemFromCart.cart.itemsV2.items).toHaveLength(1);
    const byUid = await call(t.app, 'uk', REMOVE_ITEM, { cartId, uid: caseItem.uid });
    expect(byUid.data?.removeItemFromCart.cart.total_quantity).toBe(0);
  });

  it('refuses bad input with graphql-input and changes nothing', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    await add(cartId, [{ sku: 'ACC-CASE', quantity: 1 }]);
    const cases: unknown[][] = [
      [{ sku: 'ACC-CASE', quantity: 1.5 }],
      [{ sku: 'ACC-CASE', quantity: 10_001 }],
      [{ sku: 'x'.repeat(65), quantity: 1 }],
      Array.from({ length: 21 }, () => ({ sku: 'ACC-CASE', quantity: 1 })),
    ];
    for (const items of cases) {
      const result = await add(cartId, items);
      expect(firstError(result).extensions?.category).toBe('graphql-input');
    }
    const update = await call(t.app, 'uk', UPDATE_ITEMS, {
      cartId,
      items: [{ cart_item_id: 1, quantity: 2.5 }],
    });
    expect(firstError(update).extensions?.category).toBe('graphql-input');
    const cart = (await call(t.app, 'uk', CART, { cartId })).data?.cart;
    expect(cart.total_quantity).toBe(1);
    const zero = await add(cartId, [{ sku: 'ACC-CASE', quantity: 0 }]);
    expect(zero.data?.addProductsToCart.user_errors[0].code).toBe('INVALID_PARAMETER_VALUE');
  });

  it('lists cross-sell and up-sell products of the cart not already in it', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    await add(cartId, [
      { sku: 'LUMO-COMPACT', quantity: 1 },
      { sku: 'ACC-CASE', quantity: 1 },
    ]);
    const links = (
      await call(
        t.app,
        'uk',
        /* GraphQL */ `
          query ($id: String!) {
            cart(cart_id: $id) {
              crosssell_products {
                sku
              }
              upsell_products {
                sku
              }
              same_day_dispatch {
                available
                cutoff
                message
              }
            }
          }
        `,
        { id: cartId },
      )
    ).data?.cart;
    expect(links.crosssell_products).toEqual([{ sku: 'ACC-USBC-CABLE' }]);
    expect(links.upsell_products).toEqual([]);
    // 2026-06-01 is a Monday; 09:00Z is 10:00 in London, before the 15:00 cut-off.
    expect(links.same_day_dispatch).toEqual({
      available: true,
      cutoff: '15:00',
      message: 'Same-day dispatch before 3pm',
    });
  });
});
