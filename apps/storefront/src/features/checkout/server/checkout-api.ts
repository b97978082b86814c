import { cookies } from 'next/headers';
import type { StoreViewCode } from '@lumo/block-schema';
import {
  CheckoutAgreementsDocument,
  CheckoutCartDocument,
  CheckoutCountriesDocument,
  CheckoutPaymentTokensDocument,
  CheckoutPickupStoresDocument,
  type CheckoutCartFieldsFragment,
} from '@lumo/graphql';
import type { GraphQLResult } from '@lumo/graphql/result';
import { customerCall } from '@/features/account/server/customer-api';
import { forwardedFor, isHttps } from '@/features/account/server/session';
import type { OperationDocument } from '@/lib/api/storefront-graphql';
import type { CheckoutProgress } from '../checkout-steps';
import {
  decodeLastOrder,
  encodeLastOrder,
  LAST_ORDER_COOKIE,
  LAST_ORDER_MAX_AGE_SECONDS,
  type LastOrder,
} from '../last-order';

/**
 * The checkout's calls to the api (ADR 0035), made by the storefront's server only: the cart id
 * and the customer token stay in their httpOnly cookies (ADR 0034). `fetchImpl` lets tests answer
 * for the api.
 */

export type CheckoutCart = CheckoutCartFieldsFragment;

export interface CheckoutCallOptions<TVariables> {
  storeView: StoreViewCode;
  token?: string | null;
  variables?: TVariables;
  fetchImpl?: typeof fetch;
}

export async function checkoutCall<TData, TVariables>(
  document: OperationDocument<TData, TVariables>,
  options: CheckoutCallOptions<TVariables>,
): Promise<GraphQLResult<TData>> {
  let forwarded: string | null = null;
  try {
    forwarded = await forwardedFor();
  } catch {
    forwarded = null;
  }
  return customerCall(document, { ...options, forwardedFor: forwarded });
}

export type CartLoad =
  | { kind: 'ok'; cart: CheckoutCart }
  | { kind: 'missing' }
  | { kind: 'unavailable'; message: string };

export async function loadCheckoutCart(
  storeView: StoreViewCode,
  cartId: string,
  token: string | null,
  fetchImpl?: typeof fetch,
): Promise<CartLoad> {
  const result = await checkoutCall(CheckoutCartDocument, {
    storeView,
    token,
    variables: { cartId },
    fetchImpl,
  });
  if (result.kind === 'ok') {
    return result.data.cart ? { kind: 'ok', cart: result.data.cart } : { kind: 'missing' };
  }
  if (result.kind === 'graphql-error') {
    const category = result.errors[0]?.extensions?.category;
    if (category === 'graphql-no-such-entity' || category === 'graphql-authorization') {
      return { kind: 'missing' };
    }
    return { kind: 'unavailable', message: result.errors[0]?.message ?? '' };
  }
  return { kind: 'unavailable', message: '' };
}

/** Whether the cart has anything to buy. */
export function isEmptyCart(cart: CheckoutCart): boolean {
  return cart.total_quantity <= 0 || cart.cart_items.length === 0;
}

/** What the four steps need to know of a cart (checkout-steps.ts). */
export function progressOf(cart: CheckoutCart, isCustomer: boolean): CheckoutProgress {
  const shipping = cart.shipping_addresses[0] ?? null;
  return {
    hasEmail: isCustomer || Boolean(cart.email),
    hasShippingAddress: Boolean(shipping),
    hasBillingAddress: Boolean(cart.billing_address),
    hasShippingMethod: Boolean(shipping?.selected_shipping_method),
    hasPaymentMethod: Boolean(cart.selected_payment_method?.code),
    isVirtual: cart.is_virtual,
  };
}

export interface CountryOption {
  code: string;
  name: string;
  regions: { id: number; code: string; name: string }[];
}

