import type { StoreViewCode } from '@lumo/block-schema';
import { AccountAgeVerificationConfigDocument, executeGraphQL } from '@lumo/graphql';
import { apiGraphQLUrl } from '@/config/env';
import { storeConfigTag } from '@/lib/api/cache-tags';

/**
 * StoreConfig.age_verification_enabled (owned by the age-verification feature). Until an api
 * answers it, federal-rules store views count as verifying age (SPEC §4's rule needs it on).
 * Cached with the store configuration, so the header stays cacheable.
 */
export async function getAgeVerificationEnabled(
  storeView: StoreViewCode,
  fallback: boolean,
): Promise<boolean> {
  const result = await executeGraphQL(AccountAgeVerificationConfigDocument, {
    url: apiGraphQLUrl(),
    store: storeView,
    init: { next: { tags: [storeConfigTag(storeView)], revalidate: 300 } },
    signal: AbortSignal.timeout(5000),
  });
  const value = result.kind === 'ok' ? result.data.storeConfig?.age_verification_enabled : null;
  return typeof value === 'boolean' ? value : fallback;
}
