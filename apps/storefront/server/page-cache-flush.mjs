// The process-wide "forget every cached page" signal of the page cache in front of Next.js
// (server/page-cache.mjs, ADR 0044). server.mjs runs outside Next.js's bundles, and the code that
// learns of a change (the revalidate route, the Redis route-change listener) runs inside them
// with its own module copies: both sides meet on one globalThis registry.

const REGISTRY = Symbol.for('lumo.storefront.pageCacheFlushers');

/** @returns {Set<() => void>} */
function flushers() {
  const holder = /** @type {Record<symbol, Set<() => void>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[REGISTRY] ??= new Set();
  return holder[REGISTRY];
}

/**
 * Registers what empties one page cache; returns the function that unregisters it.
 *
 * @param {() => void} flush
 * @returns {() => void}
 */
export function onPageCacheFlush(flush) {
  flushers().add(flush);
  return () => {
    flushers().delete(flush);
  };
}

/** Empties every page cache of this process (a page changed; none of them may serve it again). */
export function flushPageCaches() {
  for (const flush of flushers()) flush();
}
