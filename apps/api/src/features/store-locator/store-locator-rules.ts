import type { StoreViewCode } from '@lumo/block-schema';
import { inputError } from '../../errors';

/** The store view's unit of distance: miles where road signs use them (UK, US), else km. */
export const DISTANCE_UNITS: Readonly<Record<StoreViewCode, 'KM' | 'MI'>> = {
  uk: 'MI',
  gr: 'KM',
  ie: 'KM',
  eu: 'KM',
  ca: 'KM',
  ch: 'KM',
  us: 'MI',
};

/**
 * SPEC §9 "default map centre a fixed lat/lng pair", per store view: where the map opens and what
 * distances are measured from before the shopper searches (the market's largest city).
 */
export const DEFAULT_MAP_CENTRES: Readonly<
  Record<StoreViewCode, { latitude: number; longitude: number }>
> = {
  uk: { latitude: 51.5074, longitude: -0.1278 },
  gr: { latitude: 37.9838, longitude: 23.7275 },
  ie: { latitude: 53.3498, longitude: -6.2603 },
  eu: { latitude: 50.8503, longitude: 4.3517 },
  ca: { latitude: 43.6532, longitude: -79.3832 },
  ch: { latitude: 47.3769, longitude: 8.5417 },
  us: { latitude: 40.7128, longitude: -74.006 },
};

/** Countries whose postcodes a store view's search understands, in the order they are tried. */
export const POSTCODE_COUNTRIES: Readonly<Record<StoreViewCode, readonly string[]>> = {
  uk: ['GB'],
  gr: ['GR'],
  ie: ['IE', 'GB'],
  eu: ['DE', 'FR', 'NL'],
  ca: ['CA'],
  ch: ['CH'],
  us: ['US'],
};

/**
 * A country's postcode format and the prefixes its areas are looked up by, longest first. The
 * input is already upper case without spaces. Partial postcodes work where they name an area.
 */
const POSTCODE_KEYS: Readonly<Record<string, (code: string) => string[] | null>> = {
  // SW1A1AA, SW1A, SW1, M1, M: outward code, the district without its letter, the area.
  GB: (code) => {
    const match = /^([A-Z]{1,2})(\d[A-Z\d]?)?(\d[A-Z]{2})?$/.exec(code);
    if (!match) return null;
    const [, area, district = '', inward = ''] = match;
    // "M11AA" is M1 1AA: the inward code is always digit + two letters.
    if (!district && inward) return null;
    const outward = area + district;
    return [outward, outward.replace(/[A-Z]$/, ''), area!];
  },
  // Eircode: a routing key (letter + two digits, or D6W) and optionally its four unique characters.
  IE: (code) => (/^([A-Z]\d{2}|D6W)([A-Z\d]{4})?$/.test(code) ? [code.slice(0, 3)] : null),
  GR: (code) => (/^\d{3}(\d{2})?$/.test(code) ? [code.slice(0, 3), code.slice(0, 2)] : null),
  CH: (code) => (/^\d{4}$/.test(code) ? [code, code.slice(0, 2)] : null),
  CA: (code) =>
    /^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(code) ? [code.slice(0, 3), code.slice(0, 1)] : null,
  US: (code) => (/^\d{5}(\d{4})?$/.test(code) ? [code.slice(0, 3)] : null),
  DE: (code) => (/^\d{5}$/.test(code) ? [code.slice(0, 2)] : null),
  FR: (code) => (/^\d{5}$/.test(code) ? [code.slice(0, 2)] : null),
  NL: (code) => (/^\d{4}([A-Z]{2})?$/.test(code) ? [code.slice(0, 2)] : null),
};

/** "sw1a 1aa" -> "SW1A1AA"; spaces and hyphens (US ZIP+4) do not matter. */
export function normalisePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * What to look up for a postcode in a store view: per country (in the store view's order, or
 * only the one asked for), the prefixes longest first. Empty when no country's format fits.
 */
export function postcodeLookups(
  storeView: StoreViewCode,
  postcode: string,
  countryCode?: string | null,
): { countryCode: string; prefixes: string[] }[] {
  const code = normalisePostcode(postcode);
  const countries = POSTCODE_COUNTRIES[storeView].filter(
    (country) => !countryCode || country === countryCode,
  );
  return countries.flatMap((country) => {
    const keys = POSTCODE_KEYS[country]?.(code);
    return keys ? [{ countryCode: country, prefixes: [...new Set(keys)] }] : [];
  });
}

export function unknownPostcodeError(postcode: string) {
  return inputError(
    `We could not find the postcode "${postcode}". Check it, or search with your location.`,
    { field: 'search.postcode' },
  );
}

const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

/** Great-circle distance in km (haversine; enough for "nearest first" at city scale). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLng = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A distance in the store view's unit, rounded to 0.1. */
export function inUnit(km: number, unit: 'KM' | 'MI'): number {
  return Math.round((unit === 'MI' ? km / KM_PER_MILE : km) * 10) / 10;
}
