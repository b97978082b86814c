/**
 * The customer-facing limits (ADR 0024): fixed windows counted in the database table
 * rate_limits, so every api process and a restart see the same counts. RATE_LIMIT_SCALE
 * multiplies every `limit` (the e2e run sets it high; 1 in production).
 */
export const RATE_LIMITS = {
  /** Failed sign-ins per email and client address. */
  login: { limit: 10, windowSec: 15 * 60 },
  /** Registrations per client address. */
  register: { limit: 10, windowSec: 60 * 60 },
  /** Password reset mails per email. */
  passwordResetEmail: { limit: 3, windowSec: 60 * 60 },
  /** Password reset requests per client address. */
  passwordResetAddress: { limit: 10, windowSec: 60 * 60 },
  /** Confirmation mails sent again, per email. */
  confirmationResend: { limit: 3, windowSec: 60 * 60 },
  /** Newsletter sign-ups per client address. */
  newsletter: { limit: 10, windowSec: 60 * 60 },
  /** isEmailAvailable look-ups per client address (it tells whether an account exists). */
  emailCheck: { limit: 60, windowSec: 60 * 60 },
  /** guestOrder look-ups (order tracking) per client address (ADR 0033). */
  guestOrder: { limit: 20, windowSec: 15 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
