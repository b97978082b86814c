import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, paymentTokens, products } from '../../db/schema';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { registeredCustomer } from '../customers/customer-test-calls';
import { card, PLACE_ORDER, product, readyCart, SUBMIT_CARD } from '../orders/order-test-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());
const db = () => t.database.db;

const SET_PAYMENT_WITH_CART = /* GraphQL */ `
  mutation SetPayment($input: SetPaymentMethodOnCartInput) {
    setPaymentMethodOnCart(input: $input) {
      cart {
        id
        available_payment_methods {
          code
          title
        }
        selected_payment_method {
          code
          title
        }
      }
    }
  }
`;

const TOKENS = /* GraphQL */ `
  query {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`;

const SESSION = /* GraphQL */ `
  query Session($id: String!) {
    paymentSession(session_id: $id) {
      session_id
      status
      order_number
      amount {
        value
        currency
      }
      merchant_name
      test_cards {
        number
        outcome
      }
    }
  }
`;

describe('payment methods on the cart', () => {
  it('lists the store view’s methods and refuses one that is not available there', async () => {
    const item = await product(db(), 5);
    const uk = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 1 }] });
    const set = await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      { input: { cart_id: uk.maskedId, payment_method: { code: 'checkmo' } } },
      { store: 'uk' },
    );
    expect(set.errors).toBeUndefined();
    const cart = set.data!.setPaymentMethodOnCart.cart;
    expect(cart.available_payment_methods.map((method: { code: string }) => method.code)).toEqual([
      'worldpay_cc',
      'banktransfer',
      'checkmo',
    ]);
    expect(cart.selected_payment_method).toEqual({ code: 'checkmo', title: 'Check / Money order' });

    const grItem = await product(db(), 5, 'gr');
    const gr = await readyCart(t.app, db(), {
      storeView: 'gr',
      items: [{ sku: grItem.sku, qty: 1 }],
    });
    for (const code of ['checkmo', 'paypal', 'worldpay_cc_vault']) {
      const refused = await gql(
        t.app,
        SET_PAYMENT_WITH_CART,
        { input: { cart_id: gr.maskedId, payment_method: { code } } },
        { store: 'gr' },
      );
      expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    const [unchanged] = await db().select().from(carts).where(eq(carts.id, gr.id));
    expect(unchanged!.paymentMethodCode).toBeNull();
  });

  it('a Venia-shaped run: checkmo, then placeOrder returns order.order_number and orderV2', async () => {
    const item = await product(db(), 5);
    const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 1 }] });
    await gql(
      t.app,
      `mutation ($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id selected_payment_method { code } } } }`,
      { cartId: cart.maskedId },
      { store: 'uk' },
    );
    const placed = await gql(
      t.app,
      `mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number order_id } orderV2 { number status payment_methods { name type } } errors { code message } } }`,
      { cartId: cart.maskedId },
      { store: 'uk' },
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(order.order.order_number).toMatch(/^\d{9}$/);
    expect(order.order.order_id).toBe(order.order.order_number);
    expect(order.orderV2).toEqual({
      number: order.order.order_number,
      status: 'pending',
      payment_methods: [{ name: 'Check / Money order', type: 'checkmo' }],
    });
  });
});

