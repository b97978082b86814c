import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from '@/test/fake-api';

/** The cookie jar of next/headers, in memory. */
const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) =>
      jar.set(name, { value, options }),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers(),
}));

const {
  cancelPaymentAction,
  checkoutLoginAction,
  continueAsGuestAction,
  placeOrderAction,
  saveAddressesAction,
  saveShippingMethodAction,
  submitCardAction,
} = await import('./actions');
const { loadCountries } = await import('./server/checkout-api');

type Reply = { status?: number; body: unknown };
let handlers: Record<string, (variables: Record<string, unknown>) => Reply> = {};
const api = await startFakeApi((request) => {
  const body = JSON.parse(request.body) as { query: string; variables?: Record<string, unknown> };
  const name = body.query.match(/(?:mutation|query) (\w+)/)?.[1] ?? '';
  const handler = handlers[name];
  return handler
    ? handler(body.variables ?? {})
    : { body: { errors: [{ message: `no ${name}` }] } };
});
const previousApiUrl = process.env.API_URL;
const calls = () =>
  api.requests.map((request) => {
    const body = JSON.parse(request.body) as { query: string; variables?: Record<string, unknown> };
    return {
      name: body.query.match(/(?:mutation|query) (\w+)/)?.[1],
      variables: body.variables,
      headers: request.headers,
    };
  });

const GUEST_ID = 'guestcartid0123456789abcdefABCD';
const ok = (data: unknown): Reply => ({ body: { data } });

beforeAll(() => {
  process.env.API_URL = api.url;
});
afterAll(async () => {
  process.env.API_URL = previousApiUrl;
  await api.close();
});
beforeEach(() => {
  jar.clear();
  api.requests.length = 0;
  handlers = {};
});

function asGuest() {
  jar.set('cart_uk', { value: GUEST_ID, options: {} });
}

const address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '020 7946 0000',
  street: ['12 Fleet Street', ''],
  city: 'London',
  region: { region_id: '', region: '' },
  postcode: 'EC4Y 1AA',
  country_code: 'GB',
};

