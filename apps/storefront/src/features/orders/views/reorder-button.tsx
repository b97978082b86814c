'use client';

import { useState } from 'react';
import { refreshCart } from '@/features/cart/cart-store';
import type { ReorderResult } from '../actions';

/**
 * Reorder (ADR 0036): reorderItems puts the order's items into the customer's cart. With nothing
 * refused the browser goes to the cart page (a full navigation, so the header's cart reloads);
 * items the api refused (userInputErrors) are listed here first, with the way to the cart, and
 * the client cart is refreshed (sf-cart's refreshCart).
 */
export function ReorderButton({
  label,
  pending: pendingLabel,
  toCart,
  refusedTitle,
  action,
}: {
  label: string;
  pending: string;
  toCart: string;
  refusedTitle: string;
  action: () => Promise<ReorderResult>;
}) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ReorderResult | null>(null);
  return (
    <div className="ls-order-reorder">
      <button
        type="button"
        className="ls-button ls-button-primary"
        disabled={pending}
        data-testid="order:reorder"
        onClick={async () => {
          setPending(true);
          const outcome = await action().catch((): ReorderResult => ({
            ok: false,
            messages: [refusedTitle],
          }));
          setPending(false);
          if (outcome.ok && outcome.messages.length === 0 && outcome.cartPath) {
            window.location.assign(outcome.cartPath);
            return;
          }
          // Some items went in: the header's cart shows them while the refusals are read.
          if (outcome.ok) void refreshCart();
          setResult(outcome);
        }}
      >
        {pending ? pendingLabel : label}
      </button>
      {result ? (
        <div
          role="alert"
          className="ls-account-message ls-account-message-error"
          data-testid="order:reorder-errors"
        >
          <p>{refusedTitle}</p>
          <ul>
            {result.messages.map((message, index) => (
              <li key={`${index}-${message}`}>{message}</li>
            ))}
          </ul>
          {result.ok && result.cartPath ? (
            <a href={result.cartPath} data-testid="order:reorder-to-cart">
              {toCart}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
