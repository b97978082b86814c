import { startAnalytics } from '../analytics/analytics';
import { browserCacheCleanEnv, checkCacheClean } from '../cache-clean/cache-clean';
import { getClientStore, initialClientState, type ClientStore } from '../client-state/store';
import { loadFrontendConfig } from '../frontend-config/load-frontend-config';
import { startLiveChat } from '../live-chat/live-chat';
import type { ClientPlatformOptions } from './platform-options';

/**
 * The non-critical part of the client platform, loaded after the browser is idle: the frontend
 * configuration, the cache-clean check, analytics and live chat. Each part fails on its own.
 */

export function cacheCleanCheck(options: ClientPlatformOptions, store: ClientStore) {
  return () =>
    checkCacheClean(
      browserCacheCleanEnv({
        isOnline: () => store.getState().isOnline,
        storeViews: options.storeViews,
        purgeStores: () => store.setState(initialClientState(options.pathPrefix), true),
      }),
    ).catch((error: unknown) => console.error('Cache clean check failed', error));
}

export async function startPlatform(options: ClientPlatformOptions): Promise<void> {
  const store = getClientStore(options.storeView, options.pathPrefix);
  const configLoad = loadFrontendConfig(options.storeView).then((load) => {
    if (load.ok) {
      store.setState({
        storeViewConfig: {
          storeId: load.config.storeId,
          pathPrefix:
            load.config.storeViewConfiguration[
              options.storeView as keyof typeof load.config.storeViewConfiguration
            ]?.pathPrefix ?? options.pathPrefix,
        },
      });
    }
  });
  startLiveChat(options.liveChat);
  await Promise.all([
    configLoad,
    cacheCleanCheck(options, store)(),
    startAnalytics({ storeView: options.storeView, scriptBaseUrl: options.analyticsScriptBaseUrl }),
  ]);
}
