import { resolveStoreViewFromPath, type StoreViewCode } from '@lumo/block-schema';
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
  if (pathname === '/media' || pathname.startsWith('/media/')) {
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
export const MEDIA_METHODS = ['GET', 'HEAD'] as const;

/** Path of the builder page shown (with status 404) when a path has no page. */
export const NOT_FOUND_PAGE_PATH = '/not-found';

/**
 * Segment of the internal 404 route `app/(storefront)/[storeView]/~not-found`, where the proxy
 * rewrites (with status 404) a path that has no builder page (ADR 0003). "~" is outside the page
 * path alphabet, so the segment never shadows a builder page; the proxy answers a shopper path
 * that names it with a 404 of its own, and the route renders only with NOT_FOUND_HEADER.
 */
export const NOT_FOUND_SEGMENT = '~not-found';

/**
 * Request header by which the proxy tells a page that it shows another route's content (a custom
 * rewrite or custom route, SPEC §2.4): such a page emits no hreflang alternates.
 */
export const CONTENT_SWITCH_HEADER = 'x-lumo-content-switch';

/** Request header by which the proxy tells the internal 404 route that it sent the request. */
export const NOT_FOUND_HEADER = 'x-lumo-not-found';

/** The internal route that renders the 404 page of a store view. */
export function notFoundInternalPath(storeView: StoreViewCode): string {
  return `/${storeView}/${NOT_FOUND_SEGMENT}`;
}

/**
 * True when a shopper path (inside its store view, percent-encoded as requested) would land on
 * the internal 404 route, in any spelling Next.js decodes to it.
 */
export function targetsInternalNotFoundRoute(path: string): boolean {
  const firstSegment = path.split('/')[1] ?? '';
  let decoded = firstSegment;
  try {
    decoded = decodeURIComponent(firstSegment);
  } catch {
    // Malformed escapes cannot match the route either.
  }
  return decoded === NOT_FOUND_SEGMENT;
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
