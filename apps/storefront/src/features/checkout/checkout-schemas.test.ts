import { describe, expect, it } from 'vitest';
import {
  addressStepSchema,
  cardSchema,
  isPickupMethod,
  missingAgreements,
  paymentStepSchema,
  shippingMethodSchema,
  type AddressFormValues,
} from './checkout-schemas';

const gb: AddressFormValues = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '020 7946 0000',
  street: ['12 Fleet Street', ''],
  city: 'London',
  region: { region_id: '', region: '' },
  postcode: 'ec4y 1aa',
  country_code: 'GB',
};

function step(shipping: AddressFormValues, extra: Record<string, unknown> = {}) {
  return addressStepSchema.safeParse({
    shipping_choice: 'new',
    shipping,
    save_in_address_book: false,
    billing_same: true,
    billing: gb,
    ...extra,
  });
}

function issues(result: ReturnType<typeof step>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('address step schema (per-country rules of @lumo/customer-schema)', () => {
  it('accepts a UK address, normalises the postcode and bills the same address', () => {
    const result = step(gb);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.shipping).toEqual({
      address: expect.objectContaining({
        postcode: 'EC4Y 1AA',
        street: ['12 Fleet Street'],
        country_code: 'GB',
        save_in_address_book: false,
      }),
    });
    expect(result.data.billing).toBe('same_as_shipping');
  });

  it("refuses a postcode in another country's format, at the shipping postcode", () => {
    expect(issues(step({ ...gb, postcode: '12345' }))).toEqual({
      'shipping.postcode': 'account.errors.invalidPostcode',
    });
    // The same five digits are a German postcode.
    expect(step({ ...gb, postcode: '10115', country_code: 'DE' }).success).toBe(true);
    expect(issues(step({ ...gb, postcode: 'D02 XY45', country_code: 'IE' }))).toEqual({});
  });

  it('needs a region in the US and Canada, taken from the directory select', () => {
    const us = { ...gb, country_code: 'US', postcode: '94103', city: 'San Francisco' };
    expect(issues(step(us))).toEqual({ 'shipping.region': 'account.errors.regionRequired' });
    const withRegion = step({ ...us, region: { region_id: '12', region: '' } });
    expect(withRegion.success && withRegion.data.shipping).toEqual({
      address: expect.objectContaining({ region_id: 12, country_code: 'US' }),
    });
  });

  it('checks a separate billing address under billing.*', () => {
    expect(
      issues(step(gb, { billing_same: false, billing: { ...gb, firstname: '', city: '' } })),
    ).toEqual({
      'billing.firstname': 'account.errors.required',
      'billing.city': 'account.errors.required',
    });
  });

  it('uses a saved address by id without checking the (hidden) new-address fields', () => {
    const result = step({ ...gb, postcode: '' }, { shipping_choice: '42' });
    expect(result.success && result.data).toEqual({
      shipping: { customer_address_id: 42 },
      billing: 'same_as_shipping',
    });
    expect(issues(step(gb, { shipping_choice: '-1' }))).toEqual({
      shipping_choice: 'checkout.errors.chooseAddress',
    });
  });

  it('keeps "save in address book" for a new address', () => {
    const result = step(gb, { save_in_address_book: true });
    expect(result.success && result.data.shipping).toMatchObject({
      address: { save_in_address_book: true },
    });
  });
});

describe('shipping, payment and review choices', () => {
  it('reads carrier|method and the click-and-collect store', () => {
    expect(shippingMethodSchema.parse({ method: 'lumo|standard' })).toEqual({
      carrier: 'lumo',
      method: 'standard',
      pickup: null,
    });
    expect(
      shippingMethodSchema.parse({ method: 'instore|pickup', pickup_location_code: ' LDN-01 ' }),
    ).toEqual({ carrier: 'instore', method: 'pickup', pickup: 'LDN-01' });
    expect(shippingMethodSchema.safeParse({ method: '' }).success).toBe(false);
    expect(isPickupMethod('instore', 'pickup')).toBe(true);
    expect(isPickupMethod('lumo', 'nextday')).toBe(false);
  });

  it('maps the payment choice to the api input (card options, saved card hash)', () => {
    expect(paymentStepSchema.parse({ method: 'banktransfer' })).toEqual({ code: 'banktransfer' });
    expect(paymentStepSchema.parse({ method: 'worldpay_cc', save_card: true })).toEqual({
      code: 'worldpay_cc',
      worldpay_cc: { save_card: true },
    });
    expect(paymentStepSchema.parse({ method: 'worldpay_cc_vault:abc123XYZ' })).toEqual({
      code: 'worldpay_cc_vault',
      worldpay_cc_vault: { public_hash: 'abc123XYZ' },
    });
    expect(paymentStepSchema.safeParse({ method: 'paypal' }).success).toBe(false);
    expect(paymentStepSchema.safeParse({ method: 'worldpay_cc_vault:' }).success).toBe(false);
  });

  it('names the MANUAL agreements not ticked (AUTO ones need no tick)', () => {
    const agreements = [
      { agreement_id: 1, mode: 'MANUAL' },
      { agreement_id: 2, mode: 'AUTO' },
      { agreement_id: 3, mode: 'MANUAL' },
    ];
    expect(missingAgreements(agreements, [])).toEqual([1, 3]);
    expect(missingAgreements(agreements, [3])).toEqual([1]);
    expect(missingAgreements(agreements, [1, 3])).toEqual([]);
  });
});

describe('card schema (the sandbox page)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const card = {
    card_number: '4444 3333 2222 1111',
    holder_name: 'Ada Lovelace',
    expiry_month: '11',
    expiry_year: '2026',
    cvc: '123',
  };
  it('accepts a test card with spaces and a future expiry', () => {
    expect(cardSchema(now).parse(card)).toMatchObject({
      card_number: '4444333322221111',
      expiry_month: 11,
      expiry_year: 2026,
    });
  });
  it('refuses an expired card, a short number and a bad CVC', () => {
    const result = cardSchema(now).safeParse({
      ...card,
      card_number: '4444',
      expiry_month: '10',
      cvc: '12',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(
      Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      card_number: 'checkout.errors.cardNumber',
      cvc: 'checkout.errors.cvc',
      expiry_year: 'checkout.errors.expired',
    });
  });
});
