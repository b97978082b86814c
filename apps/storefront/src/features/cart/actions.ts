'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { storeViewCodeSchema, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import {
  CartAddDocument,
  CartApplyCouponDocument,
  CartBundleDefaultsDocument,
  CartRemoveCouponDocument,
  CartRemoveItemDocument,
  CartUpdateItemsDocument,
  type CartFieldsFragment,
} from '@lumo/graphql';
import type { GraphQLResult } from '@lumo/graphql/result';
import { getTranslator, type Translate } from '@/features/i18n/server';
import type { CartView } from './cart-model';
import { cartCall, cartSettings, loadCart, viewOf } from './server/cart-api';
import { activeCart, clearGuestCartId } from './server/cart-session';

/**
 * The cart's server actions (ADR 0034). Each re-validates its input, finds the active cart from
 * the cookies (creating the guest cart on the first add) and answers the cart as the storefront
 * shows it, or a message in the shopper's language. `message: null` on failure means the api gave
 * no message of its own: the client shows SPEC §8's 'Something went wrong.'.
 */

export type CartActionResult =
  | { ok: true; cart: CartView | null; notice?: string }
  | { ok: false; message: string | null; cart?: CartView | null };

const skuSchema = z.string().trim().min(1).max(64);
const quantitySchema = z.coerce.number().int().min(1).max(10_000);

const addInputSchema = z.object({
  sku: skuSchema,
  parentSku: skuSchema.nullish(),
  kind: z.enum(['simple', 'configurable', 'bundle']).default('simple'),
  quantity: quantitySchema.default(1),
});
export type AddToCartInput = z.input<typeof addInputSchema>;

const uidSchema = z.string().min(1).max(128);
const couponSchema = z.string().trim().min(1).max(255);

function storeViewOf(value: unknown): StoreViewCode {
  return storeViewCodeSchema.parse(value);
}

/** A user error in the shopper's language: the code's text where we have one, else the api's. */
function userErrorMessage(t: Translate, error: { code: string; message: string }): string {
  const key = `cart.errors.${error.code}`;
  const translated = t(key);
  return translated !== key ? translated : error.message.replace(/^GraphQL error: /, '');
}

function failure(result: Exclude<GraphQLResult<unknown>, { kind: 'ok' }>): CartActionResult {
  if (result.kind === 'network-error') return { ok: false, message: null };
  const message = result.errors[0]?.message?.replace(/^GraphQL error: /, '').trim();
  return { ok: false, message: message || null };
}

async function cartOf(storeView: StoreViewCode, cart: CartFieldsFragment): Promise<CartView> {
  return viewOf(storeView, cart, await cartSettings(storeView));
}

/** A bundle kit's default selections (each option's default; a required one without any: its first). */
async function bundleSelections(storeView: StoreViewCode, sku: string): Promise<string[]> {
  const cart = { kind: 'guest' as const, cartId: '', token: null };
  const result = await cartCall(cart, storeView, CartBundleDefaultsDocument, { sku });
  if (result.kind !== 'ok') return [];
  const product = result.data.products?.items?.[0];
  if (!product || product.__typename !== 'BundleProduct') return [];
  const uids: string[] = [];
  for (const item of product.items ?? []) {
    const options = (item?.options ?? []).filter((option): option is NonNullable<typeof option> =>
      Boolean(option),
    );
    const defaults = options.filter((option) => option.is_default);
    const chosen = defaults.length ? defaults : item?.required && options[0] ? [options[0]] : [];
    uids.push(...chosen.map((option) => option.uid));
  }
  return uids.slice(0, 50);
}

type AddOutcome =
  | { kind: 'failed'; result: CartActionResult }
  | {
      kind: 'added';
      cart: CartFieldsFragment | null;
      userError: { code: string; message: string } | null;
    };

/**
 * Adds one item to the shopper's active cart (the guest cart and its cookie are created on the
 * first add). `withCart`: the api answers the cart after the add too (the form post does not
 * need it: it redirects to the cart page, which reads the cart).
 */
