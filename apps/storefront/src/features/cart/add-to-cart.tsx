'use client';
import './cart.css';

import { useId, useState, type FormEvent } from 'react';
import { track } from '../analytics/analytics';
import type { CartActionResult, AddToCartInput } from './actions';
import { runCartAction, showCart } from './cart-store';
import type { CartView } from './cart-model';

export interface AddToCartText {
  add: string;
  adding: string;
  quantity: string;
}

/** The server actions, passed by the server parent (a client module never imports them). */
export interface AddToCartActions {
  add: (storeView: string, input: AddToCartInput) => Promise<CartActionResult>;
  /** The no-JavaScript form post (features/cart/actions.ts addToCartFormAction). */
  formAction: (formData: FormData) => Promise<void>;
}

export interface AddToCartProps {
  storeView: string;
  actions: AddToCartActions;
  /** The sku to add: the chosen variant's for a configurable product. */
  sku: string | null;
  /** The configurable product's own sku. */
  parentSku?: string | null;
  kind: 'simple' | 'configurable' | 'bundle';
  /** Show the quantity field (product page); listings add one. */
  withQuantity?: boolean;
  disabled?: boolean;
  text: AddToCartText;
  testId?: string;
}

/** SPEC §9: default quantity 1. */
export const DEFAULT_QUANTITY = 1;
const MAX_QUANTITY = 10_000;

/** GA4 add_to_cart (SPEC §7): the added line as the cart now prices it. */
export function addToCartEvent(cart: CartView | null, sku: string, quantity: number) {
  const line = cart?.lines.find((candidate) => candidate.sku === sku);
  return {
    currency: cart?.currency,
    value: line ? Math.round(line.unitPrice * quantity * 100) / 100 : undefined,
    items: [
      {
        item_id: sku,
        item_name: line?.name ?? sku,
        price: line?.unitPrice,
        quantity,
      },
    ],
  };
}

/**
 * Add to cart (ADR 0034). A plain form posting to the server action, so it works without
 * JavaScript (the cart page follows); with it, the action runs in place, the button says it is
 * busy, a refusal shows beside the button and success opens the mini cart.
 */
export function AddToCart({
  storeView,
  actions,
  sku,
  parentSku,
  kind,
  withQuantity = false,
  disabled = false,
  text,
  testId = 'cart:add-to-cart',
}: AddToCartProps) {
  const [quantity, setQuantity] = useState(String(DEFAULT_QUANTITY));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quantityId = useId();
  const errorId = useId();
  const unavailable = disabled || !sku;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sku || pending) return;
    const qty = Math.min(
      MAX_QUANTITY,
      Math.max(1, Math.floor(Number(quantity)) || DEFAULT_QUANTITY),
    );
    setPending(true);
    setError(null);
    const result = await runCartAction(
      () => actions.add(storeView, { sku, parentSku: parentSku ?? null, kind, quantity: qty }),
      { inlineError: true },
    );
    setPending(false);
    if (result.ok) {
      track('add_to_cart', addToCartEvent(result.cart, sku, qty));
      showCart();
    } else if (result.message) {
      setError(result.message);
    }
  }

  return (
    <form
      className="ls-add-to-cart"
      action={actions.formAction}
      onSubmit={submit}
      data-testid={testId}
      data-sku={sku ?? undefined}
    >
      <input type="hidden" name="storeView" value={storeView} />
      <input type="hidden" name="sku" value={sku ?? ''} />
      <input type="hidden" name="kind" value={kind} />
      {parentSku ? <input type="hidden" name="parentSku" value={parentSku} /> : null}
      {withQuantity ? (
        <span className="ls-qty-field">
          <label htmlFor={quantityId}>{text.quantity}</label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            data-testid="cart:add-quantity"
          />
        </span>
      ) : (
        <input type="hidden" name="quantity" value={DEFAULT_QUANTITY} />
      )}
      <button
        type="submit"
        className="ls-button"
        disabled={unavailable || pending}
        aria-busy={pending || undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="cart:add-button"
      >
        {pending ? text.adding : text.add}
      </button>
      {error ? (
        <p id={errorId} className="ls-form-error" role="alert" data-testid="cart:add-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
