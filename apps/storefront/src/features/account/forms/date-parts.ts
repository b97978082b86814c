import type { FormValues } from './form-types';

/**
 * The "memorable date" inputs (ADR 0030): a date typed as day, month and year in three numeric
 * fields (SPEC §3.2's day/month/year and expiryDay/expiryMonth/expiryYear), composed into the
 * api's YYYY-MM-DD before the shared schema checks it. Dependency-free: the browser's check, the
 * submit and the tests use it alike. Whether the date is real (31/02), old enough or not expired
 * is the shared schema's check; this one checks that the parts can make a date at all.
 */

export type DatePart = 'day' | 'month' | 'year';

export const DATE_PART_ORDER: readonly DatePart[] = ['day', 'month', 'year'];

/** Form field names of a date's parts. */
export type DatePartNames = Record<DatePart, string>;

export const BIRTH_DATE_PARTS: DatePartNames = { day: 'day', month: 'month', year: 'year' };
export const EXPIRY_DATE_PARTS: DatePartNames = {
  day: 'expiryDay',
  month: 'expiryMonth',
  year: 'expiryYear',
};

/** The composed field (`date_of_birth`) -> its parts' field names. */
export type DateFields = Record<string, DatePartNames>;

export type ComposedDate =
  { ok: true; value: string | undefined } | { ok: false; message: string; part?: DatePart };

const MISSING: Record<DatePart, string> = {
  day: 'account.errors.dateMissingDay',
  month: 'account.errors.dateMissingMonth',
  year: 'account.errors.dateMissingYear',
};

function partText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim().slice(0, 16) : '';
}

/**
 * Day, month and year as typed -> YYYY-MM-DD. All blank: no date (`value` undefined; the schema
 * decides whether one is required). Day and month take one or two digits (a leading zero is
 * fine), the year exactly four (a two-digit year is ambiguous and refused).
 */
export function composeDate(parts: Record<DatePart, unknown>): ComposedDate {
  const text = {
    day: partText(parts.day),
    month: partText(parts.month),
    year: partText(parts.year),
  };
  if (DATE_PART_ORDER.every((part) => text[part] === '')) return { ok: true, value: undefined };
  for (const part of DATE_PART_ORDER) {
    if (text[part] !== '' && !/^\d+$/.test(text[part])) {
      return { ok: false, message: 'account.errors.dateNotNumbers', part };
    }
  }
  const missing = DATE_PART_ORDER.find((part) => text[part] === '');
  if (missing) return { ok: false, message: MISSING[missing], part: missing };
  const day = Number(text.day);
  const month = Number(text.month);
  if (text.day.length > 2 || day < 1 || day > 31) {
    return { ok: false, message: 'account.errors.invalidDate', part: 'day' };
  }
  if (text.month.length > 2 || month < 1 || month > 12) {
    return { ok: false, message: 'account.errors.invalidDate', part: 'month' };
  }
  if (text.year.length !== 4) {
    return { ok: false, message: 'account.errors.yearFourDigits', part: 'year' };
  }
  const pad = (value: number) => String(value).padStart(2, '0');
  return { ok: true, value: `${text.year}-${pad(month)}-${pad(day)}` };
}

/** YYYY-MM-DD -> the parts as shown in the form (a stored date of birth as default values). */
export function splitIsoDate(
  value: string | null | undefined,
  names: DatePartNames,
): Record<string, string> {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return {
    [names.day]: match?.[3] ?? '',
    [names.month]: match?.[2] ?? '',
    [names.year]: match?.[1] ?? '',
  };
}

export interface ComposedValues {
  /** The values with each date's parts replaced by the composed date (absent when blank). */
  values: FormValues;
  /** A date whose parts make no date: its message key and the part at fault, if one. */
  errors: Record<string, { message: string; part?: DatePart }>;
}

/** Composes every date of a form; a date that cannot be composed is left out of `values`. */
export function composeDateFields(values: FormValues, dates: DateFields): ComposedValues {
  const result: FormValues = { ...values };
  const errors: ComposedValues['errors'] = {};
  for (const [field, names] of Object.entries(dates)) {
    const composed = composeDate({
      day: values[names.day],
      month: values[names.month],
      year: values[names.year],
    });
    for (const part of DATE_PART_ORDER) delete result[names[part]];
    delete result[field];
    if (!composed.ok) {
      errors[field] = composed.part
        ? { message: composed.message, part: composed.part }
        : { message: composed.message };
    } else if (composed.value !== undefined) {
      result[field] = composed.value;
    }
  }
  return { values: result, errors };
}
