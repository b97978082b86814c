import { z } from 'zod';
import { optionalBoolean, optionalPhone, optionalText, phoneSchema, requiredText } from './fields';
import { isValidPostcode, normalisePostcode, REGION_REQUIRED_COUNTRIES } from './postcodes';

export const STREET_LINES_MAX = 3;
const TEXT_MAX = 255;

export const countryCodeSchema = z
  .string('account.errors.invalidCountry')
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'account.errors.invalidCountry')
  .transform((code) => code.toUpperCase());

export const streetSchema = z
  .array(
    z.string('account.errors.required').trim().max(TEXT_MAX, 'account.errors.tooLong'),
    'account.errors.required',
  )
  .max(STREET_LINES_MAX, 'account.errors.tooManyStreetLines')
  .transform((lines) => lines.filter((line) => line !== ''))
  .pipe(z.array(requiredText(TEXT_MAX)).min(1, 'account.errors.required'));

export const regionInputSchema = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .object({
      region_code: optionalText(10),
      region: optionalText(TEXT_MAX),
      region_id: z.preprocess(
        (value) => (value === null ? undefined : value),
        z
          .number('account.errors.invalidRegion')
          .int('account.errors.invalidRegion')
          .positive('account.errors.invalidRegion')
          .optional(),
      ),
    })
    .optional(),
);

export type RegionInput = z.output<typeof regionInputSchema>;

function postcodeFor(countryCode: string) {
  return z
    .string('account.errors.required')
    .trim()
    .min(1, 'account.errors.required')
    .max(12, 'account.errors.invalidPostcode')
    .refine((value) => isValidPostcode(countryCode, value), 'account.errors.invalidPostcode')
    .transform(normalisePostcode);
}

/**
 * A customer address in a country (Magento CustomerAddressInput): names, telephone, street, city
 * and postcode are required; the postcode must have the country's format; countries with regions
 * (CA, CH, US) need one. Whether the region exists in the country is the api's check (directory).
 */
export function addressSchemaFor(countryCode: string) {
  const country = countryCode.toUpperCase();
  const needsRegion = REGION_REQUIRED_COUNTRIES.includes(country);
  return z
    .object({
      firstname: requiredText(TEXT_MAX),
      middlename: optionalText(TEXT_MAX),
      lastname: requiredText(TEXT_MAX),
      prefix: optionalText(40),
      suffix: optionalText(40),
      company: optionalText(TEXT_MAX),
      telephone: phoneSchema,
      street: streetSchema,
      city: requiredText(TEXT_MAX),
      region: regionInputSchema,
      postcode: postcodeFor(country),
      country_code: countryCodeSchema.refine(
        (code) => code === country,
        'account.errors.invalidCountry',
      ),
      fax: optionalPhone,
      vat_id: optionalText(40),
      default_shipping: optionalBoolean,
      default_billing: optionalBoolean,
    })
    .superRefine((address, context) => {
      const region = address.region;
      if (needsRegion && !region?.region_code && !region?.region_id) {
        context.addIssue({
          code: 'custom',
          path: ['region'],
          message: 'account.errors.regionRequired',
        });
      }
    });
}

export type AddressInput = z.output<ReturnType<typeof addressSchemaFor>>;

/** The address parts of registration (main, electoral, driving): street, city, postcode, country. */
export function registrationAddressSchemaFor(countryCode: string) {
  const country = countryCode.toUpperCase();
  return z.object(
    {
      street: streetSchema,
      city: requiredText(TEXT_MAX),
      postcode: postcodeFor(country),
      country_code: countryCodeSchema.refine(
        (code) => code === country,
        'account.errors.invalidCountry',
      ),
    },
    'account.errors.required',
  );
}

/** Reads the country of an untrusted address input, or the fallback. */
export function countryOf(input: unknown, fallback: string): string {
  if (input && typeof input === 'object' && 'country_code' in input) {
    const code = (input as { country_code?: unknown }).country_code;
    if (typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim()))
      return code.trim().toUpperCase();
  }
  if (input && typeof input === 'object' && 'country_id' in input) {
    const code = (input as { country_id?: unknown }).country_id;
    if (typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim()))
      return code.trim().toUpperCase();
  }
  return fallback;
}
