import { z } from 'zod';

/** Characters no name, street or city needs, and that markup or templates would misread. */
const UNSAFE = /[<>{}\\]/;
/** Control characters (C0 and DEL): never part of a typed single-line value. */
const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** A required single-line text: trimmed, 1..max characters, no markup characters. */
export function requiredText(max: number) {
  return z
    .string('account.errors.required')
    .trim()
    .min(1, { message: 'account.errors.required', abort: true })
    .max(max, { message: 'account.errors.tooLong', abort: true })
    .refine(
      (value) => !UNSAFE.test(value) && !hasControl(value),
      'account.errors.invalidCharacters',
    );
}

/** An optional single-line text; empty or null becomes undefined. */
export function optionalText(max: number) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    requiredText(max).optional(),
  );
}

/** Optional boolean; null becomes undefined (GraphQL clients send null for "not given"). */
export const optionalBoolean = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.boolean('account.errors.invalidValue').optional(),
);

export const EMAIL_MAX = 254;

export const emailSchema = z
  .string('account.errors.required')
  .trim()
  .min(1, 'account.errors.required')
  .max(EMAIL_MAX, 'account.errors.tooLong')
  .pipe(z.email('account.errors.invalidEmail'));

export const phoneSchema = z
  .string('account.errors.required')
  .trim()
  .min(1, 'account.errors.required')
  .regex(/^\+?[0-9][0-9 ()./-]{4,22}[0-9]$/, 'account.errors.invalidPhone');

export const optionalPhone = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  phoneSchema.optional(),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD. */
export const isoDateSchema = z
  .string('account.errors.required')
  .trim()
  .min(1, { message: 'account.errors.required', abort: true })
  .refine((value) => parseIsoDate(value) !== null, {
    message: 'account.errors.invalidDate',
    abort: true,
  });

/** YYYY-MM-DD to a UTC midnight date, or null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  if (year < 1900) return null;
  return date;
}

/** Full years between a date of birth and `now` (UTC calendar). */
export function ageOn(dateOfBirth: Date, now: Date): number {
  let age = now.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < dateOfBirth.getUTCMonth() ||
    (now.getUTCMonth() === dateOfBirth.getUTCMonth() &&
      now.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Whether a YYYY-MM-DD date of birth is at least `minimumAge` years before `now`. */
export function isOldEnough(dateOfBirth: string, minimumAge: number, now: Date): boolean {
  const date = parseIsoDate(dateOfBirth);
  return date !== null && ageOn(date, now) >= minimumAge;
}

/** Magento gender: 0 or 3 not specified, 1 male, 2 female. */
export const genderSchema = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .number('account.errors.invalidGender')
    .int('account.errors.invalidGender')
    .min(0, 'account.errors.invalidGender')
    .max(3, 'account.errors.invalidGender')
    .optional(),
);

/** Stable per customer, shared as /create-account/{code}. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;

export const optionalReferralCode = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '')
      ? undefined
      : typeof value === 'string'
        ? value.trim().toUpperCase()
        : value,
  z
    .string('account.errors.invalidReferralCode')
    .regex(REFERRAL_CODE_PATTERN, 'account.errors.invalidReferralCode')
    .optional(),
);
