'use server';

import { getStoreView, storeViewCodeSchema, type StoreViewCode } from '@lumo/block-schema';
import {
  AccountLoginDocument,
  CheckoutCancelPaymentDocument,
  CheckoutPlaceOrderDocument,
  CheckoutSetBillingAddressDocument,
  CheckoutSetGuestEmailDocument,
  CheckoutSetPaymentMethodDocument,
  CheckoutSetShippingAddressDocument,
  CheckoutSetShippingMethodDocument,
  CheckoutSubmitCardDocument,
  CheckoutThreeDSecureDocument,
  type CheckoutAddressFieldsFragment,
} from '@lumo/graphql';
import type { GraphQLErrorShape, GraphQLResult } from '@lumo/graphql/result';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { loginSchema } from '@/features/account/forms/form-schemas';
import { cleanMessage, translatedErrorMessage } from '@/features/account/server/api-errors';
import { errorField } from '@/features/account/server/customer-api';
import {
  customerToken,
  sessionSecondsOf,
  setCustomerSession,
} from '@/features/account/server/session';
import {
  activeCart,
  clearGuestCartId,
  mergeGuestCartIntoCustomer,
  type ActiveCart,
} from '@/features/cart/server/cart-session';
import {
  addressStepSchema,
  cardSchema,
  guestEmailSchema,
  isPickupMethod,
  missingAgreements,
  paymentStepSchema,
  placeOrderSchema,
  sessionIdSchema,
  shippingMethodSchema,
  threeDSecureSchema,
  type AddressChoice,
} from './checkout-schemas';
import { checkoutRedirect, storePath } from './checkout-paths';
import type { CheckoutResult } from './checkout-result';
import { nextStep, stepPath } from './checkout-steps';
import {
  checkoutCall,
  loadAgreements,
  loadCheckoutCart,
  readLastOrder,
  setLastOrder,
  setPaymentError,
} from './server/checkout-api';

/**
 * The checkout's server actions (ADR 0035). Each re-checks its input with the shared zod schema,
 * acts on the shopper's active cart (found from the httpOnly cookies, never from the browser), and
 * answers translated messages: at a field when the api named one, else above the form. The
 * browser keeps what the shopper typed; a failed action changes nothing it shows.
 */

type Failed = Exclude<GraphQLResult<unknown>, { kind: 'ok' }>;

const MAX_VALUES_LENGTH = 20_000;

function parseStoreView(value: unknown): StoreViewCode {
  return storeViewCodeSchema.parse(value);
}

/** Plain, bounded form values (server actions take any serialisable input). */
function plain(values: unknown): Record<string, unknown> {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return {};
  try {
    if (JSON.stringify(values).length > MAX_VALUES_LENGTH) return {};
  } catch {
    return {};
  }
  return values as Record<string, unknown>;
}

function translateKey(t: Translate, message: string): string {
  return /^(account|checkout)\./.test(message) ? t(message) : message;
}

function issuesResult(
  t: Translate,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): CheckoutResult {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues.slice(0, 50)) {
    fieldErrors[issue.path.map(String).join('.') || 'form'] ??= translateKey(t, issue.message);
  }
  return { ok: false, formError: t('checkout.errors.fixErrors'), fieldErrors };
}

/** An api field path as the form's field name (`shipping_addresses.0.address.postcode` -> `shipping.postcode`). */
function formFieldOf(apiField: string): string | null {
  const rules: [RegExp, string][] = [
    [/^(?:input\.)?shipping_addresses\.\d+\.address\./, 'shipping.'],
    [/^(?:input\.)?billing_address\.address\./, 'billing.'],
    [/^(?:input\.)?email$/, 'email'],
  ];
  for (const [pattern, prefix] of rules) {
    if (pattern.test(apiField)) return apiField.replace(pattern, prefix);
  }
  return null;
}

function unavailable(t: Translate): CheckoutResult {
  return { ok: false, formError: t('checkout.errors.unavailable') };
}

