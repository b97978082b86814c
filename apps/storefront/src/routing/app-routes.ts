/**
 * Routes this app serves with a route file of its own under `app/(storefront)/[storeView]/`
 * (SPEC §2.1): the proxy sends them straight there, without asking for a builder page or a route
 * lookup. Narrower than block-schema's APP_ROUTES (every SPEC route constant, for the editor's
 * link check): a constant without a route file here (/contacts, /recycling, ...) is a CMS or
 * builder page the proxy looks up. Add a row when you add a route file.
 */
export const OWN_ROUTE_PATHS: readonly string[] = [
  '/checkout',
  '/checkout/cart',
  '/checkout/error',
  '/checkout/login',
  '/checkout/onepage',
  '/checkout/success',
  '/checkout/success-payment',
  '/checkout/worldpay',
  '/create-account',
  '/customer/account/addresses',
  '/customer/account/confirm',
  '/customer/account/confirmation',
  '/customer/account/createPassword',
  '/customer/account/edit',
  '/customer/account/logoutSuccess',
  '/customer/account/newsletter',
  '/customer/account/orders',
  '/customer/account/reorder',
  '/customer/forgotpassword',
  '/dashboard',
  '/dashboard/account-details',
  '/dashboard/auto-ship',
  '/dashboard/communication',
  '/dashboard/equifax-verification',
  '/dashboard/order-history',
  '/dashboard/payment-options',
  '/dashboard/referral-program',
  '/faq',
  '/faq/result',
  '/login',
  '/login-page',
  '/newsletter-signup',
  '/recycling',
  '/search',
  '/storelocator',
  '/track-order',
  '/trs/register/confirm',
];

/**
 * Route files with parameters (`{name}`: one path segment), as SPEC §2.1 writes them. Add a row
 * when you add a route file with a `[param]` folder.
 */
export const OWN_PARAMETER_ROUTES: readonly string[] = [
  '/create-account/{awraf}',
  '/customer/account/order/{orderId}',
  '/customer/createPassword/feedback/{id}',
  '/dashboard/order-history/order/{orderId}',
  '/dashboard/order-history/order/{orderId}/print',
  '/dashboard/order/{orderId}',
  '/customer/forgotpassword/feedback/{id}',
  '/emailvalidation/validate/{condition}/oid/{orderId}/cid/{customerId}',
  '/newsletter/subscriber/confirm/id/{id}/code/{code}',
  '/newsletter/subscriber/unsubscribe/id/{id}/code/{code}',
  '/trs/{formCode}',
];

function parameterPattern(route: string): RegExp {
  const source = route
    .split(/(\{[^}]+\})/)
    .map((part) =>
      /^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

const PARAMETER_PATTERNS = OWN_PARAMETER_ROUTES.map(parameterPattern);

/** True for a decoded, normalised path inside a store view that has a route file of its own. */
export function isOwnRoute(path: string): boolean {
  return OWN_ROUTE_PATHS.includes(path) || PARAMETER_PATTERNS.some((pattern) => pattern.test(path));
}
