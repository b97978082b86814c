import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';

/**
 * Per-store-view settings a Magento client reads beside the market data (SPEC §3.6 storeId and
 * hrefLangsEnabled). Numeric ids follow the store views' order: uk 1, gr 2, ie 3, eu 4, ca 5,
 * ch 6, us 7; they are what SPEC §7's lookups call storeId and what hreflang items carry.
 */
export interface StoreViewSettings {
  storeId: number;
  /** Emit hreflang alternates for this store view's pages (SPEC §2.4). */
  hrefLangsEnabled: boolean;
  /** SPEC §3.6 frontend configuration: the marketing popup (content by block key `marketing_popup`). */
  isMarketingPopupEnabled: boolean;
  /** SPEC §9: 60 seconds by default. */
  timeInSecToShowMarketingPopup: number;
  /** SPEC §3.6: the nicotine warning banner (content by block key `nicotine_warning_banner_block`). */
  showNicotineWarningBanner: boolean;
  nicotineWarningBannerPosition: 'top' | 'bottom';
  /**
   * SPEC §5: "Cookie info is enabled only when its disable setting is false or 0". Kept as the
   * text Magento's config gives ('0' / '1'), so the storefront applies SPEC's rule to it.
   */
  cookieInfoDisabled: string;
  /** SPEC §3.6 recaptchaSiteKey ('' until a CAPTCHA is configured). */
  recaptchaSiteKey: string;
  /** Languages the store view offers besides its locale's (Switzerland: French beside German). */
  extraLanguages: readonly string[];
}

export const STORE_VIEW_SETTINGS: Readonly<Record<StoreViewCode, StoreViewSettings>> =
  Object.fromEntries(
    STORE_VIEW_CODES.map((code, index) => [
      code,
      {
        storeId: index + 1,
        hrefLangsEnabled: true,
        isMarketingPopupEnabled: true,
        timeInSecToShowMarketingPopup: 60,
        showNicotineWarningBanner: true,
        nicotineWarningBannerPosition: 'top',
        cookieInfoDisabled: '0',
        recaptchaSiteKey: '',
        extraLanguages: code === 'ch' ? ['fr'] : [],
      } satisfies StoreViewSettings as StoreViewSettings,
    ]),
  ) as Record<StoreViewCode, StoreViewSettings>;

/** The store view of a numeric store id (SPEC §7 storeId), or undefined. */
export function storeViewOfId(storeId: number): StoreViewCode | undefined {
  return STORE_VIEW_CODES.find((code) => STORE_VIEW_SETTINGS[code].storeId === storeId);
}
