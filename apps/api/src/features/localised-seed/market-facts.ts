import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { MARKET_RULES, nicotineWarningOf } from '../store/market-data';

/**
 * The market facts seeded copy quotes (ADR 0023). Seed files say `{{name}}` where a fact
 * belongs; `fillMarketFacts` puts each store view's value there before the page or block is
 * stored, so no store view carries another market's price, age or legal limit.
 *
 * Legal limits and ages come from the market data (COMPLIANCE.md via market-data.ts and
 * STORE_VIEWS); commercial facts (free-delivery threshold, dispatch cut-off, phone) are the
 * commercial team's settings, kept here as data. The English phrases are for the English store
 * views (uk, ie, eu, ca, us); the Greek and German copies (gr, ch) write their market's wording
 * in their own language and only use the language-neutral facts.
 */
interface CommercialFacts {
  /** Orders over this amount, in the store view's currency, are delivered free. */
  freeDeliveryThreshold: number;
  /** Latest order time for same-day dispatch on a working day, as the market writes it. */
  dispatchCutoff: string;
  /** Customer care phone as dialled from the market, and its tel: URI. */
  phone: string;
  phoneHref: string;
  /** Customer care opening hours in the market's time. */
  careHours: string;
}

/** The London customer care line as dialled from abroad. */
const CARE_INTERNATIONAL = { phone: '+44 20 7946 0000', phoneHref: 'tel:+442079460000' };

const COMMERCIAL: Record<StoreViewCode, CommercialFacts> = {
  uk: {
    freeDeliveryThreshold: 9.99,
    dispatchCutoff: '3pm',
    phone: '020 7946 0000',
    phoneHref: 'tel:+442079460000',
    careHours: 'Monday to Friday, 9:00 to 17:30 UK time',
  },
  gr: {
    freeDeliveryThreshold: 12,
    dispatchCutoff: '15:00',
    ...CARE_INTERNATIONAL,
    careHours: 'Δευτέρα έως Παρασκευή, 11:00 έως 19:30 ώρα Ελλάδας',
  },
  ie: {
    freeDeliveryThreshold: 12,
    dispatchCutoff: '3pm',
    ...CARE_INTERNATIONAL,
    careHours: 'Monday to Friday, 9:00 to 17:30 Irish time',
  },
  eu: {
    freeDeliveryThreshold: 12,
    dispatchCutoff: '3pm UK time',
    ...CARE_INTERNATIONAL,
    careHours: 'Monday to Friday, 10:00 to 18:30 Central European Time',
  },
  ca: {
    freeDeliveryThreshold: 20,
    dispatchCutoff: '3 p.m. Eastern Time',
    ...CARE_INTERNATIONAL,
    careHours: 'Monday to Friday, 4:00 a.m. to 12:30 p.m. Eastern Time',
  },
  ch: {
    freeDeliveryThreshold: 15,
    dispatchCutoff: '15 Uhr',
    ...CARE_INTERNATIONAL,
    careHours: 'Montag bis Freitag, 10.00 bis 18.30 Uhr',
  },
  us: {
    freeDeliveryThreshold: 15,
    dispatchCutoff: '3 p.m. Eastern Time',
    ...CARE_INTERNATIONAL,
    careHours: 'Monday to Friday, 4:00 a.m. to 12:30 p.m. Eastern Time',
  },
};

/** English wording of each English store view's legal position (COMPLIANCE.md). */
interface EnglishPhrases {
  /** "the UK": the market as named in a sentence. */
  market: string;
  /** The nicotine limit, after "Lumo e-liquids come in 0, 6, 12 and 18 mg/ml; ". */
  nicotineLimitClause: string;
  /** A sentence on the nicotine limit. */
  nicotineLimitSentence: string;
  /** The jargon buster's "Tank capacity" entry. */
  tankCapacityText: string;
  /** The home page's pod fact. */
  podFact: string;
  /** A sentence on single-use vapes in the market. */
  disposablesSentence: string;
  /** " and notified to the MHRA": who e-liquids are notified to ('' where nobody is). */
  notification: string;
  /** What the take-back rests on, starting a sentence: "Under the WEEE regulations we". */
  takeBackBasis: string;
  /** The law that restricts e-liquid ingredients, after "the substances restricted by". */
  ingredientLaw: string;
  /** Where a visitor hands in a vape with a parcel label. */
  postOffice: string;
  /** Drop-off points other than the stores (one sentence, may hold a link). */
  dropOffPoints: string;
  /** The recycling page's opening: what obliges the take-back. */
  takeBackLaw: string;
  /** Age rule beyond the minimum age ('' when none), after "{{minimumAge}} years old". */
  ageNote: string;
}

