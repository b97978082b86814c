'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { cmsBlockLoader, type CmsBlockState } from './cms-block-loader';

const SERVER_STATE: CmsBlockState = { isLoading: true, isError: false, data: null };

/** A CMS block in a client component (SPEC §4): loading, then its data or the error flag. */
export function useCmsBlock(storeView: string, identifier: string): CmsBlockState {
  const loader = cmsBlockLoader(storeView);
  useEffect(() => loader.request(identifier), [loader, identifier]);
  const subscribe = useCallback((listener: () => void) => loader.subscribe(listener), [loader]);
  return useSyncExternalStore(
    subscribe,
    () => loader.get(identifier),
    () => SERVER_STATE,
  );
}
