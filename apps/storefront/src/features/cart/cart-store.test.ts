import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_ERROR_POPUP } from '../client-state/slices';
import { getClientStore } from '../client-state/store';
import { cartRefresh } from '../connectivity/connectivity';
import type { CartActionResult } from './actions';
import type { CartView } from './cart-model';
import {
  cartData,
  configureCart,
  hideCart,
  refreshCart,
  resetCartForTests,
  runCartAction,
  showCart,
} from './cart-store';

const view = (totalQuantity: number): CartView => ({
  currency: 'GBP',
  totalQuantity,
  lines: [],
  subtotal: 0,
  discount: 0,
  couponCode: null,
  couponTitle: null,
  shipping: 0,
  taxes: [],
  taxIncluded: true,
  grandTotal: 0,
  freeShippingRemaining: 9.99,
  purchaseLimit: null,
  sameDayDispatch: null,
  crossSells: [],
});

const storeView = 'uk';
const store = () => getClientStore(storeView, '');

let summary: ReturnType<typeof vi.fn<(storeView: string) => Promise<CartActionResult>>>;

beforeEach(() => {
  resetCartForTests();
  store().setState({
    cart: { isLoading: false, isLoaded: false, isError: false, isVisible: false, errorPopup: null },
    isOnline: true,
  });
  summary = vi.fn(async () => ({ ok: true as const, cart: view(2) }));
  configureCart({ storeView, pathPrefix: '', summary });
});
afterEach(() => resetCartForTests());

describe('the cart store (SPEC §4 cart)', () => {
  it('is loading while the cart loads, then updated with the contents', async () => {
    const pending = refreshCart();
    expect(store().getState().cart.isLoading).toBe(true);
    await pending;
    expect(store().getState().cart).toMatchObject({
      isLoading: false,
      isLoaded: true,
      isError: false,
    });
    expect(cartData.getState().cart?.totalQuantity).toBe(2);
  });

  it("fails with SPEC §8's 'Something went wrong.' when the answer has no message of its own", async () => {
    summary.mockResolvedValueOnce({ ok: false, message: null });
    await refreshCart();
    expect(store().getState().cart).toMatchObject({ isError: true, errorPopup: CART_ERROR_POPUP });
  });

  it("shows the error's own message, and a second identical failure pops up again", async () => {
    const popups: string[] = [];
    const stop = store().subscribe((state, previous) => {
      if (state.cart.errorPopup && state.cart.errorPopup !== previous.cart.errorPopup) {
        popups.push(state.cart.errorPopup);
      }
    });
    await runCartAction(async () => ({ ok: false, message: 'The cart is locked.' }));
    await runCartAction(async () => ({ ok: false, message: 'The cart is locked.' }));
    stop();
    expect(popups).toEqual(['The cart is locked.', 'The cart is locked.']);
  });

  it('keeps a refusal with its own message beside the control when asked (no popup)', async () => {
    await runCartAction(async () => ({ ok: false, message: 'Out of stock', cart: view(1) }), {
      inlineError: true,
    });
    expect(store().getState().cart).toMatchObject({ isError: false, errorPopup: null });
    expect(cartData.getState().cart?.totalQuantity).toBe(1);
    // Without a message of its own, even an inline refusal is SPEC §8's popup.
    await runCartAction(async () => ({ ok: false, message: null }), { inlineError: true });
    expect(store().getState().cart.errorPopup).toBe(CART_ERROR_POPUP);
  });

  it('reloads when connectivity or the account asks (cartRefresh), once at a time', async () => {
    await Promise.all([cartRefresh.run(), refreshCart()]);
    expect(summary).toHaveBeenCalledTimes(1);
    expect(summary).toHaveBeenCalledWith('uk');
  });

  it('shows and hides the cart', () => {
    showCart();
    expect(store().getState().cart.isVisible).toBe(true);
    hideCart();
    expect(store().getState().cart.isVisible).toBe(false);
  });

  it('forgets the contents when the browser goes offline and when the customer logs out', async () => {
    await refreshCart();
    store().setState({ isOnline: false });
    expect(cartData.getState().cart).toBeNull();
    await refreshCart();
    store().setState({ isOnline: true });
    store().setState((state) => ({ account: { ...state.account, isLoggedIn: true } }));
    store().setState((state) => ({ account: { ...state.account, isLoggedIn: false } }));
    expect(cartData.getState().cart).toBeNull();
    expect(store().getState().cart.isLoaded).toBe(false);
  });

  it('does nothing before a page wires it (refreshCart is safe to call anywhere)', async () => {
    resetCartForTests();
    await expect(refreshCart()).resolves.toBeUndefined();
  });

  it('an add answered before the mini cart wired the cart still opens the overlay once it does', async () => {
    // Islands hydrate in any order: a product's Add to basket can answer before the header.
    resetCartForTests();
    const added = await runCartAction(async () => ({ ok: true, cart: view(1) }));
    showCart();
    expect(added.ok).toBe(true);
    expect(store().getState().cart.isVisible).toBe(false);
    expect(cartData.getState().cart?.totalQuantity).toBe(1);
    configureCart({ storeView, pathPrefix: '', summary });
    expect(store().getState().cart).toMatchObject({
      isVisible: true,
      isLoaded: true,
      isLoading: false,
    });
  });

  it('a failure before the mini cart wired the cart shows its popup once it does', async () => {
    resetCartForTests();
    await runCartAction(async () => {
      throw new Error('offline');
    });
    configureCart({ storeView, pathPrefix: '', summary });
    expect(store().getState().cart).toMatchObject({
      isError: true,
      errorPopup: CART_ERROR_POPUP,
    });
  });
});
