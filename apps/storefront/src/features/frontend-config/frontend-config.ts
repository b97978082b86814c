import {
  DEFAULT_STORE_VIEW,
  STORE_VIEWS,
  storeViewCodeSchema,
  type StoreViewCode,
} from '@lumo/block-schema';
import { z } from 'zod';
import type { StorefrontStoreConfig } from '@/lib/api/store-config';
import { isSameOrigin } from '@/features/graphql-proxy/forward-graphql';

/**
 * SPEC §3.6 "Frontend configuration", answered by POST /frontend-config: the store view's
 * settings the browser needs before anything else. The store view comes from the JSON body's
 * `storeView` (or `store`) field, else the `Store` header, else the default store view.
 */
export interface FrontendConfig {
  rootCategory: number;
  storeId: number;
  /** SPEC §3.6 default GB. */
  countryId: string;
  recaptchaSiteKey: string;
  /** SPEC §3.6 default include. */
  credentialsPolicy: RequestCredentials;
  storeViewConfiguration: Record<StoreViewCode, { lang: string; pathPrefix: string }>;
  hrefLangsEnabled: boolean;
  isMarketingPopupEnabled: boolean;
  timeInSecToShowMarketingPopup: number;
  showNicotineWarningBanner: boolean;
  nicotineWarningBannerPosition: 'top' | 'bottom';
}

export const DEFAULT_COUNTRY_ID = 'GB';
export const DEFAULT_CREDENTIALS_POLICY: RequestCredentials = 'include';
/** Only a store view code is read; anything longer is not a request this route serves. */
export const MAX_FRONTEND_CONFIG_BODY_BYTES = 1024;

const bodySchema = z.object({
  storeView: storeViewCodeSchema.optional(),
  store: storeViewCodeSchema.optional(),
});

export function storeViewConfiguration(): FrontendConfig['storeViewConfiguration'] {
  return Object.fromEntries(
    STORE_VIEWS.map((view) => [view.code, { lang: view.locale, pathPrefix: view.pathPrefix }]),
  ) as FrontendConfig['storeViewConfiguration'];
}

export function toFrontendConfig(config: StorefrontStoreConfig): FrontendConfig {
  return {
    rootCategory: config.rootCategory,
    storeId: config.storeId,
    countryId: config.countryId || DEFAULT_COUNTRY_ID,
    recaptchaSiteKey: config.recaptchaSiteKey,
    credentialsPolicy: DEFAULT_CREDENTIALS_POLICY,
    storeViewConfiguration: storeViewConfiguration(),
    hrefLangsEnabled: config.hrefLangsEnabled,
    isMarketingPopupEnabled: config.isMarketingPopupEnabled,
    timeInSecToShowMarketingPopup: config.timeInSecToShowMarketingPopup,
    showNicotineWarningBanner: config.showNicotineWarningBanner,
    nicotineWarningBannerPosition: config.nicotineWarningBannerPosition,
  };
}

type StoreViewOfRequest = { ok: true; storeView: StoreViewCode } | { ok: false; message: string };

async function storeViewOfRequest(request: Request): Promise<StoreViewOfRequest> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_FRONTEND_CONFIG_BODY_BYTES) return { ok: false, message: 'Body too large' };
  const text = await request.text();
  if (text.length > MAX_FRONTEND_CONFIG_BODY_BYTES) return { ok: false, message: 'Body too large' };
  let fromBody: StoreViewCode | undefined;
  if (text.trim()) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, message: 'Send a JSON object' };
    }
    const parsed = bodySchema.safeParse(json);
    if (!parsed.success) return { ok: false, message: 'Unknown store view' };
    fromBody = parsed.data.storeView ?? parsed.data.store;
  }
  if (fromBody) return { ok: true, storeView: fromBody };
  const header = request.headers.get('store');
  if (header !== null) {
    const parsed = storeViewCodeSchema.safeParse(header.trim().toLowerCase());
    if (!parsed.success) return { ok: false, message: 'Unknown store view' };
    return { ok: true, storeView: parsed.data };
  }
  return { ok: true, storeView: DEFAULT_STORE_VIEW };
}

const NO_STORE = { 'cache-control': 'no-store' };

export async function handleFrontendConfig(
  request: Request,
  loadStoreConfig: (storeView: StoreViewCode) => Promise<StorefrontStoreConfig | null>,
): Promise<Response> {
  if (!isSameOrigin(request)) {
    return Response.json(
      { error: 'Cross-origin requests are not allowed' },
      { status: 403, headers: NO_STORE },
    );
  }
  const target = await storeViewOfRequest(request);
  if (!target.ok) {
    return Response.json({ error: target.message }, { status: 400, headers: NO_STORE });
  }
  const config = await loadStoreConfig(target.storeView);
  if (!config) {
    return Response.json(
      { error: 'The shop service is unavailable' },
      { status: 503, headers: NO_STORE },
    );
  }
  return Response.json(toFrontendConfig(config), { headers: NO_STORE });
}