async function addItem(
  storeView: StoreViewCode,
  input: z.output<typeof addInputSchema>,
  withCart: boolean,
): Promise<AddOutcome> {
  const { sku, parentSku, kind, quantity } = input;
  // The cart and a bundle's default selections do not depend on each other.
  const [cart, selected] = await Promise.all([
    activeCart(storeView, { create: true }),
    kind === 'bundle' ? bundleSelections(storeView, sku) : Promise.resolve([]),
  ]);
  if (!cart) return { kind: 'failed', result: { ok: false, message: null } };
  const item = {
    sku,
    quantity,
    ...(kind === 'configurable' && parentSku ? { parent_sku: parentSku } : {}),
    ...(selected.length ? { selected_options: selected } : {}),
  };
  let result = await cartCall(cart, storeView, CartAddDocument, {
    cartId: cart.cartId,
    cartItems: [item],
    withCart,
  });
  // A guest cookie naming a cart that is gone (ordered, expired): start a new cart once.
  if (
    result.kind === 'graphql-error' &&
    cart.kind === 'guest' &&
    result.errors[0]?.extensions?.category === 'graphql-no-such-entity'
  ) {
    await clearGuestCartId(storeView);
    const fresh = await activeCart(storeView, { create: true });
    if (!fresh) return { kind: 'failed', result: { ok: false, message: null } };
    result = await cartCall(fresh, storeView, CartAddDocument, {
      cartId: fresh.cartId,
      cartItems: [item],
      withCart,
    });
  }
  if (result.kind !== 'ok') return { kind: 'failed', result: failure(result) };
  const payload = result.data.addProductsToCart;
  if (!payload) return { kind: 'failed', result: { ok: false, message: null } };
  return { kind: 'added', cart: payload.cart ?? null, userError: payload.user_errors[0] ?? null };
}

/** Add to cart (product page, listings, cross-sells). Creates the guest cart and its cookie. */
export async function addToCartAction(
  storeViewInput: string,
  input: AddToCartInput,
): Promise<CartActionResult> {
  const storeView = storeViewOf(storeViewInput);
  const parsed = addInputSchema.safeParse(input);
  if (!parsed.success) {
    const t = await getTranslator(storeView);
    return { ok: false, message: t('cart.errors.INVALID_PARAMETER_VALUE') };
  }
  // The store settings (cached) are read while the add runs.
  const settings = cartSettings(storeView);
  settings.catch(() => undefined);
  const outcome = await addItem(storeView, parsed.data, true);
  if (outcome.kind === 'failed') return outcome.result;
  if (!outcome.cart) return { ok: false, message: null };
  const view = viewOf(storeView, outcome.cart, await settings);
  if (outcome.userError) {
    const t = await getTranslator(storeView);
    return { ok: false, message: userErrorMessage(t, outcome.userError), cart: view };
  }
  return { ok: true, cart: view };
}

/** The no-JavaScript add to cart: a plain form post, then the cart page (which reads the cart). */
export async function addToCartFormAction(formData: FormData): Promise<void> {
  const storeView = storeViewOf(formData.get('storeView'));
  const parsed = addInputSchema.safeParse({
    sku: String(formData.get('sku') ?? ''),
    parentSku: (formData.get('parentSku') as string | null) || null,
    kind: (formData.get('kind') as 'simple') || 'simple',
    quantity: Number(formData.get('quantity') ?? 1) || 1,
  });
  const outcome = parsed.success ? await addItem(storeView, parsed.data, false) : null;
  const added = outcome?.kind === 'added' && outcome.userError === null;
  const cartPath = withStorePrefix(storeView, '/checkout/cart');
  redirect(added ? cartPath : `${cartPath}?error=add`);
}

/** The mini cart's and refreshCart's read of the cart. */
export async function cartSummaryAction(storeViewInput: string): Promise<CartActionResult> {
  const storeView = storeViewOf(storeViewInput);
  const loaded = await loadCart(storeView, { canClearCookie: true });
  if (loaded.kind === 'ok') return { ok: true, cart: loaded.cart };
  if (loaded.kind === 'empty') return { ok: true, cart: null };
  return { ok: false, message: loaded.message };
}

