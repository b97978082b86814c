import { createHash } from 'node:crypto';
import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';

/** Next.js ignores tags longer than this (revalidateTag docs), so long paths are hashed. */
const MAX_TAG_LENGTH = 256;

/**
 * Cache tag of one builder page: every fetch of (store view, path) carries it, and a publish
 * notification (POST /api/revalidate) expires it. Both sides build it here so they always agree.
 */
export function builderPageTag(storeView: StoreViewCode, path: string): string {
  const tag = `builder-page:${storeView}:${normalisePagePath(path)}`;
  if (tag.length <= MAX_TAG_LENGTH) return tag;
  const digest = createHash('sha256').update(normalisePagePath(path)).digest('hex');
  return `builder-page:${storeView}:#${digest}`;
}

export function storeConfigTag(storeView: StoreViewCode): string {
  return `store-config:${storeView}`;
}
