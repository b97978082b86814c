/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../test-fixtures';
import { ORDER_TEXT_KEYS, type OrderText } from '../views/order-text';
import { TrackOrderForm, type TrackOrderText } from './track-order-form';

const orderText = Object.fromEntries(
  ORDER_TEXT_KEYS.map((key) => [key, key]),
) as unknown as OrderText;
const text: TrackOrderText = {
  number: 'Order number',
  email: 'Email address',
  lastname: 'Last name',
  submit: 'Find my order',
  pending: 'Looking',
  captchaFailed: 'Robot check failed',
  another: 'Track another order',
  messages: {
    'orders.track.numberRequired': 'Please enter your order number.',
    'orders.track.lastnameRequired': 'Please enter your last name.',
    'account.errors.required': 'This is a required field.',
    'account.errors.invalidEmail': 'Please enter a valid email address.',
  },
  orderText,
};

async function fill(user: ReturnType<typeof userEvent.setup>, lastname = 'Lovelace') {
  await user.type(screen.getByLabelText('Order number'), '000000012');
  await user.type(screen.getByLabelText('Email address'), 'ada@lumo.test');
  await user.type(screen.getByLabelText('Last name'), lastname);
  await user.click(screen.getByRole('button', { name: 'Find my order' }));
}

describe('TrackOrderForm', () => {
  it('checks the fields in the browser before asking the server', async () => {
    const action = vi.fn();
    const user = userEvent.setup();
    render(
      <TrackOrderForm
        locale="en-GB"
        text={text}
        captcha={{ siteKey: '', action: 'track_order' }}
        action={action}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByText('Please enter your order number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the action's neutral message, then the order once the details match", async () => {
    const action = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        message: 'We could not find an order with these details.',
      })
      .mockResolvedValueOnce({ ok: true, order: orderFixture({ status_label: 'Complete' }) });
    const user = userEvent.setup();
    render(
      <TrackOrderForm
        locale="en-GB"
        text={text}
        captcha={{ siteKey: '', action: 'track_order' }}
        action={action}
      />,
    );
    await fill(user, 'Smith');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with these details.',
    );
    expect(action).toHaveBeenLastCalledWith(
      { number: '000000012', email: 'ada@lumo.test', lastname: 'Smith' },
      'pass',
    );
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByTestId('order:status')).toHaveTextContent('Complete');
    expect(screen.getByTestId('order:item-name')).toHaveTextContent('Mint pod');
    expect(screen.getByTestId('order:no-tracking')).toBeInTheDocument();
  });
});