/** The cart page's quantity stepper (0 removes the line). */
export async function updateQuantityAction(
  storeViewInput: string,
  uid: string,
  quantity: number,
): Promise<CartActionResult> {
  const storeView = storeViewOf(storeViewInput);
  const t = await getTranslator(storeView);
  const line = uidSchema.safeParse(uid);
  const qty = z.number().int().min(0).max(10_000).safeParse(quantity);
  if (!line.success || !qty.success) {
    return { ok: false, message: t('cart.errors.INVALID_PARAMETER_VALUE') };
  }
  const cart = await activeCart(storeView, { create: false });
  if (!cart) return { ok: true, cart: null };
  const result = await cartCall(cart, storeView, CartUpdateItemsDocument, {
    cartId: cart.cartId,
    items: [{ cart_item_uid: line.data, quantity: qty.data }],
  });
  if (result.kind !== 'ok') return failure(result);
  const payload = result.data.updateCartItems;
  if (!payload) return { ok: false, message: null };
  const view = await cartOf(storeView, payload.cart);
  const error = payload.errors[0];
  if (error) return { ok: false, message: userErrorMessage(t, error), cart: view };
  return { ok: true, cart: view };
}

export async function removeItemAction(
  storeViewInput: string,
  uid: string,
): Promise<CartActionResult> {
  const storeView = storeViewOf(storeViewInput);
  const line = uidSchema.safeParse(uid);
  if (!line.success) return { ok: false, message: null };
  const cart = await activeCart(storeView, { create: false });
  if (!cart) return { ok: true, cart: null };
  const result = await cartCall(cart, storeView, CartRemoveItemDocument, {
    cartId: cart.cartId,
    uid: line.data,
  });
  if (result.kind !== 'ok') return failure(result);
  const payload = result.data.removeItemFromCart;
  return payload
    ? { ok: true, cart: await cartOf(storeView, payload.cart) }
    : failure({ kind: 'network-error', message: '' });
}

/** The coupon form: the api's own message when it refuses the code. */
export async function applyCouponAction(
  storeViewInput: string,
  code: string,
): Promise<CartActionResult> {
  const storeView = storeViewOf(storeViewInput);
  const t = await getTranslator(storeView);
  const coupon = couponSchema.safeParse(code);
  if (!coupon.success) return { ok: false, message: t('cart.coupon.required') };
  const cart = await activeCart(storeView, { create: false });
  if (!cart) return { ok: false, message: t('cart.empty.title') };
  const result = await cartCall(cart, storeView, CartApplyCouponDocument, {
    cartId: cart.cartId,
    code: coupon.data,
  });
  if (result.kind !== 'ok') return failure(result);
  const payload = result.data.applyCouponToCart;
  if (!payload) return { ok: false, message: null };
  return {
    ok: true,
    cart: await cartOf(storeView, payload.cart),
    notice: t('cart.coupon.applied', { code: coupon.data }),
  };
}

export async function removeCouponAction(storeViewInput: string): Promise<CartActionResult> {
  const storeView = storeViewOf(storeViewInput);
  const t = await getTranslator(storeView);
  const cart = await activeCart(storeView, { create: false });
  if (!cart) return { ok: true, cart: null };
  const result = await cartCall(cart, storeView, CartRemoveCouponDocument, {
    cartId: cart.cartId,
  });
  if (result.kind !== 'ok') return failure(result);
  const payload = result.data.removeCouponFromCart;
  return {
    ok: true,
    cart: payload?.cart ? await cartOf(storeView, payload.cart) : null,
    notice: t('cart.coupon.removed'),
  };
}

/**
 * The cart page's forms without JavaScript: one post, the change, then the page again. With
 * JavaScript the page calls the actions above and updates in place.
 */
export async function cartPageFormAction(formData: FormData): Promise<void> {
  const storeView = storeViewOf(formData.get('storeView'));
  const intent = String(formData.get('intent') ?? '');
  const uid = String(formData.get('uid') ?? '');
  let result: CartActionResult = { ok: true, cart: null };
  if (intent === 'update') {
    // The stepper's − and + post `step` with the line's current quantity; Update posts the field.
    const step = Number(formData.get('step') ?? 0);
    const quantity = step
      ? Number(formData.get('current') ?? 0) + Math.sign(step)
      : Number(formData.get('quantity') ?? 1);
    result = await updateQuantityAction(storeView, uid, Number.isFinite(quantity) ? quantity : 1);
  } else if (intent === 'remove') {
    result = await removeItemAction(storeView, uid);
  } else if (intent === 'coupon') {
    result = await applyCouponAction(storeView, String(formData.get('coupon') ?? ''));
  } else if (intent === 'remove-coupon') {
    result = await removeCouponAction(storeView);
  }
  const cartPath = withStorePrefix(storeView, '/checkout/cart');
  redirect(result.ok ? cartPath : `${cartPath}?error=${encodeURIComponent(intent.slice(0, 20))}`);
}
