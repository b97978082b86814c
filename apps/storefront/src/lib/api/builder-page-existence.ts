import { BuilderPageExistsDocument } from '@lumo/graphql';
import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';
import { storefrontQuery } from './storefront-graphql';

/**
 * Whether a published builder page exists, as the proxy needs to know before routing (ADR 0003).
 * `unknown` (api unreachable, slow or refusing) must never become a 404: the page then renders
 * and shows its own "unavailable" notice (SPEC §8).
 */
export type BuilderPageExistence = 'exists' | 'missing' | 'unknown';

/** The proxy holds every page request while it asks; a slow api must not hold them long. */
export const EXISTENCE_TIMEOUT_MS = 2500;

export interface BuilderPageExistenceRequest {
  storeView: StoreViewCode;
  path: string;
  fetchImpl?: typeof fetch;
}

export async function fetchBuilderPageExistence(
  request: BuilderPageExistenceRequest,
): Promise<BuilderPageExistence> {
  const result = await storefrontQuery(BuilderPageExistsDocument, {
    storeView: request.storeView,
    variables: { path: normalisePagePath(request.path) },
    // The proxy keeps its own short-lived cache (page-existence-cache.ts); the Next.js data
    // cache would hold a "missing" for up to a minute after a publish.
    cache: { kind: 'no-store' },
    timeoutMs: EXISTENCE_TIMEOUT_MS,
    fetchImpl: request.fetchImpl,
  });
  if (result.kind !== 'ok') return 'unknown';
  return result.data.builderPage ? 'exists' : 'missing';
}
