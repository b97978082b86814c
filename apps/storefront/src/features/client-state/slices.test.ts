import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOAD_ERROR,
  CART_ERROR_POPUP,
  accountTransitions,
  cartTransitions,
  countriesTransitions,
  initialAccount,
  initialCart,
  newsletterTransitions,
  orderLookupFailed,
} from './slices';

describe('SPEC §8 account, newsletter, countries, cart and order rows', () => {
  const loggedIn = accountTransitions.loaded(accountTransitions.loading(initialAccount), {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    entity_id: 7,
  });

  it('Account load failure: logged out, "GraphQL error: " removed from the message', () => {
    expect(accountTransitions.failed(loggedIn, new Error('GraphQL error: Token expired'))).toEqual({
      isLoading: false,
      isLoggedIn: false,
      data: null,
      errorMessage: 'Token expired',
    });
  });

  it('Account load failure without a message: SPEC\'s default (spelled "occured")', () => {
    expect(accountTransitions.failed(loggedIn, new Error('GraphQL error: ')).errorMessage).toBe(
      'An error occured when trying to log in',
    );
    expect(accountTransitions.failed(loggedIn, undefined).errorMessage).toBe(ACCOUNT_LOAD_ERROR);
  });

  it('logout and going offline reset the account', () => {
    expect(accountTransitions.reset()).toEqual(initialAccount);
  });

  it('Newsletter status: 1 subscribed, 3 not, others unchanged; failure means not subscribed', () => {
    expect(newsletterTransitions.result({ isSubscribed: false }, 1)).toEqual({
      isSubscribed: true,
    });
    expect(newsletterTransitions.result({ isSubscribed: true }, 3)).toEqual({
      isSubscribed: false,
    });
    expect(newsletterTransitions.result({ isSubscribed: true }, 2)).toEqual({ isSubscribed: true });
    expect(newsletterTransitions.failed()).toEqual({ isSubscribed: false });
  });

  it('Countries failure: an empty country list', () => {
    const loading = countriesTransitions.loading({ isLoading: false, countries: [] });
    expect(loading.isLoading).toBe(true);
    expect(countriesTransitions.failed()).toEqual({ isLoading: false, countries: [] });
  });

  it("Cart failure: error flag and 'Something went wrong.' unless the error has a message", () => {
    const loading = cartTransitions.loading(initialCart);
    expect(cartTransitions.failed(loading, {})).toMatchObject({
      isLoading: false,
      isError: true,
      errorPopup: CART_ERROR_POPUP,
    });
    expect(CART_ERROR_POPUP).toBe('Something went wrong.');
    expect(
      cartTransitions.failed(loading, new Error('The requested qty is not available')),
    ).toMatchObject({
      errorPopup: 'The requested qty is not available',
    });
    expect(cartTransitions.updated(cartTransitions.failed(loading, {}))).toMatchObject({
      isError: false,
      isLoaded: true,
      errorPopup: null,
    });
  });

  it('Failed order lookup: ignored silently (state unchanged)', () => {
    const state = { isFirstTimeBuyer: true };
    expect(orderLookupFailed(state)).toBe(state);
  });
});
