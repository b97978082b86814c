import { normalisePagePath } from './store-views';

/** The brand in SPEC §2.1's `/why-{brand}` and `/{brand}-flavors`. */
export const BRAND_SLUG = 'lumo';

/**
 * SPEC §2.1's route constants, inside a store view (no store prefix): pages the storefront
 * answers with its own code, whether or not the catalogue's route lookup knows them. Parameters
 * are `{name}` (one path segment). One list, shared by the editor's link check and the
 * storefront, so "does this path exist?" has one answer.
 */
export const APP_ROUTES = [
  '/',
  '/storelocator',
  '/track-order',
  `/why-${BRAND_SLUG}`,
  '/login-page',
  '/login',
  '/what-is-vapor',
  '/contacts',
  '/search',
  '/terms-of-service',
  '/privacy-policy',
  '/terms-and-conditions',
  '/faq',
  '/faq/result',
  '/newsletter-signup',
  '/emailvalidation/validate/{condition}/oid/{orderId}/cid/{customerId}',
  `/${BRAND_SLUG}-flavors`,
  '/recycling',
  // Checkout
  '/checkout',
  '/checkout/login',
  '/checkout/cart',
  '/checkout/onepage',
  '/checkout/worldpay',
  '/checkout/success',
  '/checkout/error',
  '/checkout/success-payment',
  // Customer
  '/customer/forgotpassword',
  '/customer/forgotpassword/feedback/{id}',
  '/customer/createPassword/feedback/{id}',
  '/customer/account/orders',
  '/create-account',
  '/create-account/{awraf}',
  '/customer/account/order/{orderId}',
  '/customer/account/addresses',
  '/customer/account/newsletter',
  '/customer/account/reorder',
  '/customer/account/edit',
  '/customer/account/createPassword',
  '/customer/account/confirm',
  '/customer/account/confirmation',
  '/customer/account/logoutSuccess',
  // Dashboard
  '/dashboard',
  '/dashboard/order/{orderId}',
  '/dashboard/account-details',
  '/dashboard/payment-options',
  '/dashboard/order-history',
  '/dashboard/order-history/order/{orderId}',
  '/dashboard/order-history/order/{orderId}/print',
  '/dashboard/auto-ship',
  '/dashboard/communication',
  '/dashboard/equifax-verification',
  '/dashboard/referral-program',
  // Other
  '/trs/{formCode}',
  '/trs/register/confirm',
  '/newsletter/subscriber/unsubscribe/id/{id}/code/{code}',
  '/newsletter/subscriber/confirm/id/{id}/code/{code}',
] as const;

/**
 * Paths the storefront redirects to an app route (its route aliases): SPEC §2.6's default link
 * `/what-is-vaping` lands on §2.1's `/what-is-vapor`.
 */
export const APP_ROUTE_ALIASES = { '/what-is-vaping': '/what-is-vapor' } as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "/trs/{formCode}" -> /^\/trs\/[^/]+$/ (literal parts matched exactly). */
function routePattern(route: string): RegExp {
  const source = route
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

const EXACT_ROUTES = new Set<string>([
  ...APP_ROUTES.filter((route) => !route.includes('{')),
  ...Object.keys(APP_ROUTE_ALIASES),
]);
const PARAMETER_ROUTES = APP_ROUTES.filter((route) => route.includes('{')).map(routePattern);

/**
 * Whether the storefront answers this path (inside a store view, query and fragment ignored)
 * with one of its own routes or aliases, without asking the route lookup.
 */
export function isAppRoute(path: string): boolean {
  const clean = normalisePagePath(path);
  return EXACT_ROUTES.has(clean) || PARAMETER_ROUTES.some((pattern) => pattern.test(clean));
}

/**
 * The page path a link points at when it is a link inside this site ("/devices?x=1#top" ->
 * "/devices"), or null for anything else: http(s) URLs, mailto:, tel:, "#section", "".
 * Only these paths can be checked against the store view's pages.
 */
export function internalLinkPath(link: string): string | null {
  const value = link.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return normalisePagePath(value);
}
