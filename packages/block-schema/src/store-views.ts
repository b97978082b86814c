import { z } from 'zod';

/**
 * The seven store views of ARCHITECTURE.md "Store views". This is the seed and routing data;
 * the api serves it (storeConfig / availableStores) and the storefront maps path prefixes with it.
 * Market rules beyond these columns live in the api's per-store-view data (COMPLIANCE.md).
 */
export const STORE_VIEW_CODES = ['uk', 'gr', 'ie', 'eu', 'ca', 'ch', 'us'] as const;
export type StoreViewCode = (typeof STORE_VIEW_CODES)[number];
export const storeViewCodeSchema = z.enum(STORE_VIEW_CODES);
export const DEFAULT_STORE_VIEW: StoreViewCode = 'uk';

export interface StoreViewDefinition {
  code: StoreViewCode;
  name: string;
  /** ISO country id; 'EU' for the pan-European view. SPEC §3.6 countryId default GB. */
  countryId: string;
  locale: string;
  /** '' for the default store view, otherwise '/xx'. */
  pathPrefix: string;
  currency: string;
  minimumAge: number;
  federalVapingRules: boolean;
}

export const STORE_VIEWS: readonly StoreViewDefinition[] = [
  {
    code: 'uk',
    name: 'United Kingdom',
    countryId: 'GB',
    locale: 'en-GB',
    pathPrefix: '',
    currency: 'GBP',
    minimumAge: 18,
    federalVapingRules: false,
  },
  {
    code: 'gr',
    name: 'Greece',
    countryId: 'GR',
    locale: 'el-GR',
    pathPrefix: '/gr',
    currency: 'EUR',
    minimumAge: 18,
    federalVapingRules: false,
  },
  {
    code: 'ie',
    name: 'Ireland',
    countryId: 'IE',
    locale: 'en-IE',
    pathPrefix: '/ie',
    currency: 'EUR',
    minimumAge: 18,
    federalVapingRules: false,
  },
  {
    code: 'eu',
    name: 'Europe',
    countryId: 'EU',
    locale: 'en',
    pathPrefix: '/eu',
    currency: 'EUR',
    minimumAge: 18,
    federalVapingRules: false,
  },
  {
    code: 'ca',
    name: 'Canada',
    countryId: 'CA',
    locale: 'en-CA',
    pathPrefix: '/ca',
    currency: 'CAD',
    minimumAge: 19,
    federalVapingRules: false,
  },
  {
    code: 'ch',
    name: 'Switzerland',
    countryId: 'CH',
    locale: 'de-CH',
    pathPrefix: '/ch',
    currency: 'CHF',
    minimumAge: 18,
    federalVapingRules: false,
  },
  {
    code: 'us',
    name: 'United States',
    countryId: 'US',
    locale: 'en-US',
    pathPrefix: '/us',
    currency: 'USD',
    minimumAge: 21,
    federalVapingRules: true,
  },
];

/**
 * Each market's nicotine health warning (COMPLIANCE.md), as the api seeds it into store_views
 * (apps/api/src/features/store/market-data.ts). The api's storeConfig is the source the
 * storefront shows; this copy is the static fallback it shows when the api cannot answer, so the
 * warning never disappears (ADR 0009). A storefront test keeps the two equal.
 */
export const FALLBACK_NICOTINE_WARNINGS: Readonly<Record<StoreViewCode, string>> = {
  uk: 'This product contains nicotine which is a highly addictive substance',
  gr: 'Το προϊόν αυτό περιέχει νικοτίνη, ουσία που προκαλεί έντονο εθισμό.',
  ie: 'Cuimsíonn an táirge seo nicitín, ar substaint an-andúile é / This product contains nicotine which is a highly addictive substance.',
  eu: 'This product contains nicotine which is a highly addictive substance.',
  ca: 'WARNING: Vaping products contain nicotine, a highly addictive chemical.',
  ch: 'Dieses Produkt enthält Nikotin, einen Stoff, der sehr stark abhängig macht. / Ce produit contient de la nicotine, une substance qui crée une forte dépendance. / Questo prodotto contiene nicotina, una sostanza che crea un’elevata dipendenza.',
  us: 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
};

export function getStoreView(code: StoreViewCode): StoreViewDefinition {
  const view = STORE_VIEWS.find((candidate) => candidate.code === code);
  if (!view) throw new Error(`Unknown store view ${code}`);
  return view;
}

/**
 * Splits a request path into its store view and the path inside that view.
 * An unknown prefix is just a path of the default store view ("/xx/foo" stays "/xx/foo").
 */
export function resolveStoreViewFromPath(pathname: string): {
  storeView: StoreViewCode;
  path: string;
} {
  const clean = normalisePagePath(pathname);
  for (const view of STORE_VIEWS) {
    if (!view.pathPrefix) continue;
    if (clean === view.pathPrefix || clean.startsWith(`${view.pathPrefix}/`)) {
      return { storeView: view.code, path: clean.slice(view.pathPrefix.length) || '/' };
    }
  }
  return { storeView: DEFAULT_STORE_VIEW, path: clean };
}

/** Adds the store view's prefix to a path inside that view (SPEC §2.1: links add the prefix). */
export function withStorePrefix(storeView: StoreViewCode, path: string): string {
  const prefix = getStoreView(storeView).pathPrefix;
  const clean = normalisePagePath(path);
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/**
 * The reserved location of a store view's site-wide footer page (site-footer.ts). "~" is outside
 * the page path alphabet and the storefront answers shopper paths starting with "~" with a 404,
 * so it can never be a shop URL; it is the one such path pagePathSchema accepts.
 */
export const SITE_FOOTER_PATH = '/~site-footer';

/** "/a//b/" -> "/a/b"; always starts with "/", no trailing slash except the root. */
export function normalisePagePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const collapsed = `/${withoutQuery}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
}
