/**
 * Postcode formats of the countries the store views ship to (the directory's countries), after
 * upper-casing and trimming. A country without an entry accepts any 2..12 letters, digits, spaces
 * and hyphens.
 */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  GB: /^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/,
  IE: /^([AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
  GR: /^[0-9]{3} ?[0-9]{2}$/,
  CA: /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/,
  CH: /^[1-9][0-9]{3}$/,
  US: /^[0-9]{5}(-[0-9]{4})?$/,
  AT: /^[1-9][0-9]{3}$/,
  BE: /^[1-9][0-9]{3}$/,
  BG: /^[1-9][0-9]{3}$/,
  HR: /^[0-9]{5}$/,
  CY: /^[0-9]{4}$/,
  CZ: /^[0-9]{3} ?[0-9]{2}$/,
  DK: /^[0-9]{4}$/,
  EE: /^[0-9]{5}$/,
  FI: /^[0-9]{5}$/,
  FR: /^[0-9]{5}$/,
  DE: /^[0-9]{5}$/,
  HU: /^[1-9][0-9]{3}$/,
  IT: /^[0-9]{5}$/,
  LV: /^(LV-)?[0-9]{4}$/,
  LT: /^(LT-)?[0-9]{5}$/,
  LU: /^(L-)?[0-9]{4}$/,
  MT: /^[A-Z]{3} ?[0-9]{2,4}$/,
  NL: /^[1-9][0-9]{3} ?[A-Z]{2}$/,
  PL: /^[0-9]{2}-[0-9]{3}$/,
  PT: /^[0-9]{4}-[0-9]{3}$/,
  RO: /^[0-9]{6}$/,
  SK: /^[0-9]{3} ?[0-9]{2}$/,
  SI: /^[0-9]{4}$/,
  ES: /^[0-9]{5}$/,
  SE: /^[0-9]{3} ?[0-9]{2}$/,
};

const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/;

export function normalisePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/\s+/g, ' ');
}

export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const pattern = POSTCODE_PATTERNS[countryCode.toUpperCase()] ?? ANY_POSTCODE;
  return pattern.test(normalisePostcode(postcode));
}

/** Countries whose addresses need a region (state, province, canton) from the directory. */
export const REGION_REQUIRED_COUNTRIES: readonly string[] = ['CA', 'CH', 'US'];