describe('saved cards and sessions', () => {
  it('saves the card on approval (brand, last four, expiry only) and pays the next order with it', async () => {
    const ada = await registeredCustomer(t.app, t.database, 'uk');
    const item = await product(db(), 10);
    const first = await readyCart(t.app, db(), {
      token: ada.token,
      items: [{ sku: item.sku, qty: 1 }],
    });
    const set = await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      {
        input: {
          cart_id: first.maskedId,
          payment_method: { code: 'worldpay_cc', worldpay_cc: { save_card: true } },
        },
      },
      { store: 'uk', token: ada.token },
    );
    expect(set.errors).toBeUndefined();
    const placed = (
      await gql(
        t.app,
        PLACE_ORDER,
        { input: { cart_id: first.maskedId } },
        { store: 'uk', token: ada.token },
      )
    ).data!.placeOrder;
    const session = placed.payment_redirect.session_id;

    // The page reads the session: amount, billing name, test cards; nothing else personal.
    const read = await gql(t.app, SESSION, { id: session }, { store: 'uk', token: ada.token });
    expect(read.data!.paymentSession).toMatchObject({
      status: 'OPEN',
      order_number: placed.order.order_number,
      amount: {
        value: (await t.app.services.carts.priceCart(first)).grandTotalMinor / 100,
        currency: 'GBP',
      },
      merchant_name: 'Ada Lovelace',
    });
    expect(read.data!.paymentSession.test_cards).toHaveLength(3);
    // Another shopper (a guest, or another customer) cannot read or pay it.
    const stranger = await gql(t.app, SESSION, { id: session }, { store: 'uk' });
    expect(stranger.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const strangerPays = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(session, '4444333322221111') },
      { store: 'uk' },
    );
    expect(strangerPays.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');

    const paid = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(session, '4444 3333 2222 1111') },
      { store: 'uk', token: ada.token },
    );
    expect(paid.data!.submitSandboxCardPayment.status).toBe('APPROVED');
    const tokens = await gql(t.app, TOKENS, {}, { store: 'uk', token: ada.token });
    const saved = tokens.data!.customerPaymentTokens.items;
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0].details)).toEqual({
      type: 'VI',
      maskedCC: '1111',
      expirationDate: '12/2099',
    });
    const stored = JSON.stringify(await db().select().from(paymentTokens));
    expect(stored).not.toContain('4444333322221111');
    expect(stored).not.toContain('4444 3333');

    // Second order: worldpay_cc_vault, approved at placeOrder, no page.
    const second = await readyCart(t.app, db(), {
      token: ada.token,
      items: [{ sku: item.sku, qty: 2 }],
    });
    const vault = await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      {
        input: {
          cart_id: second.maskedId,
          payment_method: {
            code: 'worldpay_cc_vault',
            worldpay_cc_vault: { public_hash: saved[0].public_hash },
          },
        },
      },
      { store: 'uk', token: ada.token },
    );
    expect(vault.errors).toBeUndefined();
    const vaulted = (
      await gql(
        t.app,
        PLACE_ORDER,
        { input: { cart_id: second.maskedId } },
        { store: 'uk', token: ada.token },
      )
    ).data!.placeOrder;
    expect(vaulted.errors).toEqual([]);
    expect(vaulted.payment_redirect).toBeNull();
    expect(vaulted.orderV2.status).toBe('processing');
    const [stock] = await db().select().from(products).where(eq(products.id, item.id));
    expect(stock!.stockQty).toBe(7);

    // Another customer cannot use or delete Ada's card.
    const bob = await registeredCustomer(t.app, t.database, 'uk');
    const bobCart = await readyCart(t.app, db(), {
      token: bob.token,
      items: [{ sku: item.sku, qty: 1 }],
    });
    const bobUses = await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      {
        input: {
          cart_id: bobCart.maskedId,
          payment_method: {
            code: 'worldpay_cc_vault',
            worldpay_cc_vault: { public_hash: saved[0].public_hash },
          },
        },
      },
      { store: 'uk', token: bob.token },
    );
    expect(bobUses.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const bobDeletes = await gql(
      t.app,
      `mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) { result } }`,
      { hash: saved[0].public_hash },
      { store: 'uk', token: bob.token },
    );
    expect(bobDeletes.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect(
      await db().select().from(paymentTokens).where(eq(paymentTokens.customerId, ada.id)),
    ).toHaveLength(1);

    const adaDeletes = await gql(
      t.app,
      `mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }`,
      { hash: saved[0].public_hash },
      { store: 'uk', token: ada.token },
    );
    expect(adaDeletes.data!.deletePaymentToken).toEqual({
      result: true,
      customerPaymentTokens: { items: [] },
    });
  });

  it('a guest cannot save a card; a canceled session cancels the order and restores the cart', async () => {
    const item = await product(db(), 4);
    const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 2 }] });
    const refused = await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      {
        input: {
          cart_id: cart.maskedId,
          payment_method: { code: 'worldpay_cc', worldpay_cc: { save_card: true } },
        },
      },
      { store: 'uk' },
    );
    expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-input');
    await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      { input: { cart_id: cart.maskedId, payment_method: { code: 'worldpay_cc' } } },
      { store: 'uk' },
    );
    const placed = (
      await gql(t.app, PLACE_ORDER, { input: { cart_id: cart.maskedId } }, { store: 'uk' })
    ).data!.placeOrder;
    const canceled = await gql(
      t.app,
      `mutation ($id: String!) { cancelPaymentSession(session_id: $id) { status redirect_url message } }`,
      { id: placed.payment_redirect.session_id },
      { store: 'uk' },
    );
    expect(canceled.data!.cancelPaymentSession).toEqual({
      status: 'CANCELED',
      redirect_url: `/checkout/error?order=${placed.order.order_number}`,
      message: 'The payment was canceled.',
    });
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.incrementId, placed.order.order_number));
    expect(order!.status).toBe('canceled');
    const [restored] = await db().select().from(carts).where(eq(carts.id, cart.id));
    expect(restored!.isActive).toBe(true);
    const [stock] = await db().select().from(products).where(eq(products.id, item.id));
    expect(stock!.stockQty).toBe(4);
  });

  it('bounds card attempts per session (invalid cards count) and never pays a finished one', async () => {
    const item = await product(db(), 4);
    const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 1 }] });
    await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      { input: { cart_id: cart.maskedId, payment_method: { code: 'worldpay_cc' } } },
      { store: 'uk' },
    );
    const placed = (
      await gql(t.app, PLACE_ORDER, { input: { cart_id: cart.maskedId } }, { store: 'uk' })
    ).data!.placeOrder;
    const session = placed.payment_redirect.session_id;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const invalid = await gql(
        t.app,
        SUBMIT_CARD,
        { input: card(session, '4444333322221112') },
        { store: 'uk' },
      );
      expect(invalid.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    const sixth = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(session, '4444333322221111') },
      { store: 'uk' },
    );
    expect(sixth.data!.submitSandboxCardPayment).toMatchObject({
      status: 'DECLINED',
      message: 'Too many payment attempts.',
    });
    const later = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(session, '4444333322221111') },
      { store: 'uk' },
    );
    expect(later.data!.submitSandboxCardPayment.status).toBe('DECLINED');
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.incrementId, placed.order.order_number));
    expect(order!.status).toBe('canceled');
    expect(JSON.stringify(t.logger.entries)).not.toContain('4444333322221112');
  });

  it('an expired session (30 minutes) ends canceled', async () => {
    const item = await product(db(), 4);
    const cart = await readyCart(t.app, db(), { items: [{ sku: item.sku, qty: 1 }] });
    await gql(
      t.app,
      SET_PAYMENT_WITH_CART,
      { input: { cart_id: cart.maskedId, payment_method: { code: 'worldpay_cc' } } },
      { store: 'uk' },
    );
    const placed = (
      await gql(t.app, PLACE_ORDER, { input: { cart_id: cart.maskedId } }, { store: 'uk' })
    ).data!.placeOrder;
    t.clock.advance(31 * 60_000);
    const late = await gql(
      t.app,
      SUBMIT_CARD,
      { input: card(placed.payment_redirect.session_id, '4444333322221111') },
      { store: 'uk' },
    );
    expect(late.data!.submitSandboxCardPayment.status).toBe('CANCELED');
    const [stock] = await db().select().from(products).where(eq(products.id, item.id));
    expect(stock!.stockQty).toBe(4);
  });
});
