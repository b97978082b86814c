import { randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext } from '@playwright/test';
import { env, skipAgeBarrier } from './support';

/**
 * Issue 13, the order side of the dashboard and /track-order (ADR 0036). Orders are placed
 * through the api as the checkout would (customer token, customerCart, addProductsToCart,
 * addresses, delivery, payment, placeOrder); the test then drives the pages. The card sandbox
 * (ADR 0033) approves 4444 3333 2222 1111, which also leaves a saved card when asked.
 * The /ie store view: English, no email confirmation, EUR.
 */

const STORE = 'ie';
const PREFIX = '/ie';
const PASSWORD = 'Vape-Safe-2026';
const SKU = 'ACC-USBC-CABLE';
const PRODUCT = 'USB-C Charging Cable';

type Answer = { data?: Record<string, any>; errors?: { message: string }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${env.api}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: STORE,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Answer;
  expect(body.errors, `${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data!;
}

async function registeredCustomer(lastname: string): Promise<{ token: string; email: string }> {
  const email = `e2e-orders-${randomBytes(5).toString('hex')}@lumo.test`;
  await api(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    {
      input: {
        firstname: 'Ada',
        lastname,
        email,
        password: PASSWORD,
        date_of_birth: '1990-05-17',
        policy_agreed: true,
      },
    },
  );
  const signedIn = await api(
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password: PASSWORD },
  );
  return { token: signedIn.generateCustomerToken.token as string, email };
}

const address = (lastname: string) => ({
  firstname: 'Ada',
  lastname,
  street: ['1 Grafton Street'],
  city: 'Dublin',
  postcode: 'D02 XY45',
  country_code: 'IE',
  telephone: '+353 1 555 0100',
});

/** Fills a cart and places the order; answers the order number (and the card session). */
async function placeOrder(options: {
  token?: string;
  email?: string;
  lastname: string;
  qty: number;
  payment: Record<string, unknown>;
}): Promise<{ number: string; sessionId: string | null }> {
  const { token } = options;
  const cartId = token
    ? ((await api(`{ customerCart { id } }`, {}, token)).customerCart.id as string)
    : ((await api(`mutation { createGuestCart { cart { id } } }`)).createGuestCart.cart
        .id as string);
  await api(
    `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }`,
    { cartId, items: [{ sku: SKU, quantity: options.qty }] },
    token,
  );
  if (!token) {
    await api(
      `mutation ($input: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $input) { cart { id } } }`,
      { input: { cart_id: cartId, email: options.email } },
    );
  }
  await api(
    `mutation ($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }`,
    { input: { cart_id: cartId, shipping_addresses: [{ address: address(options.lastname) }] } },
    token,
  );
  await api(
    `mutation ($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }`,
    { input: { cart_id: cartId, billing_address: { address: address(options.lastname) } } },
    token,
  );
  await api(
    `mutation ($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }`,
    {
      input: {
        cart_id: cartId,
        shipping_methods: [{ carrier_code: 'lumo', method_code: 'standard' }],
      },
    },
    token,
  );
  await api(
    `mutation ($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { __typename } }`,
    { input: { cart_id: cartId, payment_method: options.payment } },
    token,
  );
  const placed = await api(
    `mutation ($input: PlaceOrderInput) { placeOrder(input: $input) { orderV2 { number } errors { code message } payment_redirect { session_id } } }`,
    { input: { cart_id: cartId } },
    token,
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return {
    number: placed.placeOrder.orderV2.number as string,
    sessionId: (placed.placeOrder.payment_redirect?.session_id as string | undefined) ?? null,
  };
}

/** The hosted page's card submission (a customer's order: the customer's session only). */
async function payWithTestCard(sessionId: string, token: string): Promise<void> {
  const paid = await api(
    `mutation ($input: SandboxCardPaymentInput!) { submitSandboxCardPayment(input: $input) { status } }`,
    {
      input: {
        session_id: sessionId,
        card_number: '4444 3333 2222 1111',
        holder_name: 'Ada Lovelace',
        expiry_month: 12,
        expiry_year: new Date().getFullYear() + 3,
        cvc: '123',
      },
    },
    token,
  );
  expect(paid.submitSandboxCardPayment.status).toBe('APPROVED');
}

async function signInAs(context: BrowserContext, token: string): Promise<void> {
  await context.clearCookies();
  await context.addCookies([
    { name: 'customer_token', value: token, url: env.storefront, httpOnly: true, sameSite: 'Lax' },
    { name: 'customer_session', value: '1', url: env.storefront, sameSite: 'Lax' },
  ]);
}

test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

test('a customer sees two orders in history, filters, opens one, prints it, reorders it, repeats it with auto-ship and removes a saved card', async ({
  page,
  context,
}) => {
  const customer = await registeredCustomer('Lovelace');
  const transfer = await placeOrder({
    token: customer.token,
    lastname: 'Lovelace',
    qty: 1,
    payment: { code: 'banktransfer' },
  });
  const card = await placeOrder({
    token: customer.token,
    lastname: 'Lovelace',
    qty: 2,
    payment: { code: 'worldpay_cc', worldpay_cc: { save_card: true } },
  });
  expect(card.sessionId).toBeTruthy();
  await payWithTestCard(card.sessionId!, customer.token);
  await signInAs(context, customer.token);

  // History: both orders, newest first, with their status labels.
  await page.goto(`${PREFIX}/dashboard/order-history`);
  await expect(page.getByTestId('route:order-history')).toBeVisible();
  const rows = page.getByTestId('order:row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('order:row-number')).toHaveText(card.number);
  await expect(rows.nth(1).getByTestId('order:row-number')).toHaveText(transfer.number);
  await expect(page.getByTestId('order:total-count')).toHaveText('2 orders');
  await expect(rows.nth(0).getByTestId('order:row-total')).toContainText('€');

  // The status filter is in the URL.
  await page.getByTestId('order:filter-processing').click();
  await expect(page).toHaveURL(/order-history\?status=processing$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('order:row-number')).toHaveText(card.number);
  await page.getByTestId('order:filter-pending').click();
  await expect(page).toHaveURL(/status=pending$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('order:row-number')).toHaveText(transfer.number);
  await page.getByTestId('order:filter-complete').click();
  await expect(page.getByTestId('order:empty')).toBeVisible();

  // Magento's route leads to the history; the overview shows the latest orders.
  await page.goto(`${PREFIX}/customer/account/orders`);
  await expect(page).toHaveURL(new RegExp(`${PREFIX}/dashboard/order-history$`));
  await page.goto(`${PREFIX}/dashboard`);
  await expect(page.getByTestId('dashboard:latest-orders').getByTestId('order:row')).toHaveCount(2);

  // The order view.
  await page.goto(`${PREFIX}/dashboard/order-history`);
  await rows.filter({ hasText: transfer.number }).getByTestId('order:row-link').click();
  await expect(page.getByTestId('route:order')).toBeVisible();
  await expect(page.getByTestId('order:number')).toHaveText(transfer.number);
  await expect(page.getByTestId('order:item-name')).toHaveText(PRODUCT);
  await expect(page.getByTestId('order:item-qty')).toHaveText('1');
  await expect(page.getByTestId('order:shipping-address')).toContainText('1 Grafton Street');
  await expect(page.getByTestId('order:grand-total')).toContainText('€');
  await expect(page.getByTestId('order:no-tracking')).toBeVisible();

  // Its print view: no header, footer or tabs when printed, black on white.
  await page.getByTestId('order:print-link').click();
  await expect(page.getByTestId('route:order-print')).toBeVisible();
  await expect(page.getByTestId('order:print')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByTestId('dashboard:tabs')).toBeHidden();
  await expect(page.getByTestId('order:print')).toBeHidden();
  await expect(page.getByTestId('order:item-name')).toBeVisible();
  expect(
    await page.getByTestId('order:details').evaluate((node) => getComputedStyle(node).color),
  ).toBe('rgb(0, 0, 0)');
  await page.emulateMedia({ media: 'screen' });

  // Someone else's order number is simply not found.
  const other = await registeredCustomer('Byron');
  const otherOrder = await placeOrder({
    token: other.token,
    lastname: 'Byron',
    qty: 1,
    payment: { code: 'banktransfer' },
  });
  const response = await page.goto(`${PREFIX}/dashboard/order-history/order/${otherOrder.number}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Byron')).toHaveCount(0);

  // Reorder: the items go into the cart and the cart page opens.
  await page.goto(`${PREFIX}/dashboard/order-history/order/${transfer.number}`);
  await page.getByTestId('order:reorder').click();
  await expect(page).toHaveURL(new RegExp(`${PREFIX}/checkout/cart$`));
  const cart = await api(
    `{ customerCart { items { quantity product { sku } } } }`,
    {},
    customer.token,
  );
  expect(cart.customerCart.items).toEqual([{ quantity: 1, product: { sku: SKU } }]);

  // Auto-ship from the order: every 30 days, then skip the next delivery and cancel.
  await page.goto(`${PREFIX}/dashboard/order/${transfer.number}`);
  await page.getByTestId('order:autoship-interval').selectOption('30');
  await page.getByTestId('order:autoship-create').click();
  await expect(page).toHaveURL(new RegExp(`${PREFIX}/dashboard/auto-ship$`));
  const subscription = page.getByTestId('order:autoship');
  await expect(subscription).toHaveCount(1);
  await expect(subscription).toHaveAttribute('data-order', transfer.number);
  await expect(subscription.getByTestId('order:autoship-status')).toHaveText('Active');
  await expect(subscription.getByTestId('order:autoship-interval-days')).toHaveText(
    'Every 30 days',
  );
  await expect(subscription.getByTestId('order:autoship-item')).toHaveText(`1 × ${PRODUCT}`);
  const nextDate = page.getByTestId('order:autoship-next-date');
  const firstDate = await nextDate.getAttribute('data-date');
  expect(firstDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByTestId('order:autoship-skip').click();
  await expect(nextDate).not.toHaveAttribute('data-date', firstDate!);
  const skippedTo = await nextDate.getAttribute('data-date');
  expect(Date.parse(skippedTo!)).toBeGreaterThan(Date.parse(firstDate!));
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('order:autoship-cancel').click();
  await expect(subscription.getByTestId('order:autoship-status')).toHaveText('Canceled');
  await expect(page.getByTestId('order:autoship-skip')).toHaveCount(0);

  // The saved card of the card order, then its removal (confirmed).
  await page.getByTestId('dashboard:tab-options').click();
  await expect(page.getByTestId('route:payment-options')).toBeVisible();
  const saved = page.getByTestId('order:card');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId('order:card-last-four')).toHaveText('ending in 1111');
  await expect(saved.getByTestId('order:card-expiry')).toContainText(
    String(new Date().getFullYear() + 3),
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await saved.getByTestId('order:card-remove').click();
  await expect(page.getByTestId('order:cards-empty')).toBeVisible();
});

