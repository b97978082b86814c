/**
 * SPEC §4 and §8: the pure state transitions of the account, newsletter, countries and cart
 * slices. The accounts and cart features make the calls and apply these; keeping them pure keeps
 * SPEC §8's rows testable without a server.
 */

/** SPEC §8 "Account load failure" (spelling as in SPEC). */
export const ACCOUNT_LOAD_ERROR = 'An error occured when trying to log in';
/** SPEC §8 "Cart failure". */
export const CART_ERROR_POPUP = 'Something went wrong.';

export interface AccountData {
  prefix?: string | null;
  suffix?: string | null;
  firstname: string;
  lastname: string;
  gender?: number | null;
  email: string;
  dob?: string | null;
  phone?: string | null;
  entity_id: number;
}

export interface AccountState {
  isLoading: boolean;
  isLoggedIn: boolean;
  data: AccountData | null;
  errorMessage: string | null;
}

export const initialAccount: AccountState = {
  isLoading: false,
  isLoggedIn: false,
  data: null,
  errorMessage: null,
};

export const accountTransitions = {
  loading: (state: AccountState): AccountState => ({ ...state, isLoading: true }),
  loaded: (_state: AccountState, data: AccountData): AccountState => ({
    isLoading: false,
    isLoggedIn: true,
    data,
    errorMessage: null,
  }),
  /** SPEC §8: logged out with the error's message, its 'GraphQL error: ' prefix removed. */
  failed: (_state: AccountState, error: unknown): AccountState => ({
    ...initialAccount,
    errorMessage: messageOf(error, ACCOUNT_LOAD_ERROR),
  }),
  /** Logout and going offline reset the account (SPEC §4). */
  reset: (): AccountState => initialAccount,
};

/** SPEC §5: result 1 subscribed, 3 not subscribed; other values leave the flag. */
export interface NewsletterState {
  isSubscribed: boolean;
}

export const newsletterTransitions = {
  result: (state: NewsletterState, result: number | null | undefined): NewsletterState => {
    if (result === 1) return { isSubscribed: true };
    if (result === 3) return { isSubscribed: false };
    return state;
  },
  /** SPEC §8 "Newsletter status failure": treated as not subscribed. */
  failed: (): NewsletterState => ({ isSubscribed: false }),
};

export interface CountryEntry {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  available_regions: { id: number; code: string; name: string }[] | null;
}

export interface CountriesState {
  isLoading: boolean;
  countries: CountryEntry[];
}

export const countriesTransitions = {
  loading: (state: CountriesState): CountriesState => ({ ...state, isLoading: true }),
  loaded: (_state: CountriesState, countries: CountryEntry[]): CountriesState => ({
    isLoading: false,
    countries,
  }),
  /** SPEC §8 "Countries failure": an empty country list. */
  failed: (): CountriesState => ({ isLoading: false, countries: [] }),
};

export interface CartState {
  isLoading: boolean;
  isLoaded: boolean;
  isError: boolean;
  isVisible: boolean;
  /** The error popup's text; the shell's popup queue shows it. */
  errorPopup: string | null;
}

export const initialCart: CartState = {
  isLoading: false,
  isLoaded: false,
  isError: false,
  isVisible: false,
  errorPopup: null,
};

export const cartTransitions = {
  loading: (state: CartState): CartState => ({ ...state, isLoading: true }),
  updated: (state: CartState): CartState => ({
    ...state,
    isLoading: false,
    isLoaded: true,
    isError: false,
    errorPopup: null,
  }),
  /** SPEC §8 "Cart failure": error flag and a popup, 'Something went wrong.' unless the error has its own message. */
  failed: (state: CartState, error: unknown): CartState => ({
    ...state,
    isLoading: false,
    isError: true,
    errorPopup: messageOf(error, CART_ERROR_POPUP),
  }),
  show: (state: CartState): CartState => ({ ...state, isVisible: true }),
  hide: (state: CartState): CartState => ({ ...state, isVisible: false }),
  /** Going offline resets the cart (SPEC §4). */
  reset: (): CartState => initialCart,
};

/**
 * SPEC §3.3 isFirstBuy / firstBuyCheckboxValue and §4 "First-time-buyer flag: set from whether
 * the logged-in customer has any processing orders" (orders feature, ADR 0036): a first-time
 * buyer has none. `checked` is false until a lookup answered.
 */
export interface FirstBuyState {
  checked: boolean;
  isFirstBuy: boolean;
  checkboxValue: boolean;
}

export const initialFirstBuy: FirstBuyState = {
  checked: false,
  isFirstBuy: false,
  checkboxValue: false,
};

export const firstBuyTransitions = {
  looked: (state: FirstBuyState, processingOrders: number): FirstBuyState => ({
    ...state,
    checked: true,
    isFirstBuy: processingOrders === 0,
  }),
  checkbox: (state: FirstBuyState, value: boolean): FirstBuyState => ({
    ...state,
    checkboxValue: value,
  }),
  /** Logout resets it with the account. */
  reset: (): FirstBuyState => initialFirstBuy,
};

/** SPEC §8 "Failed order lookup": ignored silently; the caller keeps what it had. */
export function orderLookupFailed<T>(state: T): T {
  return state;
}

/** An error's own message without Magento's 'GraphQL error: ' prefix, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const raw =
    typeof error === 'string'
      ? error
      : error && typeof error === 'object' && 'message' in error
        ? String((error as { message: unknown }).message ?? '')
        : '';
  const message = raw.replace(/^GraphQL error: /, '').trim();
  return message || fallback;
}
