import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_STORE_VIEW,
  STORE_VIEW_CODES,
  storeViewCodeSchema,
  type StoreViewCode,
} from '@lumo/block-schema';
import type { StoreConfig } from '@lumo/graphql/server';
import type { Database } from '../../db/database';
import { storeViews, type StoreViewRow } from '../../db/schema';
import { inputError } from '../../errors';
import { encodeUid } from '../../uid';
import { ageVerificationStoreConfig } from '../age-verification/age-verification-settings';
import { MARKET_RULES, storeViewSeedRows } from './market-data';
import { STORE_VIEW_SETTINGS } from './store-view-settings';

/** Magento's "Default Category", the root of every store view's catalogue (SPEC §9). */
export const ROOT_CATEGORY_ID = 2;
/** Catalogue listing defaults a Magento client reads (Venia's category page). */
const GRID_PER_PAGE = 12;
const PER_PAGE_VALUES = '12,24,36';
/** One website and one store group hold every store view (availableStores lists them all). */
const WEBSITE = { code: 'base', name: 'Main Website' };
const STORE_GROUP = { code: 'main_website_store', name: 'Main Website Store' };

/** Magento's Store header names the store view; none means the default (uk). */
export function storeViewFromHeader(header: string | null): StoreViewCode {
  const code = header?.trim().toLowerCase();
  if (!code) return DEFAULT_STORE_VIEW;
  const parsed = storeViewCodeSchema.safeParse(code);
  if (!parsed.success) {
    throw inputError(
      `Requested store is not found: "${header}". Use one of: ${STORE_VIEW_CODES.join(', ')}.`,
    );
  }
  return parsed.data;
}

export class StoreService {
  constructor(
    private readonly db: Database,
    private readonly urls: { storefrontUrl: string; apiPublicUrl: string },
  ) {}

  /** Inserts missing store views and refreshes their market data (idempotent). */
  async seed(): Promise<void> {
    for (const row of storeViewSeedRows()) {
      const { code: _code, ...marketData } = row;
      await this.db
        .insert(storeViews)
        .values(row)
        .onConflictDoUpdate({ target: storeViews.code, set: marketData });
    }
  }

  async list(): Promise<StoreViewRow[]> {
    return this.db.select().from(storeViews).orderBy(asc(storeViews.sortOrder));
  }

  async get(code: StoreViewCode): Promise<StoreViewRow | undefined> {
    const [row] = await this.db.select().from(storeViews).where(eq(storeViews.code, code));
    return row;
  }

  toStoreConfig(row: StoreViewRow): StoreConfig {
    const baseUrl = `${this.urls.storefrontUrl}${row.pathPrefix}/`;
    return {
      store_code: row.code,
      store_name: row.name,
      store_sort_order: row.sortOrder,
      is_default_store: row.isDefault,
      locale: row.locale,
      base_currency_code: row.currency,
      default_display_currency_code: row.currency,
      timezone: row.timezone,
      base_url: baseUrl,
      base_link_url: baseUrl,
      base_media_url: `${this.urls.apiPublicUrl}/media/`,
      use_store_in_url: row.pathPrefix !== '',
      country_id: row.countryId,
      path_prefix: row.pathPrefix,
      minimum_age: row.minimumAge,
      federal_vaping_rules: row.federalVapingRules,
      nicotine_warning: row.nicotineWarning,
      max_nicotine_mg_ml: row.maxNicotineMgMl,
      ...this.magentoFields(row),
    };
  }

  /** The Magento 2.4 StoreConfig fields off-the-shelf clients (PWA Studio's Venia) read. */
  private magentoFields(row: StoreViewRow): StoreConfig {
    const code = storeViewCodeSchema.parse(row.code);
    const baseUrl = `${this.urls.storefrontUrl}${row.pathPrefix}/`;
    const rules = MARKET_RULES[code];
    const settings = STORE_VIEW_SETTINGS[code];
    return {
      id: settings.storeId,
      store_id: settings.storeId,
      website_code: WEBSITE.code,
      website_name: WEBSITE.name,
      // Checkout (ADR 0032): agreements are shown, a guest cart merges into the customer's on login.
      is_checkout_agreements_enabled: true,
      cart_merge_preference: 'merge',
      store_group_code: STORE_GROUP.code,
      store_group_name: STORE_GROUP.name,
      is_default_store_group: true,
      secure_base_url: baseUrl,
      secure_base_link_url: baseUrl,
      secure_base_media_url: `${this.urls.apiPublicUrl}/media/`,
      base_static_url: `${this.urls.storefrontUrl}/_next/static/`,
      secure_base_static_url: `${this.urls.storefrontUrl}/_next/static/`,
      weight_unit: row.countryId === 'US' ? 'lbs' : 'kgs',
      // Paths carry no .html: products and categories are /devices/compact, not compact.html.
      product_url_suffix: '',
      category_url_suffix: '',
      title_separator: '-',
      list_mode: 'grid',
      grid_per_page: GRID_PER_PAGE,
      grid_per_page_values: PER_PAGE_VALUES,
      list_per_page: GRID_PER_PAGE,
      list_per_page_values: PER_PAGE_VALUES,
      catalog_default_sort_by: 'position',
      root_category_uid: encodeUid(ROOT_CATEGORY_ID),
      root_category_id: ROOT_CATEGORY_ID,
      front: 'home',
      cms_home_page: 'home',
      no_route: 'not-found',
      cms_no_route: 'not-found',
      cms_no_cookies: 'enable-cookies',
      show_cms_breadcrumbs: 1,
      // 2: prices shown including tax (UK and EU prices are duty and VAT inclusive).
      display_product_prices_in_catalog: 2,
      configurable_thumbnail_source: 'parent',
      href_langs_enabled: settings.hrefLangsEnabled,
      is_marketing_popup_enabled: settings.isMarketingPopupEnabled,
      time_in_sec_to_show_marketing_popup: settings.timeInSecToShowMarketingPopup,
      show_nicotine_warning_banner: settings.showNicotineWarningBanner,
      nicotine_warning_banner_position: settings.nicotineWarningBannerPosition,
      cookie_info_disabled: settings.cookieInfoDisabled,
      recaptcha_site_key: settings.recaptchaSiteKey,
      extra_languages: [...settings.extraLanguages],
      allows_disposables: rules.allowsDisposables,
      max_refill_ml: rules.maxRefillMl,
      max_tank_ml: rules.maxTankMl,
      ...ageVerificationStoreConfig(code),
    };
  }
}
