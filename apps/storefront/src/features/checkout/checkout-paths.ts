import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { safeReturnPath } from '@/features/account/return-path';

/** A path with its query inside a store view (`/checkout/worldpay?session=x` -> `/eu/checkout/...`). */
export function storePath(storeView: StoreViewCode, path: string): string {
  return `${getStoreView(storeView).pathPrefix}${path}`;
}

/**
 * Where the api sends the shopper next (payment_redirect.url, PaymentSessionResult.redirect_url):
 * only a checkout path of this site, with the store view's prefix added; else the fallback.
 */
export function checkoutRedirect(
  storeView: StoreViewCode,
  apiPath: unknown,
  fallback: string,
): string {
  const safe = safeReturnPath(apiPath, '');
  if (!/^\/checkout\/[a-z-]+(\?|$)/.test(safe)) return storePath(storeView, fallback);
  return storePath(storeView, safe);
}
