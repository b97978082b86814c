import { createRegistry } from '../client-state/registry';

/**
 * SPEC §4 connectivity: starts online, corrected from `navigator.onLine` on load. Going online
 * refreshes the cart (the cart feature subscribes to `cartRefresh`) and runs the cache-clean
 * check; going offline resets the cart and account slices.
 */

/** The cart feature re-fetches (or first fetches) its data here. */
export const cartRefresh = createRegistry('Cart refresh');

export interface ConnectivityHandlers {
  setOnline(online: boolean): void;
  /** Resets the cart and account slices. */
  resetVisitorSlices(): void;
  /** The cache-clean check (cache-clean/check.ts). */
  checkCacheClean(): Promise<void> | void;
}

export function startConnectivity(
  handlers: ConnectivityHandlers,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator: { onLine: boolean };
  } = window,
): () => void {
  handlers.setOnline(target.navigator.onLine !== false);
  const online = () => {
    handlers.setOnline(true);
    void cartRefresh.run();
    void handlers.checkCacheClean();
  };
  const offline = () => {
    handlers.setOnline(false);
    handlers.resetVisitorSlices();
  };
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
