import { cache } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { StoreConfigDocument } from '@lumo/graphql';
import { storeConfigTag } from './cache-tags';
import { storefrontQuery } from './storefront-graphql';

export interface StorefrontStoreConfig {
  storeName: string | null;
  /** The market's nicotine warning (COMPLIANCE.md); null when the market has none. */
  nicotineWarning: string | null;
}

export async function fetchStoreConfig(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<StorefrontStoreConfig | null> {
  const result = await storefrontQuery(StoreConfigDocument, {
    storeView,
    cache: { kind: 'tagged', tags: [storeConfigTag(storeView)], revalidate: 300 },
    fetchImpl,
  });
  if (result.kind !== 'ok' || !result.data.storeConfig) return null;
  const config = result.data.storeConfig;
  return {
    storeName: config.store_name ?? null,
    nicotineWarning: config.nicotine_warning?.trim() || null,
  };
}

/** Store configuration for the shell; null when the api cannot be asked (callers degrade). */
export const getStoreConfig = cache((storeView: StoreViewCode) => fetchStoreConfig(storeView));
