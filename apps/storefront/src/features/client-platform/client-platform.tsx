'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { track } from '../analytics/analytics';
import { responseHeaders } from '../client-state/graphql-client';
import { initialAccount, initialCart } from '../client-state/slices';
import { getClientStore } from '../client-state/store';
import { useShellStore } from '../shell/state/shell-store';
import { startConnectivity } from '../connectivity/connectivity';
import { createSessionHeaderHandler } from '../session/session-headers';
import { captureVisitorCodes } from '../session/visitor-codes';
import type { ClientPlatformOptions } from './platform-options';
import { StartUpFailure } from './start-up-failure';

/** How long the non-critical start waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

/**
 * The storefront's client platform (ADR 0021), mounted once by the store layout. At once:
 * connectivity, the response-header handlers (session expiry, country restriction) and the
 * visitor codes of each navigation, plus a page_view per client navigation. After idle, lazily:
 * the frontend configuration, the cache-clean check, analytics and live chat. A failure to start
 * shows SPEC §8's escaped message and stack.
 */
export function ClientPlatformRuntime(options: ClientPlatformOptions) {
  const [failure, setFailure] = useState<unknown>(null);
  // Reported after the effect (a callback, not a render-time state change).
  const reportFailure = (error: unknown) => queueMicrotask(() => setFailure(() => error));
  const pathname = usePathname();
  const { storeView, pathPrefix } = options;

  useEffect(() => {
    let stopConnectivity: (() => void) | undefined;
    let stopHeaders: (() => void) | undefined;
    let stopCartPopups: (() => void) | undefined;
    let session: ReturnType<typeof createSessionHeaderHandler> | undefined;
    let cancelled = false;
    try {
      const store = getClientStore(storeView, pathPrefix);
      session = createSessionHeaderHandler({
        setCountryValid: (valid) => store.setState({ isCountryValid: valid }),
      });
      stopHeaders = responseHeaders.subscribe(session.handle);
      // SPEC §8 "Cart failure": the cart slice names the popup; the shell's popup queue shows it.
      stopCartPopups = store.subscribe((state, previous) => {
        const message = state.cart.errorPopup;
        if (message && message !== previous.cart.errorPopup) {
          useShellStore.getState().pushPopup(message, { isError: true });
        }
      });
      let checkCacheClean: () => Promise<unknown> = async () => undefined;
      stopConnectivity = startConnectivity({
        setOnline: (online) => store.setState({ isOnline: online }),
        resetVisitorSlices: () => store.setState({ cart: initialCart, account: initialAccount }),
        checkCacheClean: () => void checkCacheClean(),
      });
      whenIdle(() => {
        import('./platform-start')
          .then((start) => {
            if (cancelled) return;
            checkCacheClean = start.cacheCleanCheck(options, store);
            return start.startPlatform(options);
          })
          .catch((error: unknown) => {
            if (!cancelled) reportFailure(error);
          });
      });
    } catch (error) {
      reportFailure(error);
    }
    return () => {
      cancelled = true;
      stopConnectivity?.();
      stopHeaders?.();
      stopCartPopups?.();
      session?.stop();
    };
    // Started once per page load; the options do not change while the layout stays mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    try {
      const store = getClientStore(storeView, pathPrefix);
      void captureVisitorCodes(window.location, {
        setPromoCode: (promoCode) => store.setState({ promoCode }),
        setRefererCode: (refererCode) => store.setState({ refererCode }),
      });
      track('page_view', {
        page_location: window.location.href,
        page_path: pathname,
        page_title: document.title,
      });
    } catch (error) {
      reportFailure(error);
    }
  }, [pathname, storeView, pathPrefix]);

  if (failure) return <StartUpFailure title={options.failureTitle} error={failure} />;
  return null;
}
