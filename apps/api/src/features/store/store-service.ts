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
import { storeViewSeedRows } from './market-data';

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
    };
  }
}
