/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartActionResult } from './actions';
import { toCartView } from './cart-model';
import { mayHaveCart } from './cart-marker';
import { resetCartForTests } from './cart-store';
import { cartFixture, miniCartTextFixture } from './cart-test-fixtures';
import { MiniCartButton } from './mini-cart-button';

vi.mock('./actions', () => ({}));

const text = miniCartTextFixture;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function renderMiniCart(summary: (storeView: string) => Promise<CartActionResult>) {
  render(
    <MiniCartButton
      storeView="uk"
      pathPrefix=""
      locale="en-GB"
      cartPath="/checkout/cart"
      checkoutPath="/checkout"
      text={text}
      summary={summary}
      remove={vi.fn()}
      icon={null}
    />,
  );
}

afterEach(() => {
  resetCartForTests();
  clearCookies();
});

describe('the mini cart asks for a cart only when there may be one (ADR 0059)', () => {
  it('a visitor without a cart sends no request, and the count is 0', async () => {
    const summary = vi.fn(async (): Promise<CartActionResult> => ({ ok: true, cart: null }));
    renderMiniCart(summary);
    expect(screen.getByTestId('header:minicart-count')).toHaveTextContent('0');
    // Effects have run: the button is wired, and nothing was asked.
    await waitFor(() => expect(screen.getByTestId('header:minicart')).toBeInTheDocument());
    expect(summary).not.toHaveBeenCalled();
  });

  it('a guest whose store view has a cart marker gets the cart and its count', async () => {
    document.cookie = 'has_cart_uk=1; path=/';
    const cart = toCartView(cartFixture(), {
      storeView: 'uk',
      pathPrefix: '',
      fallbackCurrency: 'GBP',
    });
    const summary = vi.fn(async (): Promise<CartActionResult> => ({ ok: true, cart }));
    renderMiniCart(summary);
    await waitFor(() =>
      expect(screen.getByTestId('header:minicart-count')).toHaveTextContent(
        String(cart.totalQuantity),
      ),
    );
    expect(summary).toHaveBeenCalledWith('uk');
  });

  it("reads only this store view's marker, or a customer's session", () => {
    expect(mayHaveCart('has_cart_gr=1', 'uk')).toBe(false);
    expect(mayHaveCart('a=b; has_cart_uk=1', 'uk')).toBe(true);
    expect(mayHaveCart('has_cart_uk=0', 'uk')).toBe(false);
    expect(mayHaveCart('customer_session=1', 'uk')).toBe(true);
    expect(mayHaveCart('', 'uk')).toBe(false);
  });
});
