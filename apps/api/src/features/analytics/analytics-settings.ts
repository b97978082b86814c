import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import type { AnalyticsSettings } from '@lumo/graphql/server';
import { z } from 'zod';

/**
 * SPEC §3.6 analytics settings per store view (Magento's google/analytics/* config). The seed
 * values name no account and no container, so no analytics script loads until an operator sets
 * one through ANALYTICS_SETTINGS (a JSON object keyed by store view code, e.g.
 * `{"uk":{"type":"GA4","account_id":"G-XXXX"}}`); the fields left out keep the seed values.
 */

/** Magento's website id: every store view belongs to the one website (availableStores). */
const WEBSITE_ID = 1;

/** SPEC §7 list names: product list, search results, cart. */
export const DEFAULT_LIST_NAMES: AnalyticsSettings['list_names'] = {
  catalog: 'Product List',
  crosssell: 'Cart',
  upsell: 'Upsell Products',
  related: 'Related Products',
  search: 'Search Results',
  promotions: 'Promotions',
};

export function seedAnalyticsSettings(): AnalyticsSettings {
  return {
    account_id: '',
    container_id: '',
    type: 'GA4',
    anonymize: true,
    experiments: false,
    cookie_restriction_mode: true,
    current_website: WEBSITE_ID,
    cookie_name: 'cookieConsent',
    list_names: { ...DEFAULT_LIST_NAMES },
  };
}

/** GA4 measurement ids (G-XXXX) and GTM container ids (GTM-XXXX); empty: not configured. */
const trackingId = z
  .string()
  .trim()
  .max(32)
  .regex(/^([A-Z]{1,3}-[A-Z0-9-]{1,28})?$/i, 'must be an id like G-XXXX or GTM-XXXX');
const listName = z.string().trim().min(1).max(100);

const overrideSchema = z
  .object({
    account_id: trackingId,
    container_id: trackingId,
    type: z.enum(['GA4', 'TAG_MANAGER']),
    anonymize: z.boolean(),
    experiments: z.boolean(),
    cookie_restriction_mode: z.boolean(),
    cookie_name: z.string().trim().min(1).max(64),
    list_names: z
      .object({
        catalog: listName,
        crosssell: listName,
        upsell: listName,
        related: listName,
        search: listName,
        promotions: listName,
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

export const analyticsOverridesSchema = z.partialRecord(z.enum(STORE_VIEW_CODES), overrideSchema);

export type AnalyticsOverrides = z.infer<typeof analyticsOverridesSchema>;

/** Parses ANALYTICS_SETTINGS; throws an "Invalid environment" error naming the field. */
export function parseAnalyticsOverrides(json: string | undefined): AnalyticsOverrides {
  if (!json?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Invalid environment: ANALYTICS_SETTINGS is not JSON');
  }
  const parsed = analyticsOverridesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid environment: ANALYTICS_SETTINGS.${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** The store view's settings: the seed values with the operator's overrides on top. */
export function analyticsSettingsOf(
  storeView: StoreViewCode,
  overrides: AnalyticsOverrides,
): AnalyticsSettings {
  const seed = seedAnalyticsSettings();
  const override = overrides[storeView] ?? {};
  return {
    ...seed,
    ...override,
    list_names: { ...seed.list_names, ...override.list_names },
  };
}
