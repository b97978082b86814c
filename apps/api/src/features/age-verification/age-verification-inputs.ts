import { z } from 'zod';
import { AGE_VERIFICATION_METHODS } from './age-verification-provider';

const name = z.string().trim().min(1, 'Enter a name.').max(100);
const line = (max: number) => z.string().trim().min(1, 'This is a required field.').max(max);

/** An ISO date that exists (2026-02-30 does not) and is in the past. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Enter a real date.')
  .refine((value) => value >= '1900-01-01', 'Enter a real date.');

/** verifyCustomerAge's input (the store view's methods are checked by the service). */
export const verifyCustomerAgeInput = z
  .object({
    method: z.enum(AGE_VERIFICATION_METHODS, 'Choose one of the offered methods.'),
    firstname: name,
    lastname: name,
    date_of_birth: isoDate,
    street: line(255),
    city: line(100),
    postcode: line(20),
    country_code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Enter a two-letter country code.'),
    document_number: z.string().trim().max(50).optional().nullable(),
    document_type: z.enum(['passport', 'driving_licence']).optional().nullable(),
  })
  .strict()
  .refine((input) => input.method !== 'document' || !!input.document_number, {
    message: 'Enter the document number.',
    path: ['document_number'],
  });

export type VerifyCustomerAgeInput = z.output<typeof verifyCustomerAgeInput>;
