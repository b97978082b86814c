import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { z } from 'zod';
import {
  countryCodeSchema,
  countryOf,
  regionInputSchema,
  registrationAddressSchemaFor,
  streetSchema,
} from './address';
import {
  emailSchema,
  genderSchema,
  isOldEnough,
  isoDateSchema,
  optionalBoolean,
  optionalPhone,
  optionalReferralCode,
  optionalText,
  parseIsoDate,
  requiredText,
} from './fields';
import { passwordSchema } from './password';
import { isValidPostcode, normalisePostcode } from './postcodes';
import { minimumAgeFor, requiresIdCheck } from './store-view-rules';

const NAME_MAX = 255;

const documentNumber = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : typeof value === 'string'
          ? value.replace(/[\s-]/g, '').toUpperCase()
          : value,
    z.string(message).regex(pattern, message).optional(),
  );

/** Passport numbers: 6..12 letters and digits (UK passports have 9 digits). */
export const passportNumberSchema = documentNumber(
  /^[A-Z0-9]{6,12}$/,
  'account.errors.invalidPassportNumber',
);
/** Driving licence numbers: 5..18 letters and digits (UK licences have 16). */
export const drivingLicenceNumberSchema = documentNumber(
  /^[A-Z0-9]{5,18}$/,
  'account.errors.invalidDrivingLicenceNumber',
);

/** An address input with its country defaulted to the store view's country. */
function registrationAddress(defaultCountry: string) {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && !(value as { country_code?: unknown }).country_code
        ? { ...value, country_code: defaultCountry }
        : value,
    registrationAddressSchemaFor(defaultCountry),
  );
}

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/**
 * The registration form of a store view (SPEC §3.2) as Magento's CustomerCreateInput with its
 * snake_case extras. Markets with `requiresIdCheck` also need the ID-check fields: the
 * electoral-roll address, a passport or driving licence number (a driving licence with its
 * address), the document's expiry (not passed), and the customer's own address; elsewhere those
 * fields are dropped. Everyone: names, email, a strong password, a date of birth at least the
 * market's minimum age, and the agreed policy. `now` is the clock of the age and expiry checks.
 */
export function registrationSchemaFor(storeView: StoreViewCode, now: Date = new Date()) {
  const idCheck = requiresIdCheck(storeView);
  const minimumAge = minimumAgeFor(storeView);
  const storeCountry = getStoreView(storeView).countryId;

  const base = z.object({
    prefix: optionalText(40),
    firstname: requiredText(NAME_MAX),
    middlename: optionalText(NAME_MAX),
    lastname: requiredText(NAME_MAX),
    suffix: optionalText(40),
    email: emailSchema,
    password: passwordSchema,
    date_of_birth: isoDateSchema
      .refine((value) => (parseIsoDate(value)?.getTime() ?? 0) < now.getTime(), {
        message: 'account.errors.dateInFuture',
        abort: true,
      })
      .refine((value) => isOldEnough(value, minimumAge, now), 'account.errors.tooYoung'),
    gender: genderSchema,
    taxvat: optionalText(40),
    is_subscribed: optionalBoolean,
    phone: optionalPhone,
    street: idCheck ? streetSchema : z.preprocess(nullToUndefined, streetSchema.optional()),
    city: idCheck ? requiredText(NAME_MAX) : optionalText(NAME_MAX),
    postcode: idCheck ? requiredText(12) : optionalText(12),
    country_code: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      countryCodeSchema.optional(),
    ),
    region: regionInputSchema,
    policy_agreed: z.preprocess(nullToUndefined, z.literal(true, 'account.errors.policyNotAgreed')),
    referral_code: optionalReferralCode,
  });

  const idFields = z.object({
    id_document_expiry: isoDateSchema.refine(
      (value) =>
        (parseIsoDate(value)?.getTime() ?? 0) >=
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      'account.errors.documentExpired',
    ),
    electoral_address: registrationAddress(storeCountry),
    passport_number: passportNumberSchema,
    driving_licence_number: drivingLicenceNumberSchema,
    driving_address: z.preprocess(nullToUndefined, registrationAddress(storeCountry).optional()),
  });

  const withDob = (value: unknown) => {
    if (!value || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    return input.date_of_birth == null && input.dob != null
      ? { ...input, date_of_birth: input.dob }
      : input;
  };

  const checked = (idCheck ? base.extend(idFields.shape) : base).superRefine((input, context) => {
    const values = input as z.output<typeof base> & Partial<z.output<typeof idFields>>;
    // The customer's own address: required with an ID check, otherwise all or nothing.
    const given = [values.street, values.city, values.postcode].some((part) => part !== undefined);
    if (idCheck || given) {
      const country = values.country_code ?? (storeCountry === 'EU' ? undefined : storeCountry);
      if (!values.street)
        context.addIssue({ code: 'custom', path: ['street'], message: 'account.errors.required' });
      if (!values.city)
        context.addIssue({ code: 'custom', path: ['city'], message: 'account.errors.required' });
      if (!country) {
        context.addIssue({
          code: 'custom',
          path: ['country_code'],
          message: 'account.errors.invalidCountry',
        });
      } else if (!values.postcode) {
        context.addIssue({
          code: 'custom',
          path: ['postcode'],
          message: 'account.errors.required',
        });
      } else if (!isValidPostcode(country, values.postcode)) {
        context.addIssue({
          code: 'custom',
          path: ['postcode'],
          message: 'account.errors.invalidPostcode',
        });
      }
    }
    if (idCheck) {
      if (!values.passport_number && !values.driving_licence_number) {
        context.addIssue({
          code: 'custom',
          path: ['passport_number'],
          message: 'account.errors.idDocumentRequired',
        });
      }
      if (values.driving_licence_number && !values.driving_address) {
        context.addIssue({
          code: 'custom',
          path: ['driving_address'],
          message: 'account.errors.required',
        });
      }
    }
  });

  return z.preprocess(withDob, checked).transform((input) => {
    const values = input as z.output<typeof base> & Partial<z.output<typeof idFields>>;
    const hasAddress = values.street !== undefined;
    const country = values.country_code ?? storeCountry;
    return {
      ...values,
      postcode: values.postcode === undefined ? undefined : normalisePostcode(values.postcode),
      country_code: hasAddress ? country : values.country_code,
      id_check: idCheck,
    };
  });
}

export type RegistrationInput = z.output<ReturnType<typeof registrationSchemaFor>>;

export { countryOf };
