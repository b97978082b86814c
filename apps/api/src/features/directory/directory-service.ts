import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import type { Country, Currency } from '@lumo/graphql/server';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { notFoundError, parseInput } from '../../errors';
import { SHIPPING_COUNTRIES, type CountryData } from './directory-data';

const countryIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166 country code')
  .transform((id) => id.toUpperCase());

const displayNames = new Map<string, Intl.DisplayNames>();

/** Country names from ICU, one formatter per locale. */
function regionName(locale: string, iso2: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(iso2) ?? iso2;
}

function currencySymbol(locale: string, code: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(
    0,
  );
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

function toCountry(data: CountryData, locale: string): Country {
  return {
    id: data.iso2,
    two_letter_abbreviation: data.iso2,
    three_letter_abbreviation: data.iso3,
    full_name_locale: regionName(locale, data.iso2),
    full_name_english: regionName('en', data.iso2),
    available_regions: data.regions.length
      ? data.regions.map((region) => ({ id: region.id, code: region.code, name: region.name }))
      : null,
  };
}

/** Countries the store views ship to, with regions (DirectoryGraphQl), and the currency. */
export class DirectoryService {
  constructor(readonly db: Database) {}

  /** Nothing to seed: the directory is the data module directory-data.ts (see there why). */
  async seed(): Promise<void> {}

  /** The store view's shipping countries, sorted by their name in its locale. */
  countries(storeView: StoreViewCode): Country[] {
    const { locale } = getStoreView(storeView);
    return SHIPPING_COUNTRIES[storeView]
      .map((data) => toCountry(data, locale))
      .sort((a, b) => (a.full_name_locale ?? '').localeCompare(b.full_name_locale ?? '', locale));
  }

  /** One country of the store view; Magento's no-such-entity error for any other. */
  country(storeView: StoreViewCode, id: string | null | undefined): Country {
    const iso2 = parseInput(countryIdSchema, id ?? '');
    const data = SHIPPING_COUNTRIES[storeView].find((candidate) => candidate.iso2 === iso2);
    if (!data) throw notFoundError(`The country isn't available.`);
    return toCountry(data, getStoreView(storeView).locale);
  }

  /** One currency per store view: base and display are the same, at rate 1. */
  currency(storeView: StoreViewCode): Currency {
    const { currency: code, locale } = getStoreView(storeView);
    const symbol = currencySymbol(locale, code);
    return {
      base_currency_code: code,
      base_currency_symbol: symbol,
      default_display_currency_code: code,
      default_display_currency_symbol: symbol,
      available_currency_codes: [code],
      available_currencies: [
        {
          code,
          symbol,
          value: 1,
          name: new Intl.DisplayNames([locale, 'en'], { type: 'currency' }).of(code) ?? code,
        },
      ],
      exchange_rates: [{ currency_to: code, rate: 1 }],
    };
  }
}
