import DataLoader from 'dataloader';
import { cache } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { CmsBlocksDocument } from '@lumo/graphql';
import { CMS_REVALIDATE_SECONDS } from '@/lib/api/cms';
import { storefrontQuery } from '@/lib/api/storefront-graphql';
import {
  MAX_CMS_BLOCK_BATCH,
  blocksByIdentifier,
  loadWithRebranding,
  type CmsBlockData,
  type FetchCmsBlocks,
} from './cms-block-rules';

/**
 * SPEC §4 CMS blocks for server components: every block asked during one render (the nicotine
 * banner, the marketing popup, ...) goes out in one batch (DataLoader, flushed on the next tick),
 * with the `_rebranding` rule; a block is asked once per render.
 */

export type CmsBlockOutcome = { kind: 'ok'; block: CmsBlockData | null } | { kind: 'error' };

export function cmsBlocksTag(storeView: StoreViewCode): string {
  return `cms-blocks:${storeView}`;
}

export function apiBlockFetcher(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): FetchCmsBlocks {
  return async (identifiers) => {
    const result = await storefrontQuery(CmsBlocksDocument, {
      storeView,
      variables: { identifiers },
      cache: {
        kind: 'tagged',
        tags: [cmsBlocksTag(storeView)],
        revalidate: CMS_REVALIDATE_SECONDS,
      },
      fetchImpl,
    });
    if (result.kind !== 'ok') throw new Error('CMS blocks failed');
    return blocksByIdentifier(result.data.cmsBlocks?.items);
  };
}

export function createCmsBlockLoader(fetchBlocks: FetchCmsBlocks) {
  return new DataLoader<string, CmsBlockOutcome>(
    async (identifiers) => {
      try {
        const blocks = await loadWithRebranding(identifiers, fetchBlocks);
        return identifiers.map((identifier) => ({
          kind: 'ok' as const,
          block: blocks.get(identifier) ?? null,
        }));
      } catch {
        // SPEC §8 "CMS blocks failure": an error flag for each; callers degrade on their own.
        return identifiers.map(() => ({ kind: 'error' as const }));
      }
    },
    { maxBatchSize: MAX_CMS_BLOCK_BATCH },
  );
}

/** One loader per render and store view (React's cache is scoped to the server render). */
const renderLoader = cache((storeView: StoreViewCode) =>
  createCmsBlockLoader(apiBlockFetcher(storeView)),
);

/**
 * The blocks of a store view by identifier (the plain identifier as the key, whichever variant
 * answered). A missing block maps to `{kind:'ok', block:null}`, a failed call to `{kind:'error'}`.
 */
export async function getCmsBlocks(
  storeView: StoreViewCode,
  identifiers: readonly string[],
): Promise<Map<string, CmsBlockOutcome>> {
  const loader = renderLoader(storeView);
  const outcomes = await loader.loadMany(identifiers);
  return new Map(
    identifiers.map((identifier, index) => {
      const outcome = outcomes[index];
      return [identifier, outcome instanceof Error || !outcome ? { kind: 'error' } : outcome];
    }),
  );
}
