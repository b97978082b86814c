import { createStore } from 'zustand';
import { useStore } from 'zustand';
import { cartTransitions } from '../client-state/slices';
import { getClientStore, type ClientState, type ClientStore } from '../client-state/store';
import { cartRefresh } from '../connectivity/connectivity';
import type { CartActionResult } from './actions';
import type { CartView } from './cart-model';

/**
 * The browser's cart (SPEC §3.5 "Cart state", §4 "Cart"; ADR 0034). The flags (loading, updated
 * or error, shown) live in the client store's `cart` slice through features/client-state's pure
 * `cartTransitions`; the cart's contents live here, beside it. Neither is persisted. The browser
 * never holds the cart id: every read and change is a server action that finds the cart from the
 * httpOnly cookies.
 *
 * Other features call `refreshCart()` after they change the cart (checkout, reorder).
 */

export interface CartDataState {
  cart: CartView | null;
}

export const cartData = createStore<CartDataState>(() => ({ cart: null }));

type Summary = (storeView: string) => Promise<CartActionResult>;

interface CartConfig {
  storeView: string;
  pathPrefix: string;
  summary: Summary;
}

let config: CartConfig | null = null;
let stopSubscriptions: (() => void) | null = null;
let inFlight: Promise<void> | null = null;

function clientStore(): ClientStore | null {
  return config ? getClientStore(config.storeView, config.pathPrefix) : null;
}

type CartFlagsUpdate = (state: ClientState) => Pick<ClientState, 'cart'>;
/**
 * Flag changes made before the header's mini cart wired the cart to the page: islands hydrate in
 * any order (ADR 0052), so a product's Add to basket can answer before the header has hydrated.
 * Kept and applied in order when it does, so that add still opens the overlay (or shows its
 * failure) instead of being lost.
 */
let pendingUpdates: CartFlagsUpdate[] = [];
/** Pages without the mini cart (the checkout's header) never wire it: keep only the latest. */
const MAX_PENDING_UPDATES = 20;

function updateCartFlags(update: CartFlagsUpdate): void {
  const store = clientStore();
  if (store) {
    store.setState(update);
    return;
  }
  pendingUpdates.push(update);
  if (pendingUpdates.length > MAX_PENDING_UPDATES) pendingUpdates.shift();
}

/**
 * Wires the cart to the page (the header's mini cart does it once): the summary action, the
 * connectivity refresh (SPEC §4: going online, account loaded), offline and logout resets.
 */
export function configureCart(next: CartConfig): void {
  config = next;
  stopSubscriptions?.();
  const store = getClientStore(next.storeView, next.pathPrefix);
  for (const update of pendingUpdates) store.setState(update);
  pendingUpdates = [];
  const stopRefresh = cartRefresh.subscribe(() => refreshCart());
  const stopStore = store.subscribe((state, previous) => {
    // Going offline reset the slice (connectivity): the contents go with it.
    if (!state.isOnline && previous.isOnline) cartData.setState({ cart: null });
    // Logout: the customer's cart is not the guest's; forget it and read the guest's (none).
    if (previous.account.isLoggedIn && !state.account.isLoggedIn) {
      cartData.setState({ cart: null });
      store.setState({ cart: cartTransitions.reset() });
    }
  });
  stopSubscriptions = () => {
    stopRefresh();
    stopStore();
  };
}

/** Test seam. */
export function resetCartForTests(): void {
  stopSubscriptions?.();
  stopSubscriptions = null;
  config = null;
  inFlight = null;
  pendingUpdates = [];
  cartData.setState({ cart: null });
}

function markLoading(): void {
  // A new attempt: a repeated failure with the same text must show its popup again.
  updateCartFlags((state) => ({
    cart: { ...cartTransitions.loading(state.cart), errorPopup: null },
  }));
}

/**
 * Applies an action's answer: the new contents and "updated", or SPEC §8's cart failure (error
 * flag and a popup, 'Something went wrong.' unless the answer has its own message). With
 * `inlineError`, a refusal with a message of its own (a user error, a refused coupon) is the
 * caller's to show beside its control: no popup, the cart as the answer left it.
 */
export function applyCartResult(
  result: CartActionResult,
  options: { inlineError?: boolean } = {},
): void {
  if (result.cart !== undefined) cartData.setState({ cart: result.cart });
  if (result.ok || (options.inlineError && result.message)) {
    updateCartFlags((state) => ({ cart: cartTransitions.updated(state.cart) }));
    return;
  }
  updateCartFlags((state) => ({
    cart: cartTransitions.failed(state.cart, result.message ?? ''),
  }));
}

/** Runs a cart action with the loading flag around it. */
export async function runCartAction(
  action: () => Promise<CartActionResult>,
  options: { inlineError?: boolean } = {},
): Promise<CartActionResult> {
  markLoading();
  let result: CartActionResult;
  try {
    result = await action();
  } catch {
    result = { ok: false, message: null };
  }
  applyCartResult(result, options);
  return result;
}

/** Reloads the cart from the api (after login, going online, or another feature's change). */
export function refreshCart(): Promise<void> {
  if (!config) return Promise.resolve();
  if (inFlight) return inFlight;
  const { storeView, summary } = config;
  inFlight = runCartAction(() => summary(storeView))
    .then(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function showCart(): void {
  updateCartFlags((state) => ({ cart: cartTransitions.show(state.cart) }));
}

export function hideCart(): void {
  updateCartFlags((state) => ({ cart: cartTransitions.hide(state.cart) }));
}

/** The cart's contents in a component. */
export function useCartView(): CartView | null {
  return useStore(cartData, (state) => state.cart);
}
