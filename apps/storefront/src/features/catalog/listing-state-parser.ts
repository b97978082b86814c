import { z } from 'zod';
import {
  LISTING_FILTERS,
  LISTING_SORTS,
  MAX_SEARCH_LENGTH,
  MAX_VALUE_LENGTH,
  clampPage,
  type ListingFilterParam,
  type ListingState,
  type SearchParamsRecord,
} from './listing-params';

/**
 * Reads a listing's state from its query string (listing-params.ts describes the state). Server
 * side only: zod stays out of the browser's JavaScript.
 */

/** Option values as the api's aggregations spell them: words, numbers, dashes ("pod-kit", "12"). */
const optionValue = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_VALUE_LENGTH)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u);
const strengthValue = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/)
  .transform((value) => String(Number(value)));
/** Magento's price buckets: "10_20", "20_*" (from 20), "*_10" (up to 10). */
const priceValue = z
  .string()
  .trim()
  .regex(/^(\d{1,7}(\.\d{1,2})?|\*)_(\d{1,7}(\.\d{1,2})?|\*)$/)
  .refine((value) => value !== '*_*');

const FILTER_VALUE_SCHEMAS: Readonly<Record<ListingFilterParam, z.ZodType<string>>> = {
  flavour: optionValue,
  strength: strengthValue,
  price: priceValue,
  device: optionValue,
};

const sortSchema = z.enum(LISTING_SORTS);
const pageSchema = z.coerce.number().int().catch(1).transform(clampPage);
const searchSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim());

/** The first value of a parameter that may repeat (`?a=1&a=2` keeps "1"). */
function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseListingState(searchParams: SearchParamsRecord): ListingState {
  const filters: ListingState['filters'] = {};
  for (const { param } of LISTING_FILTERS) {
    const raw = firstValue(searchParams[param]);
    if (raw === undefined) continue;
    const parsed = FILTER_VALUE_SCHEMAS[param].safeParse(raw);
    if (parsed.success) filters[param] = parsed.data;
  }
  const sort = sortSchema.safeParse(firstValue(searchParams.sort));
  const rawPage = firstValue(searchParams.page);
  const q = firstValue(searchParams.q);
  return {
    filters,
    sort: sort.success ? sort.data : null,
    page: rawPage === undefined ? 1 : pageSchema.parse(rawPage),
    q: q === undefined ? '' : searchSchema.parse(q),
  };
}