describe('continue as guest', () => {
  it("puts the email on the cookie's cart and goes to step 1", async () => {
    asGuest();
    handlers.CheckoutSetGuestEmail = (variables) =>
      ok({ setGuestEmailOnCart: { cart: { id: variables.cartId, email: variables.email } } });
    const result = await continueAsGuestAction('uk', { email: ' ada@lumo.test ' });
    expect(result).toEqual({
      ok: true,
      redirectTo: '/checkout/onepage?step=customer_address_data',
    });
    expect(calls()[0]?.variables).toEqual({ cartId: GUEST_ID, email: 'ada@lumo.test' });
    expect(JSON.stringify(result)).not.toContain(GUEST_ID);
  });

  it('refuses a bad email at the field without calling the api', async () => {
    asGuest();
    const result = await continueAsGuestAction('uk', { email: 'not-an-email' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
    expect(api.requests).toHaveLength(0);
  });

  it('says the basket is gone when there is no cart cookie', async () => {
    const result = await continueAsGuestAction('uk', { email: 'ada@lumo.test' });
    expect(result).toEqual({ ok: false, formError: 'Your basket is empty or has expired.' });
  });
});

describe('log in at checkout', () => {
  it('keeps the token in the httpOnly cookie and merges the guest cart into the customer cart', async () => {
    asGuest();
    handlers.AccountLogin = () => ok({ generateCustomerToken: { token: 'secret-token' } });
    handlers.CartCustomerId = () =>
      ok({ customerCart: { id: 'customercart0123456789abcdefABCD' } });
    handlers.CartMerge = () => ok({ mergeCarts: { id: 'customercart0123456789abcdefABCD' } });
    const result = await checkoutLoginAction('eu', { email: 'ada@lumo.test', password: 'pw' });
    expect(result).toEqual({
      ok: true,
      redirectTo: '/eu/checkout/onepage?step=customer_address_data',
    });
    expect(jar.get('customer_token')?.options).toMatchObject({ httpOnly: true });
    // The guest cookie of the eu store view was not set: nothing to merge there.
    expect(calls().map((call) => call.name)).toEqual(['AccountLogin']);
    jar.clear();
    jar.set('cart_uk', { value: GUEST_ID, options: {} });
    api.requests.length = 0;
    await checkoutLoginAction('uk', { email: 'ada@lumo.test', password: 'pw' });
    expect(calls().map((call) => call.name)).toEqual([
      'AccountLogin',
      'CartCustomerId',
      'CartMerge',
    ]);
    expect(calls()[2]?.headers.authorization).toBe('Bearer secret-token');
    expect(jar.has('cart_uk')).toBe(false);
  });
});

describe('address step', () => {
  it('sets the shipping address and the same billing address, then opens step 2', async () => {
    asGuest();
    handlers.CheckoutSetShippingAddress = () =>
      ok({ setShippingAddressesOnCart: { cart: { id: GUEST_ID } } });
    handlers.CheckoutSetBillingAddress = () =>
      ok({ setBillingAddressOnCart: { cart: { id: GUEST_ID } } });
    const result = await saveAddressesAction('uk', {
      shipping_choice: 'new',
      shipping: address,
      save_in_address_book: false,
      billing_same: true,
      billing: address,
    });
    expect(result).toEqual({ ok: true, redirectTo: '/checkout/onepage?step=shipping_method' });
    const [shipping, billing] = calls();
    expect(shipping?.variables).toMatchObject({
      cartId: GUEST_ID,
      shipping: {
        address: { postcode: 'EC4Y 1AA', street: ['12 Fleet Street'], country_code: 'GB' },
      },
    });
    expect(billing?.variables).toMatchObject({ billing: { same_as_shipping: true } });
  });

  it("shows the api's refusal at the field it names, in the shopper's words", async () => {
    asGuest();
    handlers.CheckoutSetShippingAddress = () => ({
      body: {
        errors: [
          {
            message: 'The region is not a region of the country.',
            extensions: {
              category: 'graphql-input',
              field: 'shipping_addresses.0.address.region_id',
            },
          },
        ],
      },
    });
    const result = await saveAddressesAction('uk', {
      shipping_choice: 'new',
      shipping: address,
      billing_same: true,
      billing: address,
    });
    expect(result).toEqual({
      ok: false,
      formError: 'Please check the highlighted fields.',
      fieldErrors: { 'shipping.region_id': 'The region is not a region of the country.' },
    });
    expect(calls().map((call) => call.name)).toEqual(['CheckoutSetShippingAddress']);
  });

  it('refuses an invalid postcode before calling the api', async () => {
    asGuest();
    const result = await saveAddressesAction('uk', {
      shipping_choice: 'new',
      shipping: { ...address, postcode: '123' },
      billing_same: true,
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { 'shipping.postcode': expect.any(String) },
    });
    expect(api.requests).toHaveLength(0);
  });
});

describe('click and collect', () => {
  it('needs a store, then sends the address again with the pickup location before the method', async () => {
    asGuest();
    const missing = await saveShippingMethodAction('uk', {
      method: 'instore|pickup',
      pickup_location_code: '',
    });
    expect(missing).toMatchObject({
      ok: false,
      fieldErrors: { pickup_location_code: 'Choose the store you collect from.' },
    });
    expect(api.requests).toHaveLength(0);
    handlers.CheckoutCart = () =>
      ok({
        cart: {
          id: GUEST_ID,
          shipping_addresses: [
            {
              firstname: 'Ada',
              lastname: 'Lovelace',
              street: ['12 Fleet Street'],
              city: 'London',
              postcode: 'EC4Y 1AA',
              telephone: '0207',
              region: null,
              country: { code: 'GB', label: 'United Kingdom' },
            },
          ],
        },
      });
    handlers.CheckoutSetShippingAddress = () =>
      ok({ setShippingAddressesOnCart: { cart: { id: GUEST_ID } } });
    handlers.CheckoutSetShippingMethod = () =>
      ok({ setShippingMethodsOnCart: { cart: { id: GUEST_ID } } });
    const result = await saveShippingMethodAction('uk', {
      method: 'instore|pickup',
      pickup_location_code: 'LDN-01',
    });
    expect(result).toEqual({ ok: true, redirectTo: '/checkout/onepage?step=payment_method' });
    expect(calls().map((call) => call.name)).toEqual([
      'CheckoutCart',
      'CheckoutSetShippingAddress',
      'CheckoutSetShippingMethod',
    ]);
    expect(calls()[1]?.variables).toMatchObject({
      shipping: { pickup_location_code: 'LDN-01', address: { city: 'London', country_code: 'GB' } },
    });
  });
});

describe('place order', () => {
  const agreements = (mode: 'MANUAL' | 'AUTO') => () =>
    ok({
      checkoutAgreements: [
        {
          agreement_id: 1,
          name: 'Terms',
          content: 'T',
          checkbox_text: 'I agree',
          is_html: false,
          mode,
        },
      ],
    });
  const placed = (redirect: string | null) => () =>
    ok({
      placeOrder: {
        orderV2: {
          number: '000000042',
          entity_id: 42,
          status: redirect ? 'pending_payment' : 'pending',
          state: 'new',
        },
        errors: [],
        payment_redirect: redirect ? { url: redirect, session_id: 'sess_12345678' } : null,
      },
    });

  it('refuses while a MANUAL agreement is not ticked, without placing anything', async () => {
    asGuest();
    handlers.CheckoutAgreements = agreements('MANUAL');
    const result = await placeOrderAction('uk', { agreements: [] });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { agreements: 'Please accept the terms to place your order.' },
    });
    expect(calls().map((call) => call.name)).toEqual(['CheckoutAgreements']);
  });

  it('offline: success page with the number, the last-order cookie, and a new basket for the guest', async () => {
    asGuest();
    handlers.CheckoutAgreements = agreements('MANUAL');
    handlers.CheckoutPlaceOrder = placed(null);
    const result = await placeOrderAction('uk', { agreements: [1] });
    expect(result).toEqual({ ok: true, redirectTo: '/checkout/success?order=000000042' });
    expect(JSON.parse(jar.get('lastOrder')!.value)).toEqual({
      entity_id: 42,
      number: '000000042',
      status: 'pending',
      visibility: 'guest',
    });
    expect(jar.get('lastOrder')?.options).toMatchObject({ httpOnly: false, path: '/' });
    expect(jar.has('cart_uk')).toBe(false);
  });

  it("card: the provider's page with the store prefix; the basket cookie stays until paid", async () => {
    jar.set('cart_eu', { value: GUEST_ID, options: {} });
    handlers.CheckoutAgreements = agreements('AUTO');
    handlers.CheckoutPlaceOrder = placed('/checkout/worldpay?session=sess_12345678');
    const result = await placeOrderAction('eu', {});
    expect(result).toEqual({ ok: true, redirectTo: '/eu/checkout/worldpay?session=sess_12345678' });
    expect(jar.get('cart_eu')?.value).toBe(GUEST_ID);
  });

  it('never follows a redirect out of the checkout', async () => {
    asGuest();
    handlers.CheckoutAgreements = agreements('AUTO');
    handlers.CheckoutPlaceOrder = placed('https://evil.example/pay');
    const result = await placeOrderAction('uk', {});
    expect(result).toEqual({ ok: true, redirectTo: '/checkout/error' });
  });

  it('US federal rules: AGE_VERIFICATION_REQUIRED with a way to verify (log in first for a guest)', async () => {
    jar.set('cart_us', { value: GUEST_ID, options: {} });
    handlers.CheckoutAgreements = agreements('AUTO');
    handlers.CheckoutPlaceOrder = () => ({
      body: {
        data: {
          placeOrder: {
            orderV2: null,
            errors: [
              { code: 'AGE_VERIFICATION_REQUIRED', message: 'Age verification is required.' },
            ],
            payment_redirect: null,
          },
        },
        errors: [
          {
            message: 'Age verification is required.',
            extensions: { category: 'graphql-input', code: 'AGE_VERIFICATION_REQUIRED' },
          },
        ],
      },
    });
    const result = await placeOrderAction('us', {});
    expect(result).toEqual({
      ok: false,
      formError: 'Federal law requires us to verify your age before you can order.',
      link: {
        href: '/us/login?return=%2Fus%2Fdashboard%2Fequifax-verification',
        label: 'Log in to verify your age',
      },
    });
    expect(jar.has('lastOrder')).toBe(false);
  });

  it('shows an unknown refusal with the api message, and the network failure generically', async () => {
    asGuest();
    handlers.CheckoutAgreements = agreements('AUTO');
    handlers.CheckoutPlaceOrder = () => ({
      body: {
        errors: [
          { message: 'GraphQL error: Something odd', extensions: { category: 'graphql-input' } },
        ],
      },
    });
    expect(await placeOrderAction('uk', {})).toEqual({ ok: false, formError: 'Something odd' });
    handlers.CheckoutPlaceOrder = () => ({ status: 502, body: 'bad gateway' });
    expect(await placeOrderAction('uk', {})).toEqual({
      ok: false,
      formError: 'Something went wrong. Please try again.',
    });
  });
});

