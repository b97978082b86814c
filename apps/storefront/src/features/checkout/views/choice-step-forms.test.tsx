/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutResult } from '../checkout-result';
import { PaymentStepForm, ShippingStepForm, type ShippingOption } from './choice-step-forms';

const TEXT = {
  submit: 'Continue',
  pending: 'Please wait...',
  unavailable: 'Checkout is unavailable right now.',
  messages: {
    'checkout.errors.chooseShipping': 'Choose a delivery method.',
    'checkout.errors.choosePayment': 'Choose a payment method.',
  },
};

// The action refuses, so the form stays on screen (a success would navigate away).
const STOPPED: CheckoutResult = { ok: false, formError: 'Stopped by the test.' };

const SHIPPING_OPTIONS: ShippingOption[] = [
  {
    value: 'flatrate|flatrate',
    label: 'Standard delivery',
    price: '£3.99',
    available: true,
    error: null,
    isPickup: false,
  },
  {
    value: 'instore|pickup',
    label: 'Click and collect',
    price: '£0.00',
    available: true,
    error: null,
    isPickup: true,
  },
  {
    value: 'express|nextday',
    label: 'Next day',
    price: '£7.99',
    available: false,
    error: 'Not available for this postcode',
    isPickup: false,
  },
];

function renderShipping(method = '') {
  const action = vi.fn(async (_values: unknown) => STOPPED);
  render(
    <ShippingStepForm
      options={SHIPPING_OPTIONS}
      stores={[{ code: 'LDN1', label: 'London, Oxford Street' }]}
      defaultValues={{ method, pickup_location_code: '' }}
      text={{
        ...TEXT,
        legend: 'Delivery method',
        store: 'Store',
        chooseStore: 'Choose a store',
        none: 'No delivery method reaches this address.',
      }}
      action={action}
    />,
  );
  return action;
}

describe('the shipping step', () => {
  it('names a missing choice at the group and at each radio, and sends nothing', async () => {
    const action = renderShipping();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('group', { name: 'Delivery method' });
    expect(group).toHaveAccessibleDescription('Choose a delivery method.');
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
    expect(action).not.toHaveBeenCalled();
  });

  it('keeps an unavailable method out of reach and says why', () => {
    renderShipping('flatrate|flatrate');
    expect(screen.getByRole('radio', { name: /Next day/ })).toBeDisabled();
    expect(screen.getByText('Not available for this postcode')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Delivery method' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('asks for a store only for click and collect, and sends the method with it', async () => {
    const action = renderShipping('flatrate|flatrate');
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/Store/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
    await user.selectOptions(screen.getByLabelText(/Store/), 'LDN1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(action).toHaveBeenCalledWith({ method: 'instore|pickup', pickup_location_code: 'LDN1' });
    expect(await screen.findByText('Stopped by the test.')).toBeInTheDocument();
  });
});

describe('the payment step', () => {
  function renderPayment(canSaveCard: boolean) {
    const action = vi.fn(async (_values: unknown) => STOPPED);
    render(
      <PaymentStepForm
        options={[
          { value: 'checkmo', label: 'Check / money order' },
          { value: 'worldpay_cc', label: 'Card', hint: 'You will pay on the next page.' },
        ]}
        canSaveCard={canSaveCard}
        defaultValues={{ method: 'checkmo', save_card: false }}
        text={{ ...TEXT, legend: 'Payment method', saveCard: 'Save this card', none: 'None' }}
        action={action}
      />,
    );
    return action;
  }

  it('offers to save the card only to a customer paying by card, and sends the choice', async () => {
    const action = renderPayment(true);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Save this card')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(screen.getByLabelText('Save this card'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(action).toHaveBeenCalledWith({ method: 'worldpay_cc', save_card: true });
  });

  it('never offers to save the card to a guest', async () => {
    renderPayment(false);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Card/ }));
    expect(screen.queryByLabelText('Save this card')).not.toBeInTheDocument();
  });
});