/** The directory's countries, by name; SPEC §8 "Countries failure": an empty list. */
export async function loadCountries(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<CountryOption[]> {
  const result = await checkoutCall(CheckoutCountriesDocument, { storeView, fetchImpl });
  if (result.kind !== 'ok') return [];
  const countries: CountryOption[] = [];
  for (const country of (result.data.countries ?? []).slice(0, 300)) {
    const code = country?.id ?? '';
    if (!/^[A-Z]{2}$/.test(code)) continue;
    countries.push({
      code,
      name: country?.full_name_locale || country?.full_name_english || code,
      regions: (country?.available_regions ?? [])
        .filter((region) => region?.id && region.name)
        .map((region) => ({ id: region!.id!, code: region!.code ?? '', name: region!.name! })),
    });
  }
  return countries.sort((a, b) => a.name.localeCompare(b.name));
}

export interface Agreement {
  agreement_id: number;
  name: string;
  content: string;
  checkbox_text: string;
  is_html: boolean;
  mode: string;
}

/** The checkout agreements; null when the api could not say (the review step then refuses). */
export async function loadAgreements(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<Agreement[] | null> {
  const result = await checkoutCall(CheckoutAgreementsDocument, { storeView, fetchImpl });
  if (result.kind !== 'ok') return null;
  return (result.data.checkoutAgreements ?? [])
    .flatMap((agreement) => (agreement ? [{ ...agreement, mode: String(agreement.mode) }] : []))
    .slice(0, 20);
}

export interface PickupStore {
  code: string;
  label: string;
}

/** Click-and-collect: the store view's shops from the store locator (none on failure). */
export async function loadPickupStores(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<PickupStore[]> {
  const result = await checkoutCall(CheckoutPickupStoresDocument, { storeView, fetchImpl });
  if (result.kind !== 'ok') return [];
  return (result.data.storeLocations?.items ?? []).flatMap((store) =>
    store
      ? [
          {
            code: store.code,
            label: [store.name, store.street, store.city, store.postcode]
              .filter(Boolean)
              .join(', '),
          },
        ]
      : [],
  );
}

export interface SavedCard {
  publicHash: string;
  label: string;
}

/** The customer's saved cards (Magento Vault), none on failure. */
export async function loadSavedCards(
  storeView: StoreViewCode,
  token: string,
  fetchImpl?: typeof fetch,
): Promise<SavedCard[]> {
  const result = await checkoutCall(CheckoutPaymentTokensDocument, { storeView, token, fetchImpl });
  if (result.kind !== 'ok') return [];
  return (result.data.customerPaymentTokens?.items ?? []).flatMap((item) => {
    if (!item || item.payment_method_code !== 'worldpay_cc' || item.type !== 'card') return [];
    let details: { type?: string; maskedCC?: string; expirationDate?: string } = {};
    try {
      details = JSON.parse(item.details ?? '{}') as typeof details;
    } catch {
      details = {};
    }
    const label = [
      details.type,
      details.maskedCC ? `•••• ${details.maskedCC}` : null,
      details.expirationDate,
    ]
      .filter(Boolean)
      .join(' ');
    return [{ publicHash: item.public_hash, label: label || item.public_hash.slice(0, 8) }];
  });
}

export async function setLastOrder(order: LastOrder): Promise<void> {
  (await cookies()).set(LAST_ORDER_COOKIE, encodeLastOrder(order), {
    httpOnly: false,
    sameSite: 'lax',
    secure: await isHttps(),
    path: '/',
    maxAge: LAST_ORDER_MAX_AGE_SECONDS,
  });
}

export async function readLastOrder(): Promise<LastOrder | null> {
  return decodeLastOrder((await cookies()).get(LAST_ORDER_COOKIE)?.value);
}

/** The reason a card was declined, for /checkout/error (set by the payment actions, read once). */
export const PAYMENT_ERROR_COOKIE = 'checkout_payment_error';

export async function setPaymentError(message: string | null): Promise<void> {
  const jar = await cookies();
  if (!message) {
    jar.delete(PAYMENT_ERROR_COOKIE);
    return;
  }
  jar.set(PAYMENT_ERROR_COOKIE, message.slice(0, 300), {
    httpOnly: true,
    sameSite: 'lax',
    secure: await isHttps(),
    path: '/',
    maxAge: 10 * 60,
  });
}

export async function readPaymentError(): Promise<string | null> {
  const value = (await cookies()).get(PAYMENT_ERROR_COOKIE)?.value;
  return value ? value.slice(0, 300) : null;
}