const ENGLISH: Partial<Record<StoreViewCode, EnglishPhrases>> = {
  uk: {
    market: 'the UK',
    nicotineLimitClause: 'the UK limit is 20 mg/ml',
    nicotineLimitSentence:
      'In the UK an e-liquid may contain at most 20 mg/ml of nicotine. Lumo e-liquids go up to 18 mg/ml.',
    tankCapacityText: '2 ml maximum: the most e-liquid a tank or pod may hold under UK rules.',
    podFact: '2 ml pods, the UK maximum',
    disposablesSentence: 'Single-use vapes may not be sold in the UK since 1 June 2025.',
    notification: ' and notified to the MHRA',
    takeBackBasis: 'Under the WEEE regulations we',
    ingredientLaw: 'the Tobacco and Related Products Regulations',
    postOffice: 'any Royal Mail post office or parcel postbox',
    dropOffPoints:
      'You can also use the free drop-off points listed on <a href="https://www.recycleyourelectricals.org.uk/">Recycle Your Electricals</a>, including most household waste recycling centres.',
    takeBackLaw:
      'Under the Waste Electrical and Electronic Equipment (WEEE) Regulations every retailer that sells vapes has to take them back.',
    ageNote: '',
  },
  ie: {
    market: 'Ireland',
    nicotineLimitClause: 'the Irish and EU limit is 20 mg/ml',
    nicotineLimitSentence:
      'In Ireland, as across the EU, an e-liquid may contain at most 20 mg/ml of nicotine. Lumo e-liquids go up to 18 mg/ml.',
    tankCapacityText: '2 ml maximum: the most e-liquid a tank or pod may hold under EU rules.',
    podFact: '2 ml pods, the EU maximum',
    disposablesSentence: 'Lumo makes no single-use vapes.',
    notification: ' and notified to the HSE',
    takeBackBasis: 'Under the WEEE regulations we',
    ingredientLaw: 'the EU Tobacco Products Directive',
    postOffice: 'any An Post office',
    dropOffPoints:
      'You can also hand it in free of charge at any shop that sells vapes or at your local civic amenity site.',
    takeBackLaw:
      'Under the Waste Electrical and Electronic Equipment (WEEE) Regulations every retailer that sells vapes in Ireland has to take them back.',
    ageNote: '',
  },
  eu: {
    market: 'the EU',
    nicotineLimitClause: 'the EU limit is 20 mg/ml',
    nicotineLimitSentence:
      'In the EU an e-liquid may contain at most 20 mg/ml of nicotine. Lumo e-liquids go up to 18 mg/ml.',
    tankCapacityText: '2 ml maximum: the most e-liquid a tank or pod may hold under EU rules.',
    podFact: '2 ml pods, the EU maximum',
    disposablesSentence: 'Lumo makes no single-use vapes.',
    notification: ' and notified to the regulator of every EU country we deliver to',
    takeBackBasis: 'Under the EU WEEE Directive we',
    ingredientLaw: 'the EU Tobacco Products Directive',
    postOffice: 'any post office',
    dropOffPoints:
      'You can also hand it in free of charge at the collection points for small electrical equipment in your country.',
    takeBackLaw:
      'Under the EU Waste Electrical and Electronic Equipment (WEEE) Directive every retailer that sells vapes has to take them back.',
    ageNote: '',
  },
  ca: {
    market: 'Canada',
    nicotineLimitClause: 'the Canadian limit is 20 mg/ml',
    nicotineLimitSentence:
      'In Canada an e-liquid may contain at most 20 mg/ml of nicotine. Lumo e-liquids go up to 18 mg/ml.',
    tankCapacityText:
      '2 ml: every Lumo pod holds 2 ml of e-liquid, the most a pod may hold in the UK, the EU and Quebec.',
    podFact: '2 ml pre-filled pods',
    disposablesSentence: 'Lumo makes no single-use vapes.',
    notification: '',
    takeBackBasis: 'As part of our own take-back programme, we',
    ingredientLaw: 'Canadian law',
    postOffice: 'any Canada Post location',
    dropOffPoints:
      'You can also use the battery and electronics drop-off points of your province’s recycling programme.',
    takeBackLaw:
      'Provincial programmes collect batteries and electronics, and Lumo runs its own free take-back as well.',
    ageNote: ', or the higher age your province sets',
  },
  us: {
    market: 'the US',
    nicotineLimitClause: 'US federal rules set no limit',
    nicotineLimitSentence:
      'US federal rules set no upper limit on nicotine strength. Lumo e-liquids go up to 18 mg/ml.',
    tankCapacityText:
      '2 ml: every Lumo pod holds 2 ml of e-liquid, the most a pod may hold in the UK and the EU.',
    podFact: '2 ml pre-filled pods',
    disposablesSentence: 'Lumo makes no single-use vapes.',
    notification: '',
    takeBackBasis: 'As part of our own take-back programme, we',
    ingredientLaw: 'US federal law',
    postOffice: 'a UPS or FedEx drop-off location (vapes may not be sent by USPS)',
    dropOffPoints:
      'You can also use household hazardous waste and battery drop-off sites in your area; never put a vape in the trash.',
    takeBackLaw:
      'Several states run battery and electronics collection programmes, and Lumo runs its own free take-back as well.',
    ageNote: '',
  },
};

