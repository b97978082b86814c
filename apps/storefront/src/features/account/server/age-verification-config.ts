import type { StoreViewCode } from '@lumo/block-schema';
import { apiGraphQLUrl } from '@/config/env';
import { storeConfigTag } from '@/lib/api/cache-tags';
import { AGE_VERIFICATION_CONFIG_QUERY } from './customer-api';

/**
 * StoreConfig.age_verification_enabled (owned by the age-verification feature). Until an api
 * answers it, federal-rules store views count as verifying age (SPEC §4's rule needs it on).
 * Cached with the store configuration, so the header stays cacheable.
 */
export async function getAgeVerificationEnabled(
  storeView: StoreViewCode,
  fallback: boolean,
): Promise<boolean> {
  try {
    const response = await fetch(apiGraphQLUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: storeView },
      body: JSON.stringify({ query: AGE_VERIFICATION_CONFIG_QUERY }),
      next: { tags: [storeConfigTag(storeView)], revalidate: 300 },
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json()) as {
      data?: { storeConfig?: { age_verification_enabled?: unknown } | null };
    };
    const value = body.data?.storeConfig?.age_verification_enabled;
    return typeof value === 'boolean' ? value : fallback;
  } catch {
    return fallback;
  }
}
