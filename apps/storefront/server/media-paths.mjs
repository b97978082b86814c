// What /media is and how it may be read, shared by the production server's pass-through
// (server/media-proxy.mjs) and the proxy's rewrite under `next dev` (src/routing): no imports, so
// both bundles can use it.

/** The only methods passed on to the api's /media (never its upload endpoint). */
export const MEDIA_METHODS = /** @type {const} */ (['GET', 'HEAD']);

/** @param {string} pathname */
export function isMediaPath(pathname) {
  return pathname === '/media' || pathname.startsWith('/media/');
}
