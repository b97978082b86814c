import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, firstError, type TestApp } from '../../test/test-app';
import { CREATE_ADDRESS, registeredCustomer } from '../customers/customer-test-calls';
import {
  ADD_PRODUCTS,
  addressFor,
  call,
  CART,
  CUSTOMER_CART,
  MERGE_CARTS,
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

const add = (cartId: string, items: unknown[], token?: string) =>
  call(t.app, 'uk', ADD_PRODUCTS, { cartId, items }, { token });

describe('customer carts, merging and who may use a cart', () => {
  it('customerCart is one per customer and store view; a guest cart merges into it on login', async () => {
    const customer = await registeredCustomer(t.app, t.database, 'uk');
    const first = (await call(t.app, 'uk', CUSTOMER_CART, {}, { token: customer.token })).data
      ?.customerCart;
    const again = (await call(t.app, 'uk', CUSTOMER_CART, {}, { token: customer.token })).data
      ?.customerCart;
    expect(again.id).toBe(first.id);
    expect(first.email).toBe(customer.email);
    // is_age_verified follows the customer's age check (ADR 0027).
    expect(first.is_age_verified).toBe(false);
    await t.app.services.carts.db
      .update(customers)
      .set({ ageVerifiedAt: new Date('2026-05-01T00:00:00Z') })
      .where(eq(customers.id, customer.id));
    const verified = (await call(t.app, 'uk', CUSTOMER_CART, {}, { token: customer.token })).data
      ?.customerCart;
    expect(verified.is_age_verified).toBe(true);
    await add(first.id, [{ sku: 'ACC-CASE', quantity: 1 }], customer.token);

    const guest = await newGuestCart(t.app, 'uk');
    await add(guest, [
      { sku: 'ACC-CASE', quantity: 2 },
      { sku: 'LUMO-PRO', quantity: 1 },
    ]);
    const merged = await call(
      t.app,
      'uk',
      MERGE_CARTS,
      { source: guest, destination: first.id },
      { token: customer.token },
    );
    expect(merged.errors).toBeUndefined();
    const items = merged.data?.mergeCarts.itemsV2.items.map(
      (i: { product: { sku: string }; quantity: number }) => [i.product.sku, i.quantity],
    );
    expect(items).toEqual([
      ['ACC-CASE', 3],
      ['LUMO-PRO', 1],
    ]);
    // The guest cart is over.
    expect(firstError(await call(t.app, 'uk', CART, { cartId: guest })).message).toBe(
      "The cart isn't active.",
    );
    // A customer's cart in another store view is a different cart.
    const gr = (await call(t.app, 'gr', CUSTOMER_CART, {}, { token: customer.token })).data
      ?.customerCart;
    expect(gr?.id ?? null).not.toBe(first.id);
  });

  it("refuses other shoppers: a customer with a guest cart id, another customer's cart, a customer cart without a token", async () => {
    const ada = await registeredCustomer(t.app, t.database, 'uk');
    const bob = await registeredCustomer(t.app, t.database, 'uk');
    const adaCart = (await call(t.app, 'uk', CUSTOMER_CART, {}, { token: ada.token })).data
      ?.customerCart.id;
    const guest = await newGuestCart(t.app, 'uk');

    const asBob = await call(t.app, 'uk', CART, { cartId: adaCart }, { token: bob.token });
    expect(firstError(asBob)).toMatchObject({
      message: `The current user cannot perform operations on cart "${adaCart}"`,
      extensions: { category: 'graphql-authorization' },
    });
    const anonymous = await call(t.app, 'uk', CART, { cartId: adaCart });
    expect(firstError(anonymous).extensions?.category).toBe('graphql-authorization');
    const bobWithGuest = await add(guest, [{ sku: 'ACC-CASE', quantity: 1 }], bob.token);
    expect(firstError(bobWithGuest).extensions?.category).toBe('graphql-authorization');
    const unknown = await call(t.app, 'uk', CART, { cartId: 'x'.repeat(32) });
    expect(firstError(unknown)).toMatchObject({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    // Another store view does not see the cart.
    expect(firstError(await call(t.app, 'gr', CART, { cartId: guest })).extensions?.category).toBe(
      'graphql-no-such-entity',
    );
    // Merging someone else's cart into your own is refused, and theirs stays as it was.
    await add(adaCart, [{ sku: 'ACC-CASE', quantity: 1 }], ada.token);
    const steal = await call(t.app, 'uk', MERGE_CARTS, { source: adaCart }, { token: bob.token });
    expect(firstError(steal).extensions?.category).toBe('graphql-authorization');
    const still = (await call(t.app, 'uk', CART, { cartId: adaCart }, { token: ada.token })).data
      ?.cart;
    expect(still.total_quantity).toBe(1);
    // Merging into someone else's cart is refused.
    const into = await call(
      t.app,
      'uk',
      MERGE_CARTS,
      { source: guest, destination: adaCart },
      { token: bob.token },
    );
    expect(firstError(into).extensions?.category).toBe('graphql-authorization');
  });

  it("a saved address must be the customer's own; a guest cannot use saved addresses or a customer set a guest email", async () => {
    const ada = await registeredCustomer(t.app, t.database, 'uk');
    const bob = await registeredCustomer(t.app, t.database, 'uk');
    const saved = await call(
      t.app,
      'uk',
      CREATE_ADDRESS,
      { input: { ...addressFor('uk'), street: ['2 Low Road'] } },
      { token: ada.token },
    );
    const addressId = saved.data?.createCustomerAddress.id;
    expect(addressId).toBeTypeOf('number');
    const adaCart = (await call(t.app, 'uk', CUSTOMER_CART, {}, { token: ada.token })).data
      ?.customerCart.id;
    const bobCart = (await call(t.app, 'uk', CUSTOMER_CART, {}, { token: bob.token })).data
      ?.customerCart.id;
    const own = await call(
      t.app,
      'uk',
      SET_BILLING_ADDRESS,
      { cartId: adaCart, address: { customer_address_id: addressId } },
      { token: ada.token },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.setBillingAddressOnCart.cart.billing_address.city).toBe('London');
    const other = await call(
      t.app,
      'uk',
      SET_BILLING_ADDRESS,
      { cartId: bobCart, address: { customer_address_id: addressId } },
      { token: bob.token },
    );
    expect(firstError(other).extensions?.category).toBe('graphql-no-such-entity');
    const guest = await newGuestCart(t.app, 'uk');
    const asGuest = await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId: guest,
      address: { customer_address_id: addressId },
    });
    expect(firstError(asGuest).extensions?.category).toBe('graphql-authorization');
    const email = await call(
      t.app,
      'uk',
      SET_EMAIL,
      { cartId: adaCart, email: 'other@example.com' },
      { token: ada.token },
    );
    expect(firstError(email).extensions?.category).toBe('graphql-input');
  });

  it('validates addresses like customer addresses and only for countries the store view ships to', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    const badPostcode = await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId,
      address: { address: addressFor('uk', { postcode: '12345' }) },
    });
    expect(firstError(badPostcode)).toMatchObject({
      extensions: { category: 'graphql-input', field: 'postcode' },
    });
    const france = await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId,
      address: { address: addressFor('eu') },
    });
    expect(firstError(france).extensions?.category).toBe('graphql-input');
    const badEmail = await call(t.app, 'uk', SET_EMAIL, { cartId, email: 'not-an-email' });
    expect(firstError(badEmail).extensions?.category).toBe('graphql-input');
    const cart = (await call(t.app, 'uk', CART, { cartId })).data?.cart;
    expect(cart.shipping_addresses).toEqual([]);
    expect(cart.email).toBeNull();
  });

  it('click and collect needs an active shop of the store view', async () => {
    const cartId = await newGuestCart(t.app, 'uk');
    await add(cartId, [{ sku: 'ACC-CASE', quantity: 1 }]);
    const noStore = await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId,
      address: { address: addressFor('uk') },
    });
    expect(noStore.errors).toBeUndefined();
    const refused = await call(t.app, 'uk', SET_SHIPPING_METHOD, {
      cartId,
      carrier: 'instore',
      method: 'pickup',
    });
    expect(firstError(refused).extensions?.category).toBe('graphql-input');
    const recycling = await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId,
      address: { address: addressFor('uk'), pickup_location_code: 'uk-rec-london-pimlico' },
    });
    expect(firstError(recycling).message).toBe('The pickup location is not available.');
    const shop = await call(t.app, 'uk', SET_SHIPPING_ADDRESS, {
      cartId,
      address: { address: addressFor('uk'), pickup_location_code: 'uk-london-soho' },
    });
    expect(shop.errors).toBeUndefined();
    const cart = shop.data?.setShippingAddressesOnCart.cart;
    expect(cart.shipping_addresses[0]).toMatchObject({
      pickup_location_code: 'uk-london-soho',
      selected_shipping_method: {
        carrier_code: 'instore',
        method_code: 'pickup',
        amount: { value: 0 },
      },
    });
    // Belfast is shown in the Irish store view but is not in Ireland.
    const ie = await newGuestCart(t.app, 'ie');
    await call(t.app, 'ie', ADD_PRODUCTS, {
      cartId: ie,
      items: [{ sku: 'ACC-CASE', quantity: 1 }],
    });
    const belfast = await call(t.app, 'ie', SET_SHIPPING_ADDRESS, {
      cartId: ie,
      address: { address: addressFor('ie'), pickup_location_code: 'uk-belfast' },
    });
    expect(firstError(belfast).message).toBe('The pickup location is not available.');
  });
});
