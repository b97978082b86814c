import { MAX_TRS_FIELDS, MAX_TRS_TEXT_CHARS, trsFormCodeSchema } from '@lumo/block-schema';
import { z } from 'zod';

export const trsFormCodeInput = trsFormCodeSchema;

/**
 * The raw values of a submission before the form's own schema sees them: an object of at most
 * MAX_TRS_FIELDS strings or booleans (the definition then decides which keys and what content).
 */
export const trsValuesInput = z
  .record(z.string().max(40), z.union([z.string().max(MAX_TRS_TEXT_CHARS * 2), z.boolean()]))
  .refine((values) => Object.keys(values).length <= MAX_TRS_FIELDS, 'Too many values.');
