import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';
import {
  fetchBuilderPageExistence,
  type BuilderPageExistence,
} from '@/lib/api/builder-page-existence';
import { PageExistenceCache } from './page-existence-cache';

/** A publish or delete reaches the proxy's 404 decision within this. */
export const PAGE_EXISTENCE_TTL_MS = 2000;
const PAGE_EXISTENCE_MAX_ENTRIES = 5000;

/** One per server process (the proxy runs in the Node.js runtime). Exported for tests. */
export const pageExistenceCache = new PageExistenceCache({
  ttlMs: PAGE_EXISTENCE_TTL_MS,
  maxEntries: PAGE_EXISTENCE_MAX_ENTRIES,
});

/** Whether (store view, decoded page path) has a published builder page, briefly cached. */
export function builderPageExistence(
  storeView: StoreViewCode,
  path: string,
): Promise<BuilderPageExistence> {
  return pageExistenceCache.lookup(`${storeView}:${normalisePagePath(path)}`, () =>
    fetchBuilderPageExistence({ storeView, path }),
  );
}
