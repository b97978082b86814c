import { clientGraphQL } from '../client-state/graphql-client';
import { clearQueryCache } from '../client-state/storage';
import {
  CMS_BLOCKS_QUERY,
  MAX_CMS_BLOCK_BATCH,
  blocksByIdentifier,
  rebrandingIdentifier,
  type CmsBlockData,
} from './cms-block-rules';

/**
 * SPEC §4 CMS blocks in the browser: blocks asked for in the same tick go out as one request
 * (their `_rebranding` variants), then one request for the plain names not returned. Each variant
 * is requested once unless already loaded or checked; a block is loading until data arrives;
 * a failure sets its error flag (SPEC §8 "CMS blocks failure").
 */

export interface CmsBlockState {
  isLoading: boolean;
  isError: boolean;
  /** The block from either variant; null when neither exists (or not loaded yet). */
  data: CmsBlockData | null;
}

const INITIAL: CmsBlockState = { isLoading: true, isError: false, data: null };

interface CmsBlocksPayload {
  cmsBlocks: {
    items:
      ({ identifier: string | null; title: string | null; content: string | null } | null)[] | null;
  } | null;
}

export type FetchBlocks = (identifiers: string[]) => Promise<Map<string, CmsBlockData>>;

export function graphQLBlockFetcher(storeView: string, fetchImpl?: typeof fetch): FetchBlocks {
  return async (identifiers) => {
    const result = await clientGraphQL<CmsBlocksPayload>(CMS_BLOCKS_QUERY, {
      storeView,
      variables: { identifiers },
      fetchImpl,
    });
    if (result.kind !== 'ok')
      throw new Error(result.kind === 'network-error' ? result.message : result.errors[0]?.message);
    return blocksByIdentifier(result.data.cmsBlocks?.items);
  };
}

export class CmsBlockLoader {
  private readonly states = new Map<string, CmsBlockState>();
  /** Variants already asked (loaded or checked): never asked again. */
  private readonly checked = new Set<string>();
  private queue = new Set<string>();
  private scheduled = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly fetchBlocks: FetchBlocks) {}

  /** Asks for a block (no-op when it is known, queued or loading). */
  request(identifier: string): void {
    if (this.states.has(identifier)) return;
    this.states.set(identifier, INITIAL);
    this.queue.add(identifier);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => void this.flush());
    }
  }

  get(identifier: string): CmsBlockState {
    return this.states.get(identifier) ?? INITIAL;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets everything (storage full, cache clean). */
  clear(): void {
    this.states.clear();
    this.checked.clear();
    this.emit();
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const identifiers = [...this.queue];
    this.queue = new Set();
    for (let start = 0; start < identifiers.length; start += MAX_CMS_BLOCK_BATCH) {
      await this.load(identifiers.slice(start, start + MAX_CMS_BLOCK_BATCH));
    }
  }

  private async load(identifiers: string[]): Promise<void> {
    try {
      const rebrandings = identifiers
        .map(rebrandingIdentifier)
        .filter((variant) => !this.checked.has(variant));
      const rebranded = rebrandings.length ? await this.fetchBlocks(rebrandings) : new Map();
      rebrandings.forEach((variant) => this.checked.add(variant));
      const plain = identifiers.filter(
        (identifier) =>
          !rebranded.has(rebrandingIdentifier(identifier)) && !this.checked.has(identifier),
      );
      const plainBlocks = plain.length ? await this.fetchBlocks(plain) : new Map();
      plain.forEach((identifier) => this.checked.add(identifier));
      for (const identifier of identifiers) {
        const data =
          rebranded.get(rebrandingIdentifier(identifier)) ?? plainBlocks.get(identifier) ?? null;
        this.states.set(identifier, { isLoading: false, isError: false, data });
      }
    } catch {
      for (const identifier of identifiers) {
        this.states.set(identifier, { isLoading: false, isError: true, data: null });
      }
    }
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

const loaders = new Map<string, CmsBlockLoader>();

/** The page's loader for a store view. */
export function cmsBlockLoader(storeView: string): CmsBlockLoader {
  let loader = loaders.get(storeView);
  if (!loader) {
    const created = new CmsBlockLoader(graphQLBlockFetcher(storeView));
    clearQueryCache.subscribe(() => created.clear());
    loaders.set(storeView, created);
    loader = created;
  }
  return loader;
}
