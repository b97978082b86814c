import DataLoader from 'dataloader';
import { cache } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import {
  MAX_ROUTE_LOOKUP_BATCH,
  fetchRouteLookups,
  routeLookupKey,
  type RouteLookupOutcome,
} from './route-lookup';

/** Asks the api for many keys at once; answers by position. */
export type FetchRouteBatch = (keys: readonly string[]) => Promise<RouteLookupOutcome[]>;

/**
 * SPEC §4's route queue, server-side: every lookup asked in the same tick (flush delay 0 ms, SPEC
 * §9) goes out as one batch call; a key asked twice is asked once. Keys are paths with the leading
 * slash stripped. A failed batch gives every queued route the error as its answer (SPEC §8), so
 * each caller degrades on its own; nothing is thrown.
 */
export function createRouteLookupLoader(fetchBatch: FetchRouteBatch) {
  const loader = new DataLoader<string, RouteLookupOutcome>(
    async (keys) => {
      try {
        return await fetchBatch(keys);
      } catch (error) {
        const failure: RouteLookupOutcome = { kind: 'error', message: (error as Error).message };
        return keys.map(() => failure);
      }
    },
    { maxBatchSize: MAX_ROUTE_LOOKUP_BATCH },
  );
  return {
    /** The lookup of a path inside the store view ("/devices" and "devices" are one route). */
    load: (path: string): Promise<RouteLookupOutcome> => loader.load(routeLookupKey(path)),
  };
}

export type RouteLookupLoader = ReturnType<typeof createRouteLookupLoader>;

/** One queue per request and store view (React's cache is scoped to the server render). */
const routeLookupLoader = cache((storeView: StoreViewCode): RouteLookupLoader =>
  createRouteLookupLoader((keys) => fetchRouteLookups({ storeView, keys })),
);

/**
 * The route lookup of a path inside a store view, for server components: lookups of one render
 * share one batch call and one answer per route.
 */
export function getRouteLookup(
  storeView: StoreViewCode,
  path: string,
): Promise<RouteLookupOutcome> {
  return routeLookupLoader(storeView).load(path);
}
