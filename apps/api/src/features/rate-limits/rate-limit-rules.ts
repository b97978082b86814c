/**
 * The customer-facing limits (ADR 0024, ADR 0042): fixed windows counted in the database table
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
  /** guestOrderByToken look-ups that found nothing, per client address. */
  guestOrderToken: { limit: 20, windowSec: 15 * 60 },
  /** Wrong current passwords (changeCustomerPassword, updateCustomerEmail, …) per session. */
  passwordCheck: { limit: 10, windowSec: 15 * 60 },
  /** resetPassword attempts (token + new password) per client address. */
  passwordResetAttempt: { limit: 20, windowSec: 60 * 60 },
  /** confirmEmail attempts per client address. */
  emailConfirmation: { limit: 20, windowSec: 60 * 60 },
  /** Newsletter confirm and unsubscribe links followed, per client address. */
  newsletterLink: { limit: 30, windowSec: 60 * 60 },
  /** Coupon codes that did not apply, per cart. */
  couponCart: { limit: 10, windowSec: 60 * 60 },
  /** Coupon codes that did not apply, per client address over all its carts. */
  couponAddress: { limit: 30, windowSec: 60 * 60 },
  /** TRS registration submissions per client address (the form keeps its own 5 per hour). */
  trsRegistration: { limit: 10, windowSec: 60 * 60 },
  /** Media uploads per editor (POST /media). */
  mediaUpload: { limit: 300, windowSec: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
