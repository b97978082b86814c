import { freeShippingProgress } from './cart-model';

/**
 * SPEC §9 free delivery over the store view's threshold: "Spend £x more for free delivery" with
 * a bar, or "You have free delivery". Nothing when the store view has no threshold (remaining < 0).
 */
export function FreeShippingProgress({
  subtotal,
  remaining,
  remainingText,
  reachedText,
}: {
  subtotal: number;
  remaining: number;
  remainingText: (amount: number) => string;
  reachedText: string;
}) {
  if (remaining < 0) return null;
  const progress = freeShippingProgress(subtotal, remaining);
  return (
    <div className="ls-free-shipping" data-testid="cart:free-shipping">
      <p>{progress.reached ? reachedText : remainingText(remaining)}</p>
      <div
        className="ls-free-shipping-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.ratio * 100)}
        aria-hidden="true"
      >
        <span style={{ width: `${Math.round(progress.ratio * 100)}%` }} />
      </div>
    </div>
  );
}
