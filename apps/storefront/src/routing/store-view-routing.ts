import { resolveStoreViewFromPath, type StoreViewCode } from '@lumo/block-schema';

/**
 * Where the proxy sends a request (ADR 0003). Every shopper path is rewritten to the internal
 * route `/<store view code><path inside the store view>`, so pages receive the store view as
 * their root param and never parse prefixes themselves:
 *   /            -> /uk           (uk has no prefix)
 *   /devices     -> /uk/devices
 *   /gr          -> /gr
 *   /gr/devices  -> /gr/devices
 *   /xx/devices  -> /uk/xx/devices (an unknown prefix is just a path of uk)
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
  | { kind: 'media'; upstreamPath: string };

export const BLOCK_GALLERY_PATH = '/__blocks';
/** Internal segment of the gallery; only reachable through the rewrite above. */
export const BLOCK_GALLERY_INTERNAL_PATH = '/block-gallery';

export interface RoutingOptions {
  blockGalleryEnabled: boolean;
}

/** Decides where a (percent-encoded) request pathname goes. Pure, so it is tested on its own. */
export function routeStorefrontPath(pathname: string, options: RoutingOptions): StorefrontRoute {
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
  return {
    kind: 'store-page',
    storeView,
    path,
    internalPath: path === '/' ? `/${storeView}` : `/${storeView}${path}`,
  };
}

/** Request header the proxy sets (and always overwrites, so a client cannot forge it). */
export const STORE_VIEW_HEADER = 'x-lumo-store-view';
