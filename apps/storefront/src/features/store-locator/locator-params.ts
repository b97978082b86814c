import type { LocatorSearch } from '@/lib/api/store-locator';

/** Longest postcode a search sends (the api's bound; Eircode "D02 VK65", ZIP+4 "10012-1234"). */
export const MAX_POSTCODE_LENGTH = 10;

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** A coordinate as typed: a plain decimal number of degrees within the bound, else undefined. */
function degrees(value: string, bound: number): number | undefined {
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(value)) return undefined;
  const number = Number(value);
  return Math.abs(number) <= bound ? number : undefined;
}

export type ParsedLocatorParams =
  | { kind: 'ok'; search: LocatorSearch }
  /** The URL asks for something no search can answer; the page says so without asking the api. */
  | { kind: 'invalid'; reason: 'postcode' | 'coordinates'; postcode: string };

/**
 * The page's URL (`?postcode=SW1A+1AA` or `?lat=51.5&lng=-0.12`) as a search. The list is
 * server-rendered from it, so the form works without scripts and a search can be shared.
 */
export function parseLocatorParams(params: SearchParams): ParsedLocatorParams {
  const postcode = first(params.postcode).replace(/\s+/g, ' ');
  const lat = first(params.lat);
  const lng = first(params.lng);
  if (postcode) {
    if (postcode.length > MAX_POSTCODE_LENGTH || !/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(postcode)) {
      return {
        kind: 'invalid',
        reason: 'postcode',
        postcode: postcode.slice(0, MAX_POSTCODE_LENGTH),
      };
    }
    return { kind: 'ok', search: { kind: 'postcode', postcode } };
  }
  if (lat || lng) {
    const latitude = degrees(lat, 90);
    const longitude = degrees(lng, 180);
    if (latitude === undefined || longitude === undefined) {
      return { kind: 'invalid', reason: 'coordinates', postcode: '' };
    }
    return { kind: 'ok', search: { kind: 'point', latitude, longitude } };
  }
  return { kind: 'ok', search: { kind: 'none' } };
}
