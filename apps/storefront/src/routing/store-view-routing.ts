import { resolveStoreViewFromPath, type StoreViewCode } from '@lumo/block-schema';
import { isMediaPath, MEDIA_METHODS } from '../../server/media-paths.mjs';
import { findAliasRedirect, type AliasRedirect } from './route-aliases';

/**
 * Where the proxy sends a request (ADR 0003). Every shopper path is rewritten to the internal
 * route `/<store view code><path inside the store view>`, so pages receive the store view as
 * their root param and never parse prefixes themselves:
 *   /            -> /uk           (uk has no prefix)
 *   /devices     -> /uk/devices
 *   /gr          -> /gr
 *   /gr/devices  -> /gr/devices
 *   /xx/devices  -> /uk/xx/devices (an unknown prefix is just a path of uk)
 * A route alias (route-aliases.ts) is redirected instead, within its store view:
 *   /gr/what-is-vaping -> 302 /gr/what-is-vapor
 */
export type StorefrontRoute =
  | {
      kind: 'store-page';
      storeView: StoreViewCode;
      /** Path inside the store view, normalised ("/" for its home page). */
      path: string;
      /** Internal path the request is rewritten to. */
      internalPath: string;
    }
  | { kind: 'block-gallery'; internalPath: string }
  | ({ kind: 'redirect' } & AliasRedirect)
  | { kind: 'media'; upstreamPath: string }
  /** The path is not valid percent-encoding (`/%ff`, `/%C0%AF`): answered 400, never routed. */
  | { kind: 'bad-request' };

export const BLOCK_GALLERY_PATH = '/__blocks';
/** Internal segment of the gallery; only reachable through the rewrite above. */
export const BLOCK_GALLERY_INTERNAL_PATH = '/block-gallery';

export interface RoutingOptions {
  blockGalleryEnabled: boolean;
}

/** Decides where a (percent-encoded) request pathname goes. Pure, so it is tested on its own. */
export function routeStorefrontPath(pathname: string, options: RoutingOptions): StorefrontRoute {
  // Next.js and the page decode each segment; a malformed escape would fail there (500).
  if (decodePagePath(pathname) === null) return { kind: 'bad-request' };
  if (isMediaPath(pathname)) {
    return { kind: 'media', upstreamPath: pathname };
  }
  const { storeView, path } = resolveStoreViewFromPath(pathname);
  if (options.blockGalleryEnabled && storeView === 'uk') {
    if (path === BLOCK_GALLERY_PATH) {
      return { kind: 'block-gallery', internalPath: BLOCK_GALLERY_INTERNAL_PATH };
    }
    if (path === `${BLOCK_GALLERY_PATH}/frame`) {
      return { kind: 'block-gallery', internalPath: `${BLOCK_GALLERY_INTERNAL_PATH}/frame` };
    }
  }
  const decodedPath = decodePagePath(path);
  const alias = decodedPath === null ? undefined : findAliasRedirect(storeView, decodedPath);
  if (alias) return { kind: 'redirect', ...alias };
  return {
    kind: 'store-page',
    storeView,
    path,
    internalPath: path === '/' ? `/${storeView}` : `/${storeView}${path}`,
  };
}

/** Request header the proxy sets (and always overwrites, so a client cannot forge it). */
export const STORE_VIEW_HEADER = 'x-lumo-store-view';

/** The only methods the storefront passes on to the api's /media (never its upload endpoint). */
export { MEDIA_METHODS };

/** Path of the builder page shown (with status 404) when a path has no page. */
export const NOT_FOUND_PAGE_PATH = '/not-found';

/**
 * Internal segments of the `[storeView]` routes the proxy rewrites to (ADR 0003, ADR 0014). "~" is
 * outside the page path alphabet, so they never shadow a builder page, and the proxy answers a
 * shopper path that names one with a 404 of its own:
 * - `~not-found`: the 404 page of a store view, where a path nothing serves is rewritten with
 *   status 404;
 * - `~page`: published builder pages and catalogue/CMS entities, rendered once per (store view,
 *   path) and served from Next.js's cache until a change expires them;
 * - `~query/<canonical query>`: the same for a page whose query it reads (a category's filters, a
 *   product's variant choice), one entry per canonical query (routing/cached-pages.ts).
 * Requests the cache cannot answer (previews, an api outage, odd queries) go to the per-request
 * catch-all instead.
 */
export const NOT_FOUND_SEGMENT = '~not-found';
export const CACHED_PAGE_SEGMENT = '~page';
export const CACHED_QUERY_SEGMENT = '~query';

/**
 * Request header by which the proxy tells a page that it shows another route's content (a custom
 * rewrite or custom route, SPEC §2.4): such a page emits no hreflang alternates.
 */
export const CONTENT_SWITCH_HEADER = 'x-lumo-content-switch';

/** The internal route that renders the 404 page of a store view. */
export function notFoundInternalPath(storeView: StoreViewCode): string {
  return `/${storeView}/${NOT_FOUND_SEGMENT}`;
}

/**
 * The internal cached route of (store view, percent-encoded path inside it) and the canonical
 * query the page reads ('' for none).
 */
export function cachedPageInternalPath(storeView: StoreViewCode, path: string, query = ''): string {
  const prefix = query
    ? `/${storeView}/${CACHED_QUERY_SEGMENT}/${encodeURIComponent(query)}`
    : `/${storeView}/${CACHED_PAGE_SEGMENT}`;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * True when a shopper path (inside its store view, percent-encoded as requested) would land on
 * one of the internal routes, in any spelling Next.js decodes to it.
 */
export function targetsInternalRoute(path: string): boolean {
  const firstSegment = path.split('/')[1] ?? '';
  let decoded = firstSegment;
  try {
    decoded = decodeURIComponent(firstSegment);
  } catch {
    // Not valid percent-encoding: Next.js cannot decode it to an internal segment either.
  }
  return decoded.startsWith('~');
}

/**
 * The page path as the page will see it (Next.js decodes each segment of the catch-all param),
 * or null when a segment is not valid percent-encoding.
 */
export function decodePagePath(path: string): string | null {
  try {
    return path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
