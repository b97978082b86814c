/**
 * SPEC §9's four checkout steps, in order (ADR 0035). Pure: the onepage reads the cart, asks
 * which steps are done, and shows the step of the URL (`?step=shipping_method`) only when every
 * step before it is done; otherwise the first step still to do. Dependency-free (client-safe).
 */
export const CHECKOUT_STEPS = [
  'customer_address_data',
  'shipping_method',
  'payment_method',
  'review',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_PARAM = 'step';

/** What the cart already holds, as far as the steps care. */
export interface CheckoutProgress {
  hasEmail: boolean;
  hasShippingAddress: boolean;
  hasBillingAddress: boolean;
  hasShippingMethod: boolean;
  hasPaymentMethod: boolean;
  /** A cart of virtual items only needs no shipping address or method. */
  isVirtual: boolean;
}

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** 1 to 4. */
export function stepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}

export function isStepComplete(step: CheckoutStep, progress: CheckoutProgress): boolean {
  switch (step) {
    case 'customer_address_data':
      return (
        progress.hasEmail &&
        progress.hasBillingAddress &&
        (progress.isVirtual || progress.hasShippingAddress)
      );
    case 'shipping_method':
      return progress.isVirtual || progress.hasShippingMethod;
    case 'payment_method':
      return progress.hasPaymentMethod;
    case 'review':
      // Done only by placing the order.
      return false;
  }
}

/** The first step not done yet (review once the other three are). */
export function firstIncompleteStep(progress: CheckoutProgress): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => !isStepComplete(step, progress)) ?? 'review';
}

/** True when the shopper may open a step: every step before it is done. */
export function canOpenStep(step: CheckoutStep, progress: CheckoutProgress): boolean {
  return CHECKOUT_STEPS.slice(0, stepNumber(step) - 1).every((before) =>
    isStepComplete(before, progress),
  );
}

/** The step to show for the URL's `step` value: the asked one if it may open, else the first to do. */
export function resolveStep(requested: unknown, progress: CheckoutProgress): CheckoutStep {
  const wanted = Array.isArray(requested) ? requested[0] : requested;
  if (isCheckoutStep(wanted) && canOpenStep(wanted, progress)) return wanted;
  return firstIncompleteStep(progress);
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(stepNumber(step), CHECKOUT_STEPS.length - 1)]!;
}

/** The onepage URL of a step inside a store view's prefix (`/eu/checkout/onepage?step=review`). */
export function stepPath(prefix: string, step: CheckoutStep): string {
  return `${prefix}/checkout/onepage?${STEP_PARAM}=${step}`;
}

export type StepStatus = 'done' | 'current' | 'todo';

/** The step indicator's view of each step. */
export function stepStatuses(
  current: CheckoutStep,
  progress: CheckoutProgress,
): { step: CheckoutStep; status: StepStatus; canOpen: boolean }[] {
  return CHECKOUT_STEPS.map((step) => ({
    step,
    status:
      step === current ? 'current' : isStepComplete(step, progress) ? 'done' : ('todo' as const),
    canOpen: step !== current && canOpenStep(step, progress),
  }));
}
