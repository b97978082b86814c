/**
 * Which operations the IDOR suite must cover (ADR 0042). An argument with one of these names
 * points at somebody's cart, order, address, subscription, saved card or payment session.
 */
export const OWNED_ID_ARGUMENTS = new Set([
  'cart_id',
  'cartId',
  'source_cart_id',
  'destination_cart_id',
  'orderNumber',
  'order_number',
  'number',
  'id',
  'public_hash',
  'session_id',
  'token',
  'customer_address_id',
]);

/** Fields without such an argument that act on the token's own customer. */
export const TOKEN_SCOPED_FIELDS = [
  'customer',
  'customerCart',
  'customerOrders',
  'customerPaymentTokens',
  'newsletterStatus',
  'customerAgeVerification',
  'verifyCustomerAge',
  'updateCustomer',
  'updateCustomerV2',
  'updateCustomerEmail',
  'changeCustomerPassword',
  'revokeCustomerToken',
  'createCustomerAddress',
] as const;

export type IdorCoverage =
  /** A case in apps/api/src/test/idor/idor.test.ts. */
  | { suite: 'idor' }
  /** Tested in an existing feature test (path from apps/api/src), which names the field. */
  | { file: string }
  /** Not somebody's data, and why. */
  | { exempt: string };

const customerIdor = { file: 'features/customers/customer-idor.test.ts' };
const publicCatalogue = { exempt: 'public catalogue or content id, the same for every shopper' };

export const IDOR_COVERAGE: Readonly<Record<string, IdorCoverage>> = {
  // Carts
  cart: { suite: 'idor' },
  customerCart: { suite: 'idor' },
  addProductsToCart: { suite: 'idor' },
  addSimpleProductsToCart: { suite: 'idor' },
  addConfigurableProductsToCart: { suite: 'idor' },
  updateCartItems: { suite: 'idor' },
  removeItemFromCart: { suite: 'idor' },
  applyCouponToCart: { suite: 'idor' },
  removeCouponFromCart: { suite: 'idor' },
  setGuestEmailOnCart: { suite: 'idor' },
  setShippingAddressesOnCart: { suite: 'idor' },
  setBillingAddressOnCart: { suite: 'idor' },
  setShippingMethodsOnCart: { suite: 'idor' },
  mergeCarts: { suite: 'idor' },
  assignCustomerToGuestCart: { suite: 'idor' },
  estimateShippingMethods: { suite: 'idor' },
  estimateTotals: { suite: 'idor' },
  createEmptyCart: { suite: 'idor' },
  createGuestCart: { suite: 'idor' },
  setPaymentMethodOnCart: { suite: 'idor' },
  placeOrder: { suite: 'idor' },
  // Orders, autoship, payments
  customerOrders: { suite: 'idor' },
  guestOrder: { suite: 'idor' },
  guestOrderByToken: { suite: 'idor' },
  reorderItems: { suite: 'idor' },
  createAutoshipSubscription: { suite: 'idor' },
  skipAutoshipDelivery: { suite: 'idor' },
  pauseAutoshipSubscription: { suite: 'idor' },
  resumeAutoshipSubscription: { suite: 'idor' },
  cancelAutoshipSubscription: { suite: 'idor' },
  updateAutoshipSubscription: { suite: 'idor' },
  customerPaymentTokens: { suite: 'idor' },
  deletePaymentToken: { suite: 'idor' },
  paymentSession: { suite: 'idor' },
  submitSandboxCardPayment: { suite: 'idor' },
  completeSandboxThreeDSecure: { suite: 'idor' },
  cancelPaymentSession: { suite: 'idor' },
  addOrderShipment: { suite: 'idor' },
  cancelOrder: { suite: 'idor' },
  // Customer accounts (the existing suite reads A back before and after)
  customer: customerIdor,
  updateCustomer: customerIdor,
  updateCustomerV2: customerIdor,
  updateCustomerEmail: customerIdor,
  changeCustomerPassword: customerIdor,
  revokeCustomerToken: customerIdor,
  createCustomerAddress: customerIdor,
  updateCustomerAddress: customerIdor,
  deleteCustomerAddress: customerIdor,
  newsletterStatus: customerIdor,
  confirmNewsletterSubscription: { suite: 'idor' },
  unsubscribeFromNewsletter: { suite: 'idor' },
  confirmEmail: customerIdor,
  resetPassword: customerIdor,
  customerAgeVerification: { file: 'features/age-verification/age-verification.test.ts' },
  verifyCustomerAge: { file: 'features/age-verification/age-verification.test.ts' },
  // Public ids
  category: publicCatalogue,
  cmsPage: publicCatalogue,
  faqQuestion: publicCatalogue,
  country: publicCatalogue,
};
