import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';

/**
 * An absolute storefront link for a mail payload: STOREFRONT_URL + the store view's path prefix
 * + `path`, with `params` as its query (e.g. `mailLink(config.storefrontUrl, 'gr',
 * '/customer/account/confirm', { id, key })` -> `https://shop/gr/customer/account/confirm?id=…`).
 */
export function mailLink(
  storefrontUrl: string,
  storeView: StoreViewCode,
  path: string,
  params: Record<string, string> = {},
): string {
  const url = new URL(withStorePrefix(storeView, path), `${storefrontUrl.replace(/\/$/, '')}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
