import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';

/** A path inside a store view that is answered with a redirect to another path of that view. */
export interface RouteAlias {
  /** Normalised path inside the store view (no prefix, no trailing slash), matched exactly. */
  from: string;
  /** Path inside the same store view; the visitor's prefix and query are kept. */
  to: string;
  /** SPEC §2.1: redirects default to 302. */
  status: 301 | 302 | 307 | 308;
}

/**
 * Route aliases, in every store view. Data, not code: add a row here, not an `if` in the proxy.
 * An alias is answered before the page lookup, so it wins over a builder page at its `from`.
 *
 * - SPEC §2.6 lists `/what-is-vaping` among the default content links, while the page has
 *   SPEC §2.1's route `/what-is-vapor`: shoppers following those links land on the page.
 */
export const ROUTE_ALIASES: readonly RouteAlias[] = [
  { from: '/what-is-vaping', to: '/what-is-vapor', status: 302 },
];

export interface AliasRedirect {
  /** Path with the store view's prefix, e.g. "/gr/what-is-vapor". */
  location: string;
  status: RouteAlias['status'];
}

/**
 * The redirect for a path inside a store view, if it is an alias. `decodedPath` is the page path
 * as the page would see it (percent-escapes decoded), so every spelling of an alias matches.
 */
export function findAliasRedirect(
  storeView: StoreViewCode,
  decodedPath: string,
  aliases: readonly RouteAlias[] = ROUTE_ALIASES,
): AliasRedirect | undefined {
  const alias = aliases.find((candidate) => candidate.from === decodedPath);
  if (!alias) return undefined;
  return { location: withStorePrefix(storeView, alias.to), status: alias.status };
}
