import { STORE_VIEWS, DEFAULT_STORE_VIEW, type StoreViewCode } from '@lumo/block-schema';
import type { StoreViewRow } from '../../db/schema';

/**
 * Market facts per store view (COMPLIANCE.md). They are data, seeded into store_views, so a
 * change of rule is a data change. Texts marked "unconfirmed" in COMPLIANCE.md are the TPD
 * wording in the market's languages and must be confirmed before launch.
 */
const MARKETS: Record<
  StoreViewCode,
  { timezone: string; nicotineWarning: string; maxNicotineMgMl: number | null }
> = {
  uk: {
    timezone: 'Europe/London',
    nicotineWarning: 'This product contains nicotine which is a highly addictive substance',
    maxNicotineMgMl: 20,
  },
  gr: {
    timezone: 'Europe/Athens',
    // Unconfirmed (COMPLIANCE.md): the TPD warning in Greek.
    nicotineWarning: 'Το προϊόν αυτό περιέχει νικοτίνη, ουσία που προκαλεί έντονο εθισμό.',
    maxNicotineMgMl: 20,
  },
  ie: {
    timezone: 'Europe/Dublin',
    nicotineWarning:
      'Cuimsíonn an táirge seo nicitín, ar substaint an-andúile é / This product contains nicotine which is a highly addictive substance.',
    maxNicotineMgMl: 20,
  },
  eu: {
    timezone: 'Europe/Brussels',
    nicotineWarning: 'This product contains nicotine which is a highly addictive substance.',
    maxNicotineMgMl: 20,
  },
  ca: {
    timezone: 'America/Toronto',
    nicotineWarning: 'WARNING: Vaping products contain nicotine, a highly addictive chemical.',
    maxNicotineMgMl: 20,
  },
  ch: {
    timezone: 'Europe/Zurich',
    // Unconfirmed (COMPLIANCE.md): German, French and Italian wording.
    nicotineWarning:
      'Dieses Produkt enthält Nikotin, einen Stoff, der sehr stark abhängig macht. / Ce produit contient de la nicotine, une substance qui crée une forte dépendance. / Questo prodotto contiene nicotina, una sostanza che crea un’elevata dipendenza.',
    maxNicotineMgMl: 20,
  },
  us: {
    timezone: 'America/New_York',
    nicotineWarning: 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
    maxNicotineMgMl: null,
  },
};

export function storeViewSeedRows(): StoreViewRow[] {
  return STORE_VIEWS.map((view, index) => ({
    code: view.code,
    name: view.name,
    sortOrder: index,
    isDefault: view.code === DEFAULT_STORE_VIEW,
    countryId: view.countryId,
    locale: view.locale,
    pathPrefix: view.pathPrefix,
    currency: view.currency,
    timezone: MARKETS[view.code].timezone,
    minimumAge: view.minimumAge,
    federalVapingRules: view.federalVapingRules,
    nicotineWarning: MARKETS[view.code].nicotineWarning,
    maxNicotineMgMl: MARKETS[view.code].maxNicotineMgMl,
  }));
}

/** The market's nicotine health warning (COMPLIANCE.md), as seeded into store_views. */
export function nicotineWarningOf(storeView: StoreViewCode): string {
  return MARKETS[storeView].nicotineWarning;
}

/**
 * What may be sold in each store view (COMPLIANCE.md "Every store view", "UK"): the catalogue
 * hides products that break these and refuses to enable them explicitly. TPD-style volume caps
 * apply in the UK, the EU store views and Switzerland; Canada caps nicotine only (Quebec's
 * volume rule is provincial); the US has no federal cap.
 */
export interface MarketRules {
  maxNicotineMgMl: number | null;
  /** Refill containers (e-liquid bottles), ml. */
  maxRefillMl: number | null;
  /** Tanks, pods and cartridges, ml. */
  maxTankMl: number | null;
  /** Single-use vapes (banned in the UK since 1 June 2025). */
  allowsDisposables: boolean;
  /** The law the caps come from, named in refusals. */
  regime: string;
}

const TPD: Omit<MarketRules, 'allowsDisposables'> = {
  maxNicotineMgMl: 20,
  maxRefillMl: 10,
  maxTankMl: 2,
  regime: 'TPD',
};

export const MARKET_RULES: Record<StoreViewCode, MarketRules> = {
  uk: { ...TPD, regime: 'TRPR', allowsDisposables: false },
  gr: { ...TPD, allowsDisposables: true },
  ie: { ...TPD, allowsDisposables: true },
  eu: { ...TPD, allowsDisposables: true },
  ch: { ...TPD, regime: 'Swiss Tobacco Products Act', allowsDisposables: true },
  ca: {
    maxNicotineMgMl: 20,
    maxRefillMl: null,
    maxTankMl: null,
    allowsDisposables: true,
    regime: 'Canadian nicotine concentration regulations',
  },
  us: {
    maxNicotineMgMl: null,
    maxRefillMl: null,
    maxTankMl: null,
    allowsDisposables: true,
    regime: 'US federal rules',
  },
};