describe('card sandbox page', () => {
  it('declined: the reason kept for /checkout/error (prefixed), the last order canceled', async () => {
    jar.set('cart_eu', { value: GUEST_ID, options: {} });
    jar.set('lastOrder', {
      value: encodeURIComponent(
        JSON.stringify({
          entity_id: 42,
          number: '000000042',
          status: 'pending_payment',
          visibility: 'guest',
        }),
      ),
      options: {},
    });
    handlers.CheckoutSubmitCard = () =>
      ok({
        submitSandboxCardPayment: {
          status: 'DECLINED',
          redirect_url: '/checkout/error?order=000000042',
          message: 'Card declined by the issuer.',
          order_number: '000000042',
        },
      });
    const result = await submitCardAction('eu', 'sess_12345678', {
      card_number: '4000 0000 0000 0002',
      holder_name: 'Ada Lovelace',
      expiry_month: '12',
      expiry_year: '2099',
      cvc: '123',
    });
    expect(result).toEqual({ ok: true, redirectTo: '/eu/checkout/error?order=000000042' });
    expect(jar.get('checkout_payment_error')!.value).toBe('Card declined by the issuer.');
    expect(jar.get('checkout_payment_error')?.options).toMatchObject({ httpOnly: true });
    expect(JSON.parse(jar.get('lastOrder')!.value).status).toBe('canceled');
    // The basket came back: its cookie stays.
    expect(jar.get('cart_eu')?.value).toBe(GUEST_ID);
    expect(calls()[0]?.variables).toEqual({
      input: {
        session_id: 'sess_12345678',
        card_number: '4000000000000002',
        holder_name: 'Ada Lovelace',
        expiry_month: 12,
        expiry_year: 2099,
        cvc: '123',
      },
    });
  });

  it('refuses a bad card at its fields and an unknown session before calling the api', async () => {
    const bad = await submitCardAction('uk', 'sess_12345678', {
      card_number: '12',
      holder_name: '',
      expiry_month: '13',
      expiry_year: '2099',
      cvc: 'x',
    });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        card_number: 'Enter a valid card number.',
        expiry_month: expect.any(String),
        cvc: 'Enter the 3 or 4 digits on the back of the card.',
      },
    });
    expect(await cancelPaymentAction('uk', '../../etc')).toEqual({
      ok: false,
      formError: 'This payment is not open any more.',
    });
    expect(api.requests).toHaveLength(0);
  });
});

describe('countries (SPEC §8 "Countries failure: empty country list")', () => {
  it('are the directory sorted by name, and an empty list when the api fails', async () => {
    handlers.CheckoutCountries = () =>
      ok({
        countries: [
          { id: 'IE', full_name_locale: 'Ireland', available_regions: [] },
          { id: 'FR', full_name_locale: 'France', available_regions: null },
          {
            id: 'US',
            full_name_locale: 'United States',
            available_regions: [{ id: 12, code: 'CA', name: 'California' }],
          },
        ],
      });
    expect(await loadCountries('eu')).toEqual([
      { code: 'FR', name: 'France', regions: [] },
      { code: 'IE', name: 'Ireland', regions: [] },
      { code: 'US', name: 'United States', regions: [{ id: 12, code: 'CA', name: 'California' }] },
    ]);
    handlers.CheckoutCountries = () => ({ status: 500, body: 'down' });
    expect(await loadCountries('eu')).toEqual([]);
  });
});
