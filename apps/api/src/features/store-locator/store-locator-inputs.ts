import { z } from 'zod';
import { inputError } from '../../errors';
import { STORE_LOCATION_KINDS } from '../../db/store-locator-schema';

export const MAX_STORE_LOCATIONS_PAGE_SIZE = 50;
export const DEFAULT_STORE_LOCATIONS_PAGE_SIZE = 20;
/** The longest postcode of any market with its spaces (Eircode "D02 VK65", ZIP+4 "10012-1234"). */
export const MAX_POSTCODE_CHARS = 10;

const latitude = z.number().finite().min(-90).max(90);
const longitude = z.number().finite().min(-180).max(180);

export const storeLocationsInput = z.object({
  search: z
    .object({
      postcode: z
        .string()
        .trim()
        .max(MAX_POSTCODE_CHARS, `Enter a postcode of at most ${MAX_POSTCODE_CHARS} characters.`)
        .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'Enter a postcode with letters and digits only.')
        .nullish()
        .or(z.literal('').transform(() => null)),
      country_code: z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166 country code')
        .transform((code) => code.toUpperCase())
        .nullish(),
      latitude: latitude.nullish(),
      longitude: longitude.nullish(),
    })
    .strict()
    .superRefine((search, context) => {
      const hasPostcode = Boolean(search.postcode);
      const hasLatitude = search.latitude != null;
      const hasLongitude = search.longitude != null;
      if (hasLatitude !== hasLongitude) {
        context.addIssue({
          code: 'custom',
          path: [hasLatitude ? 'longitude' : 'latitude'],
          message: 'Give latitude and longitude together.',
        });
      }
      if (hasPostcode && (hasLatitude || hasLongitude)) {
        context.addIssue({
          code: 'custom',
          path: ['postcode'],
          message: 'Search by a postcode or by coordinates, not both.',
        });
      }
    })
    .nullish(),
  kind: z.enum(STORE_LOCATION_KINDS).nullish(),
  pageSize: z
    .number()
    .int()
    .min(1, 'pageSize must be at least 1.')
    .max(
      MAX_STORE_LOCATIONS_PAGE_SIZE,
      `pageSize must be at most ${MAX_STORE_LOCATIONS_PAGE_SIZE}.`,
    )
    .nullish(),
});

export type StoreLocationsInput = z.output<typeof storeLocationsInput>;

/** Like parseInput, and the error names the first wrong field (extensions.field: "search.postcode"). */
export function parseLocatorInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const message = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
  throw inputError(message, first?.path.length ? { field: first.path.join('.') } : {});
}