export function formatPrice(storeView: StoreViewCode, amount: number): string {
  const { locale, currency } = getStoreView(storeView);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** The values of every `{{name}}` a seed file may use, for one store view. */
export function marketFacts(storeView: StoreViewCode): Readonly<Record<string, string>> {
  const view = getStoreView(storeView);
  const rules = MARKET_RULES[storeView];
  const commercial = COMMERCIAL[storeView];
  const facts: Record<string, string> = {
    minimumAge: String(view.minimumAge),
    freeDeliveryThreshold: formatPrice(storeView, commercial.freeDeliveryThreshold),
    dispatchCutoff: commercial.dispatchCutoff,
    phone: commercial.phone,
    phoneHref: commercial.phoneHref,
    careHours: commercial.careHours,
    nicotineWarning: nicotineWarningOf(storeView).replace(/\.$/, ''),
    maxNicotineMgMl: rules.maxNicotineMgMl === null ? '' : String(rules.maxNicotineMgMl),
    maxTankMl: rules.maxTankMl === null ? '' : String(rules.maxTankMl),
    maxRefillMl: rules.maxRefillMl === null ? '' : String(rules.maxRefillMl),
  };
  const english = ENGLISH[storeView];
  if (english) Object.assign(facts, english);
  return facts;
}

/** The free-delivery threshold as a number (tests compare the copy against it). */
export function freeDeliveryThresholdOf(storeView: StoreViewCode): number {
  return COMMERCIAL[storeView].freeDeliveryThreshold;
}

const FACT = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * Puts the store view's facts in place of every `{{name}}` in the strings of a value (a page,
 * its blocks, a CMS block's HTML). A name the store view has no value for is an error: seed copy
 * never reaches a page with a hole or another market's fact in it.
 */
export function fillMarketFacts<T>(value: T, storeView: StoreViewCode): T {
  const facts = marketFacts(storeView);
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') {
      return item.replace(FACT, (_, name: string) => {
        const fact = facts[name];
        if (fact === undefined) {
          throw new Error(
            `Seed copy names {{${name}}}, which store view ${storeView} has no value for`,
          );
        }
        return fact;
      });
    }
    if (Array.isArray(item)) return item.map(fill);
    if (typeof item === 'object' && item !== null) {
      return Object.fromEntries(Object.entries(item).map(([key, child]) => [key, fill(child)]));
    }
    return item;
  };
  return fill(value) as T;
}
