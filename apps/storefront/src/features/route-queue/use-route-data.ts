'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { routeQueue, type RouteState } from './route-queue';

const LOADING: RouteState = { isLoading: true, data: null, error: null };

/** A route's lookup in a client component (SPEC §4): loading until it has data or an error. */
export function useRouteData(storeView: string, route: string): RouteState {
  const queue = routeQueue(storeView);
  useEffect(() => queue.request(route), [queue, route]);
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  return useSyncExternalStore(
    subscribe,
    () => queue.get(route) ?? LOADING,
    () => LOADING,
  );
}
