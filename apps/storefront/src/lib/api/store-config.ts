import { cache } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { StoreConfigDocument } from '@lumo/graphql';
import { storeConfigTag } from './cache-tags';
import { storefrontQuery } from './storefront-graphql';

/** SPEC §9: the marketing popup shows after 60 seconds unless the store view says otherwise. */
export const DEFAULT_MARKETING_POPUP_DELAY_SECONDS = 60;

/**
 * The store view's configuration as the shell and SPEC §3.6's frontend configuration use it.
 * Field names follow SPEC §3.6 where it names them.
 */
export interface StorefrontStoreConfig {
  storeName: string | null;
  /** SPEC §3.6 storeId (-1 when unknown, SPEC §9). */
  storeId: number;
  countryId: string;
  locale: string;
  currency: string;
  minimumAge: number;
  federalVapingRules: boolean;
  rootCategory: number;
  hrefLangsEnabled: boolean;
  /** The market's nicotine warning (COMPLIANCE.md); null when the market has none. */
  nicotineWarning: string | null;
  isMarketingPopupEnabled: boolean;
  timeInSecToShowMarketingPopup: number;
  showNicotineWarningBanner: boolean;
  nicotineWarningBannerPosition: 'top' | 'bottom';
  /** The raw disable setting; `isCookieInfoEnabled` applies SPEC §5's rule to it. */
  cookieInfoDisabled: string | null;
  recaptchaSiteKey: string;
  /** Languages offered besides the locale's own (ch: ['fr']). */
  extraLanguages: string[];
}

/** SPEC §5: cookie info is enabled only when its disable setting is false or 0. */
export function isCookieInfoEnabled(disabledSetting: string | boolean | number | null): boolean {
  return (
    disabledSetting === false ||
    disabledSetting === 0 ||
    disabledSetting === '0' ||
    disabledSetting === 'false'
  );
}

export async function fetchStoreConfig(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<StorefrontStoreConfig | null> {
  const result = await storefrontQuery(StoreConfigDocument, {
    storeView,
    cache: { kind: 'tagged', tags: [storeConfigTag(storeView)], revalidate: 300 },
    fetchImpl,
  });
  if (result.kind !== 'ok' || !result.data.storeConfig) return null;
  const config = result.data.storeConfig;
  return {
    storeName: config.store_name ?? null,
    storeId: config.store_id ?? -1,
    countryId: config.country_id ?? 'GB',
    locale: config.locale ?? 'en-GB',
    currency: config.base_currency_code ?? 'GBP',
    minimumAge: config.minimum_age ?? 18,
    federalVapingRules: config.federal_vaping_rules ?? false,
    rootCategory: config.root_category_id ?? 0,
    hrefLangsEnabled: config.href_langs_enabled ?? false,
    nicotineWarning: config.nicotine_warning?.trim() || null,
    isMarketingPopupEnabled: config.is_marketing_popup_enabled ?? false,
    timeInSecToShowMarketingPopup:
      config.time_in_sec_to_show_marketing_popup ?? DEFAULT_MARKETING_POPUP_DELAY_SECONDS,
    showNicotineWarningBanner: config.show_nicotine_warning_banner ?? true,
    nicotineWarningBannerPosition:
      config.nicotine_warning_banner_position === 'bottom' ? 'bottom' : 'top',
    cookieInfoDisabled: config.cookie_info_disabled ?? null,
    recaptchaSiteKey: config.recaptcha_site_key ?? '',
    extraLanguages: config.extra_languages ?? [],
  };
}

/** Store configuration for the shell; null when the api cannot be asked (callers degrade). */
export const getStoreConfig = cache((storeView: StoreViewCode) => fetchStoreConfig(storeView));
