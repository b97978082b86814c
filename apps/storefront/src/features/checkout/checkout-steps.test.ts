import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEPS,
  canOpenStep,
  firstIncompleteStep,
  nextStep,
  resolveStep,
  stepNumber,
  stepPath,
  stepStatuses,
  type CheckoutProgress,
} from './checkout-steps';

const nothing: CheckoutProgress = {
  hasEmail: true,
  hasShippingAddress: false,
  hasBillingAddress: false,
  hasShippingMethod: false,
  hasPaymentMethod: false,
  isVirtual: false,
};
const addressed = { ...nothing, hasShippingAddress: true, hasBillingAddress: true };
const shipped = { ...addressed, hasShippingMethod: true };
const paid = { ...shipped, hasPaymentMethod: true };

describe('checkout steps (SPEC §9)', () => {
  it('are the four steps in order, numbered 1 to 4', () => {
    expect(CHECKOUT_STEPS).toEqual([
      'customer_address_data',
      'shipping_method',
      'payment_method',
      'review',
    ]);
    expect(CHECKOUT_STEPS.map(stepNumber)).toEqual([1, 2, 3, 4]);
    expect(nextStep('customer_address_data')).toBe('shipping_method');
    expect(nextStep('review')).toBe('review');
  });

  it('start at the first step not done', () => {
    expect(firstIncompleteStep(nothing)).toBe('customer_address_data');
    expect(firstIncompleteStep(addressed)).toBe('shipping_method');
    expect(firstIncompleteStep(shipped)).toBe('payment_method');
    expect(firstIncompleteStep(paid)).toBe('review');
    // A guest without an email has not done step 1, whatever the cart holds.
    expect(firstIncompleteStep({ ...paid, hasEmail: false })).toBe('customer_address_data');
  });

  it('open the step of the URL only once every step before it is done', () => {
    expect(resolveStep('review', addressed)).toBe('shipping_method');
    expect(resolveStep('payment_method', shipped)).toBe('payment_method');
    // Going back to change an earlier step is always allowed.
    expect(resolveStep('customer_address_data', paid)).toBe('customer_address_data');
    expect(resolveStep(['shipping_method', 'review'], paid)).toBe('shipping_method');
    expect(resolveStep('nonsense', paid)).toBe('review');
    expect(resolveStep(undefined, shipped)).toBe('payment_method');
    expect(canOpenStep('review', shipped)).toBe(false);
  });

  it('skip delivery for a virtual cart', () => {
    const virtual = { ...nothing, isVirtual: true, hasBillingAddress: true };
    expect(firstIncompleteStep(virtual)).toBe('payment_method');
  });

  it('mark done, current and still-to-do steps for the indicator, with edit links only backwards', () => {
    expect(stepStatuses('payment_method', paid)).toEqual([
      { step: 'customer_address_data', status: 'done', canOpen: true },
      { step: 'shipping_method', status: 'done', canOpen: true },
      { step: 'payment_method', status: 'current', canOpen: false },
      { step: 'review', status: 'todo', canOpen: true },
    ]);
    expect(stepStatuses('shipping_method', addressed).map((entry) => entry.canOpen)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('puts the step in the URL under the store prefix', () => {
    expect(stepPath('', 'review')).toBe('/checkout/onepage?step=review');
    expect(stepPath('/eu', 'shipping_method')).toBe('/eu/checkout/onepage?step=shipping_method');
  });
});
