import type { RateLimitName } from './rate-limit-rules';

/**
 * Names of GraphQL root fields that an attacker can repeat to guess a secret, send mail, create
 * accounts or probe codes. A test fails when the SDL has a field matching this and the list
 * below does not say how it is limited (or why it needs no limit).
 */
export const ABUSE_PRONE_FIELD =
  /token|login|password|reset|confirm|newsletter|subscribe|coupon|guestorder|^createcustomer(v2)?$|regist|contact|verify|email|threedsecure|cardpayment/i;

export type FieldLimit =
  /** Counted in rate_limits (by a guard in rate-limit-guards.ts or inside the feature). */
  | { limits: readonly RateLimitName[] }
  /** Counted by its own mechanism (named), tested in `test` (path from apps/api/src). */
  | { own: string; test: string }
  /** Needs no limit, and why. */
  | { exempt: string };

export const ABUSE_PRONE_FIELDS: Readonly<Record<string, FieldLimit>> = {
  // Sign-in and registration
  generateCustomerToken: { limits: ['login'] },
  generateEditorToken: {
    own: 'LoginThrottle (ADR 0008): failures per email + address, per address, per-email backoff',
    test: 'features/editors/editors.test.ts',
  },
  createCustomer: { limits: ['register'] },
  createCustomerV2: { limits: ['register'] },
  isEmailAvailable: { limits: ['emailCheck'] },
  confirmEmail: { limits: ['emailConfirmation'] },
  resendConfirmationEmail: { limits: ['confirmationResend'] },
  submitTrsRegistration: { limits: ['trsRegistration'] },
  verifyCustomerAge: {
    own: 'MAX_ATTEMPTS per customer (attempts_left, ADR 0027)',
    test: 'features/age-verification/age-verification.test.ts',
  },
  // Passwords
  requestPasswordResetEmail: { limits: ['passwordResetAddress', 'passwordResetEmail'] },
  resetPassword: { limits: ['passwordResetAttempt'] },
  changeCustomerPassword: { limits: ['passwordCheck'] },
  updateCustomerEmail: { limits: ['passwordCheck'] },
  updateCustomer: { limits: ['passwordCheck'] },
  changeEditorPassword: { limits: ['passwordCheck'] },
  // Newsletter
  subscribeEmailToNewsletter: { limits: ['newsletter'] },
  confirmNewsletterSubscription: { limits: ['newsletterLink'] },
  unsubscribeFromNewsletter: { limits: ['newsletterLink'] },
  newsletterStatus: { exempt: "reads the signed-in customer's own status" },
  // Coupons and orders
  applyCouponToCart: { limits: ['couponCart', 'couponAddress'] },
  guestOrder: { limits: ['guestOrder'] },
  guestOrderByToken: { limits: ['guestOrderToken'] },
  removeCouponFromCart: { exempt: 'removes the code of a cart the caller holds; guesses nothing' },
  // Fields whose names match but guess nothing
  revokeCustomerToken: { exempt: "ends the caller's own session" },
  revokeEditorToken: { exempt: "ends the caller's own session" },
  createBuilderPreviewToken: { exempt: 'editors only; signs a token, checks nothing' },
  customerPaymentTokens: { exempt: "lists the signed-in customer's own saved cards" },
  deletePaymentToken: { exempt: "signed-in customer's own card only (IDOR suite)" },
  setGuestEmailOnCart: { exempt: 'writes to a cart the caller holds; sends no mail' },
  customerAgeVerification: { exempt: "reads the signed-in customer's own state" },
  submitSandboxCardPayment: {
    exempt: 'sandbox only; a payment session takes one card, a decline ends it',
  },
  completeSandboxThreeDSecure: {
    exempt: 'sandbox only; one passcode per payment session, a wrong one declines it',
  },
};
