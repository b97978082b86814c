import { STORE_VIEWS, getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { DEFAULT_ANALYTICS_SCRIPT_BASE_URL } from '../analytics/analytics';
import { liveChatConfigFromEnv } from '../live-chat/live-chat';
import { ClientPlatformRuntime } from './deferred-client-platform';
import { SoftNavigation } from './soft-navigation';

/** ANALYTICS_SCRIPT_BASE_URL: an https origin (or http on localhost for tests). */
export function analyticsScriptBaseUrl(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env.ANALYTICS_SCRIPT_BASE_URL?.trim();
  if (configured && /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/.test(configured)) {
    return configured.replace(/\/+$/, '');
  }
  return DEFAULT_ANALYTICS_SCRIPT_BASE_URL;
}

/**
 * The client platform's mount point in the store layout (server component): reads the env and
 * the translated strings, and hands them to the browser part. Reads nothing of the request, so
 * the pages stay cacheable (ADR 0014).
 */
export async function ClientPlatform({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  return (
    <>
      {/* Client-side navigation for the shop's links (ShopLink), with the page (ADR 0052). */}
      <SoftNavigation
        pathPrefix={getStoreView(storeView).pathPrefix}
        pathPrefixes={STORE_VIEWS.map((view) => view.pathPrefix).filter(Boolean)}
      />
      <ClientPlatformRuntime
        storeView={storeView}
        pathPrefix={getStoreView(storeView).pathPrefix}
        storeViews={STORE_VIEWS.map((view) => view.code)}
        analyticsScriptBaseUrl={analyticsScriptBaseUrl()}
        liveChat={liveChatConfigFromEnv()}
        failureTitle={t('platform.startUpFailure.title')}
      />
    </>
  );
}