test('a guest tracks an order at /track-order; a wrong last name gets the neutral message', async ({
  page,
}) => {
  const email = `e2e-guest-${randomBytes(5).toString('hex')}@lumo.test`;
  const order = await placeOrder({
    email,
    lastname: 'Hopper',
    qty: 2,
    payment: { code: 'banktransfer' },
  });
  await page.goto(`${PREFIX}/track-order`);
  await expect(page.getByTestId('route:track-order')).toBeVisible();

  // The browser checks the fields first.
  await page.getByTestId('order:track-submit').click();
  await expect(page.getByText('Please enter your order number.')).toBeVisible();

  await page.getByLabel('Order number').fill(order.number);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Last name').fill('Turing');
  await page.getByTestId('order:track-submit').click();
  await expect(page.getByTestId('order:track-error')).toHaveText(
    'We could not find an order with these details. Please check them and try again.',
  );

  await page.getByLabel('Last name').fill('Hopper');
  await page.getByTestId('order:track-submit').click();
  const result = page.getByTestId('order:track-result');
  await expect(result.getByTestId('order:number')).toHaveText(order.number);
  await expect(result.getByTestId('order:status')).toHaveAttribute('data-status', 'pending');
  await expect(result.getByTestId('order:item-name')).toHaveText(PRODUCT);
  await expect(result.getByTestId('order:item-qty')).toHaveText('2');
  await expect(result.getByTestId('order:no-tracking')).toBeVisible();
});
