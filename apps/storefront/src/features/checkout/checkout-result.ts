/** What the checkout's server actions answer (translated messages only; never a token or cart id). */
export type CheckoutResult =
  | { ok: true; redirectTo: string }
  | {
      ok: false;
      formError?: string;
      fieldErrors?: Record<string, string>;
      /** A way out of the error (AGE_VERIFICATION_REQUIRED: verify your age, or log in). */
      link?: { href: string; label: string };
    };