function errorMessage(t: Translate, error: GraphQLErrorShape | undefined): string {
  const key = error?.extensions?.messageKey;
  if (typeof key === 'string' && key.startsWith('checkout.') && t(key) !== key) return t(key);
  return translatedErrorMessage(t, error);
}

function failure(t: Translate, result: Failed): CheckoutResult {
  if (result.kind === 'network-error') return unavailable(t);
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const error of result.errors.slice(0, 20)) {
    const apiField = errorField(error);
    const field = apiField ? formFieldOf(apiField) : null;
    const message = errorMessage(t, error);
    if (field) fieldErrors[field] ??= message;
    else formError ??= message;
  }
  return {
    ok: false,
    formError: formError ?? t('checkout.errors.fixErrors'),
    ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
  };
}

/** The cart the checkout acts on, or a result telling the shopper their basket is gone. */
async function cartOrFailure(
  storeView: StoreViewCode,
  t: Translate,
): Promise<{ cart: ActiveCart } | { result: CheckoutResult }> {
  const cart = await activeCart(storeView, { create: false });
  if (!cart) {
    return { result: { ok: false, formError: t('checkout.errors.noCart') } };
  }
  return { cart };
}

// ---- /checkout/login -------------------------------------------------------------------------

/** Continue as a guest: the email goes on the cart (setGuestEmailOnCart), then step 1. */
export async function continueAsGuestAction(
  storeViewInput: string,
  values: unknown,
): Promise<CheckoutResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = guestEmailSchema.safeParse(plain(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const found = await cartOrFailure(storeView, t);
  if ('result' in found) return found.result;
  const result = await checkoutCall(CheckoutSetGuestEmailDocument, {
    storeView,
    token: found.cart.token,
    variables: { cartId: found.cart.cartId, email: input.data.email },
  });
  if (result.kind !== 'ok') return failure(t, result);
  return {
    ok: true,
    redirectTo: stepPath(getStoreView(storeView).pathPrefix, 'customer_address_data'),
  };
}

/**
 * Log in at checkout (the account's sign-in: the token in the httpOnly cookie), then the guest
 * cart merges into the customer's (mergeGuestCartIntoCustomer) and the checkout goes on.
 */
export async function checkoutLoginAction(
  storeViewInput: string,
  values: unknown,
): Promise<CheckoutResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = loginSchema.safeParse(plain(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const result = await checkoutCall(AccountLoginDocument, {
    storeView,
    variables: { email: input.data.email, password: input.data.password },
  });
  if (result.kind !== 'ok') {
    if (result.kind === 'network-error') return unavailable(t);
    return {
      ok: false,
      formError: cleanMessage(result.errors[0]?.message) || t('account.login.failed'),
    };
  }
  const token = result.data.generateCustomerToken?.token;
  if (!token) return unavailable(t);
  await setCustomerSession(token, sessionSecondsOf(result.headers));
  // A failed merge keeps the guest cookie (nothing chosen is lost); the checkout goes on.
  await mergeGuestCartIntoCustomer(storeView, token);
  return {
    ok: true,
    redirectTo: stepPath(getStoreView(storeView).pathPrefix, 'customer_address_data'),
  };
}

// ---- /checkout/onepage -----------------------------------------------------------------------

function shippingInput(choice: AddressChoice) {
  return 'customer_address_id' in choice
    ? { customer_address_id: choice.customer_address_id }
    : { address: choice.address };
}

/** Step 1: the shipping address (saved or new) and the billing address (same by default). */
export async function saveAddressesAction(
  storeViewInput: string,
  values: unknown,
): Promise<CheckoutResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = addressStepSchema.safeParse(plain(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const found = await cartOrFailure(storeView, t);
  if ('result' in found) return found.result;
  const { cartId, token } = found.cart;
  const shipping = await checkoutCall(CheckoutSetShippingAddressDocument, {
    storeView,
    token,
    variables: { cartId, shipping: shippingInput(input.data.shipping) },
  });
  if (shipping.kind !== 'ok') return failure(t, shipping);
  const billingChoice =
    input.data.billing === 'same_as_shipping' ? input.data.shipping : input.data.billing;
  const billingAddress =
    'customer_address_id' in billingChoice
      ? { customer_address_id: billingChoice.customer_address_id }
      : { address: { ...billingChoice.address, save_in_address_book: false } };
  const billing = await checkoutCall(CheckoutSetBillingAddressDocument, {
    storeView,
    token,
    variables: {
      cartId,
      billing: { ...billingAddress, same_as_shipping: input.data.billing === 'same_as_shipping' },
    },
  });
  if (billing.kind !== 'ok') return failure(t, billing);
  return {
    ok: true,
    redirectTo: stepPath(getStoreView(storeView).pathPrefix, nextStep('customer_address_data')),
  };
}

function addressAgain(address: CheckoutAddressFieldsFragment) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? undefined,
    street: address.street,
    city: address.city,
    region: address.region?.code ?? address.region?.label ?? undefined,
    region_id: address.region?.region_id ?? undefined,
    postcode: address.postcode ?? undefined,
    country_code: address.country.code,
    telephone: address.telephone ?? undefined,
  };
}

/** Step 2: the shipping method; click-and-collect also names the store (pickup_location_code). */
export async function saveShippingMethodAction(
  storeViewInput: string,
  values: unknown,
): Promise<CheckoutResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = shippingMethodSchema.safeParse(plain(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const found = await cartOrFailure(storeView, t);
  if ('result' in found) return found.result;
  const { cartId, token } = found.cart;
  const { carrier, method, pickup } = input.data;
  if (isPickupMethod(carrier, method)) {
    if (!pickup) {
      return {
        ok: false,
        formError: t('checkout.errors.fixErrors'),
        fieldErrors: { pickup_location_code: t('checkout.errors.chooseStore') },
      };
    }
    const loaded = await loadCheckoutCart(storeView, cartId, token);
    const address = loaded.kind === 'ok' ? loaded.cart.shipping_addresses[0] : null;
    if (!address) return unavailable(t);
    const set = await checkoutCall(CheckoutSetShippingAddressDocument, {
      storeView,
      token,
      variables: {
        cartId,
        shipping: { address: addressAgain(address), pickup_location_code: pickup },
      },
    });
    if (set.kind !== 'ok') return failure(t, set);
  }
  const result = await checkoutCall(CheckoutSetShippingMethodDocument, {
    storeView,
    token,
    variables: { cartId, carrier, method },
  });
  if (result.kind !== 'ok') return failure(t, result);
  return {
    ok: true,
    redirectTo: stepPath(getStoreView(storeView).pathPrefix, nextStep('shipping_method')),
  };
}

/** Step 3: the payment method (bank transfer, card, a saved card); "save card" for customers only. */
export async function savePaymentMethodAction(
  storeViewInput: string,
  values: unknown,
): Promise<CheckoutResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = paymentStepSchema.safeParse(plain(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const found = await cartOrFailure(storeView, t);
  if ('result' in found) return found.result;
  const { cartId, token } = found.cart;
  const method =
    'worldpay_cc' in input.data && !token
      ? { code: input.data.code, worldpay_cc: { save_card: false } }
      : input.data;
  const result = await checkoutCall(CheckoutSetPaymentMethodDocument, {
    storeView,
    token,
    variables: { cartId, method },
  });
  if (result.kind !== 'ok') return failure(t, result);
  return {
    ok: true,
    redirectTo: stepPath(getStoreView(storeView).pathPrefix, nextStep('payment_method')),
  };
}

const PLACE_ORDER_CODES = [
  'CART_NOT_FOUND',
  'CART_NOT_ACTIVE',
  'GUEST_EMAIL_MISSING',
  'UNABLE_TO_PLACE_ORDER',
  'INSUFFICIENT_STOCK',
  'AGE_VERIFICATION_REQUIRED',
  'PURCHASE_LIMIT_EXCEEDED',
] as const;

/** placeOrder's refusal in the shopper's language, with a way out where there is one. */
function placeOrderRefusal(
  t: Translate,
  storeView: StoreViewCode,
  code: string | undefined,
  message: string,
  isCustomer: boolean,
): CheckoutResult {
  const known = (PLACE_ORDER_CODES as readonly string[]).includes(code ?? '') ? code : null;
  const formError = known
    ? t(`checkout.placeOrder.errors.${known}`)
    : message || t('checkout.errors.placeOrderFailed');
  if (known === 'AGE_VERIFICATION_REQUIRED') {
    const verify = '/dashboard/equifax-verification';
    return {
      ok: false,
      formError,
      link: isCustomer
        ? { href: storePath(storeView, verify), label: t('checkout.placeOrder.verifyAge') }
        : {
            href: `${storePath(storeView, '/login')}?return=${encodeURIComponent(storePath(storeView, verify))}`,
            label: t('checkout.placeOrder.logInToVerify'),
          },
    };
  }
  if (known === 'CART_NOT_FOUND' || known === 'CART_NOT_ACTIVE') {
    return {
      ok: false,
      formError,
      link: { href: storePath(storeView, '/checkout/cart'), label: t('checkout.backToBasket') },
    };
  }
  return { ok: false, formError };
}

/**
 * Step 4: places the order. Offline methods go to /checkout/success; a card goes to the provider's
 * hosted page (payment_redirect.url with the store prefix). The last-order cookie is set here.
 */
export async function placeOrderAction(
  storeViewInput: string,
  values: unknown,
): Promise<CheckoutResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const input = placeOrderSchema.safeParse(plain(values));
  if (!input.success) return issuesResult(t, input.error.issues);
  const agreements = await loadAgreements(storeView);
  if (agreements === null) return unavailable(t);
  if (missingAgreements(agreements, input.data.agreements).length > 0) {
    return {
      ok: false,
      formError: t('checkout.errors.fixErrors'),
      fieldErrors: { agreements: t('checkout.errors.agreementsRequired') },
    };
  }
  const found = await cartOrFailure(storeView, t);
  if ('result' in found) return found.result;
  const { cartId, token, kind } = found.cart;
  const result = await checkoutCall(CheckoutPlaceOrderDocument, {
    storeView,
    token,
    variables: { cartId },
  });
  if (result.kind === 'network-error') return unavailable(t);
  const placed = result.data?.placeOrder ?? null;
  const refusal =
    placed?.errors?.[0] ??
    (result.kind === 'graphql-error'
      ? {
          code: result.errors[0]?.extensions?.code,
          message: cleanMessage(result.errors[0]?.message),
        }
      : null);
  const order = placed?.orderV2;
  if (refusal || !order) {
    return placeOrderRefusal(
      t,
      storeView,
      typeof refusal?.code === 'string' ? refusal.code : undefined,
      refusal?.message ?? '',
      kind === 'customer',
    );
  }
  await setLastOrder({
    entity_id: order.entity_id,
    number: order.number,
    status: order.status,
    visibility: kind === 'customer' ? 'customer' : 'guest',
  });
  const redirect = placed.payment_redirect?.url;
  if (redirect) {
    // The cart comes back if the card is declined or the shopper cancels: keep its cookie.
    return { ok: true, redirectTo: checkoutRedirect(storeView, redirect, '/checkout/error') };
  }
  if (kind === 'guest') await clearGuestCartId(storeView);
  return {
    ok: true,
    redirectTo: `${storePath(storeView, '/checkout/success')}?order=${encodeURIComponent(order.number)}`,
  };
}

// ---- /checkout/worldpay (the card sandbox's hosted page) --------------------------------------

interface SessionOutcome {
  status: string;
  redirect_url: string;
  message?: string | null;
  order_number: string;
}

async function afterPayment(
  storeView: StoreViewCode,
  outcome: SessionOutcome,
): Promise<CheckoutResult> {
  if (outcome.status === 'APPROVED') {
    const cart = await activeCart(storeView, { create: false });
    if (cart?.kind === 'guest') {
      // The paid cart stays inactive: the guest starts a new basket.
      const still = await loadCheckoutCart(storeView, cart.cartId, null);
      if (still.kind !== 'ok' || still.cart.total_quantity <= 0) await clearGuestCartId(storeView);
    }
    await setPaymentError(null);
  }
  if (outcome.status === 'DECLINED' || outcome.status === 'CANCELED') {
    await setPaymentError(outcome.message ?? null);
  }
  const fallback =
    outcome.status === 'APPROVED'
      ? `/checkout/success-payment?order=${encodeURIComponent(outcome.order_number)}`
      : `/checkout/error?order=${encodeURIComponent(outcome.order_number)}`;
  return { ok: true, redirectTo: checkoutRedirect(storeView, outcome.redirect_url, fallback) };
}

async function lastOrderStatus(status: string, orderNumber: string): Promise<void> {
  const last = await readLastOrder();
  if (last && last.number === orderNumber) {
    const next =
      status === 'APPROVED'
        ? 'processing'
        : status === 'DECLINED' || status === 'CANCELED'
          ? 'canceled'
          : last.status;
    await setLastOrder({ ...last, status: next });
  }
}

/**
 * The hosted page's steps share their frame: a well-formed session id, the api call with the
 * customer's token (a customer's payment session is theirs only; the api checks it), then the
 * last-order cookie and the redirect that follow the session's outcome.
 */
async function paymentSessionStep(
  storeViewInput: string,
  sessionId: string,
  call: (
    storeView: StoreViewCode,
    session: string,
    token: string | null,
    t: Translate,
  ) => Promise<SessionOutcome | CheckoutResult>,
): Promise<CheckoutResult> {
  const storeView = parseStoreView(storeViewInput);
  const t = await getTranslator(storeView);
  const session = sessionIdSchema.safeParse(sessionId);
  if (!session.success) return { ok: false, formError: t('checkout.payment.sessionMissing') };
  const outcome = await call(storeView, session.data, await customerToken(), t);
  if ('ok' in outcome) return outcome;
  await lastOrderStatus(outcome.status, outcome.order_number);
  return afterPayment(storeView, outcome);
}

export async function submitCardAction(
  storeViewInput: string,
  sessionId: string,
  values: unknown,
): Promise<CheckoutResult> {
  return paymentSessionStep(storeViewInput, sessionId, async (storeView, session, token, t) => {
    const input = cardSchema().safeParse(plain(values));
    if (!input.success) return issuesResult(t, input.error.issues);
    const result = await checkoutCall(CheckoutSubmitCardDocument, {
      storeView,
      token,
      variables: { input: { session_id: session, ...input.data } },
    });
    return result.kind === 'ok' ? result.data.submitSandboxCardPayment : failure(t, result);
  });
}

export async function threeDSecureAction(
  storeViewInput: string,
  sessionId: string,
  values: unknown,
): Promise<CheckoutResult> {
  return paymentSessionStep(storeViewInput, sessionId, async (storeView, session, token, t) => {
    const input = threeDSecureSchema.safeParse(plain(values));
    if (!input.success) return issuesResult(t, input.error.issues);
    const result = await checkoutCall(CheckoutThreeDSecureDocument, {
      storeView,
      token,
      variables: { input: { session_id: session, passcode: input.data.passcode } },
    });
    return result.kind === 'ok' ? result.data.completeSandboxThreeDSecure : failure(t, result);
  });
}

export async function cancelPaymentAction(
  storeViewInput: string,
  sessionId: string,
): Promise<CheckoutResult> {
  return paymentSessionStep(storeViewInput, sessionId, async (storeView, session, token, t) => {
    const result = await checkoutCall(CheckoutCancelPaymentDocument, {
      storeView,
      token,
      variables: { sessionId: session },
    });
    return result.kind === 'ok' ? result.data.cancelPaymentSession : failure(t, result);
  });
}
