/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartView } from './cart-model';
import { toCartView } from './cart-model';
import { cartFixture, miniCartTextFixture } from './cart-test-fixtures';
import { CartTotals, type CartTotalsText } from './cart-totals';
import { cartData, resetCartForTests } from './cart-store';
import { MiniCartOverlay } from './mini-cart-overlay';

vi.mock('./actions', () => ({}));

const totalsText: CartTotalsText = {
  title: 'Summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  discountNamed: 'Discount ({{title}})',
  shipping: 'Delivery',
  shippingAtCheckout: 'Calculated at checkout',
  tax: 'Tax',
  taxIncluded: 'Includes {{label}}',
  grandTotal: 'Total',
};

const ukCart = (coupon: string | null = null): CartView =>
  toCartView(cartFixture({ coupon }), { storeView: 'uk', pathPrefix: '', fallbackCurrency: 'GBP' });

afterEach(() => resetCartForTests());

describe('toCartView', () => {
  it('shows VAT-inclusive prices in the UK and tax-exclusive ones in the US', () => {
    const uk = ukCart();
    expect(uk.lines.map((line) => [line.sku, line.unitPrice, line.rowTotal])).toEqual([
      ['POD-MINT', 3, 6],
      ['LIQ-BERRY-12', 3.99, 3.99],
    ]);
    expect(uk.subtotal).toBe(9.99);
    const us = toCartView(cartFixture({ currency: 'USD' }), {
      storeView: 'us',
      pathPrefix: '/us',
      fallbackCurrency: 'USD',
    });
    expect(us.subtotal).toBe(8.33);
    expect(us.lines[0]?.rowTotal).toBe(5);
    expect(us.lines[0]?.href).toBe('/us/mint-pods.html');
  });

  it("names a configurable line's choice and uses the variant's image", () => {
    const line = ukCart().lines[1];
    expect(line?.options).toEqual([{ label: 'Strength', value: '12 mg/ml' }]);
    expect(line?.image?.url).toBe('/media/berry-12.jpg');
  });

  it('turns Magento’s negative discount into an amount taken off', () => {
    expect(ukCart('WELCOME10')).toMatchObject({ discount: 1, couponTitle: 'Welcome 10%' });
  });
});

describe('CartTotals', () => {
  it('formats every amount in the store view’s currency and locale', () => {
    const { unmount } = render(
      <CartTotals cart={ukCart('WELCOME10')} locale="en-GB" text={totalsText} />,
    );
    expect(screen.getByTestId('cart:subtotal').textContent).toBe('Subtotal£9.99');
    expect(screen.getByTestId('cart:discount').textContent).toBe('Discount (Welcome 10%)−£1.00');
    expect(screen.getByTestId('cart:tax').textContent).toBe('Includes VAT 20%£1.66');
    expect(screen.getByTestId('cart:grand-total').textContent).toBe('Total£8.99');
    expect(screen.getByTestId('cart:shipping').textContent).toBe('DeliveryCalculated at checkout');
    unmount();
    const eu = toCartView(cartFixture({ currency: 'EUR' }), {
      storeView: 'gr',
      pathPrefix: '/gr',
      fallbackCurrency: 'EUR',
    });
    render(<CartTotals cart={eu} locale="el-GR" text={totalsText} />);
    expect(screen.getByTestId('cart:grand-total').textContent).toBe('Total9,99\u00a0€');
  });
});

describe('MiniCartOverlay', () => {
  const text = miniCartTextFixture;

  it('traps focus, closes on Escape and lists the lines with their prices', async () => {
    const user = userEvent.setup();
    act(() => cartData.setState({ cart: { ...ukCart(), freeShippingRemaining: 2.5 } }));
    const onClose = vi.fn();
    render(
      <MiniCartOverlay
        open
        storeView="uk"
        locale="en-GB"
        cartPath="/checkout/cart"
        checkoutPath="/checkout"
        text={text}
        remove={vi.fn()}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your basket' });
    expect(within(dialog).getAllByTestId('cart:overlay-line')).toHaveLength(2);
    expect(
      within(dialog)
        .getAllByTestId('cart:overlay-price')
        .map((node) => node.textContent),
    ).toEqual(['£6.00', '£3.99']);
    expect(within(dialog).getByTestId('cart:free-shipping').textContent).toContain(
      'Spend £2.50 more for free delivery',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('cart:overlay-close')),
    );
    // Shift+Tab from the first control wraps to the last (Checkout).
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByTestId('cart:overlay-checkout'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('cart:overlay-close'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says the basket is empty and offers no checkout', () => {
    act(() => cartData.setState({ cart: null }));
    render(
      <MiniCartOverlay
        open
        storeView="uk"
        locale="en-GB"
        cartPath="/checkout/cart"
        checkoutPath="/checkout"
        text={text}
        remove={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('cart:overlay-empty').textContent).toBe('Your basket is empty');
    expect(screen.queryByTestId('cart:overlay-checkout')).toBeNull();
  });
});
