import type { z } from 'zod';
import { fieldRegistry, getFieldMeta } from '../fields';

/**
 * Small adjustments to `fields.*` schemas that keep their editor metadata (the registry entry
 * belongs to the outermost schema, so a new wrapper needs it copied over).
 */
function carryMeta<T extends z.ZodType>(from: z.ZodType, to: T): T {
  const meta = getFieldMeta(from);
  if (meta) fieldRegistry.add(to, meta);
  return to;
}

/**
 * `fields.*({ required: true })` put the default on with `.default()`, which zod 4 returns
 * without validating when the key is missing, so `{}` passes a "required" field. This swaps the
 * wrapper for `.prefault()`: a missing key gets the same default, but the default is validated
 * (and refused when empty).
 */
export function refuseWhenMissing<T extends z.ZodType>(
  field: z.ZodDefault<T> | z.ZodPrefault<T>,
): z.ZodPrefault<T> {
  const strict = field.unwrap().prefault(field.def.defaultValue as never) as z.ZodPrefault<T>;
  return carryMeta(field, strict);
}

/** The same field with another default value (e.g. a shipped image instead of no image). */
export function withDefault<T extends z.ZodType>(
  field: z.ZodDefault<T> | z.ZodPrefault<T>,
  defaultValue: z.input<T>,
): z.ZodPrefault<T> {
  return carryMeta(field, field.unwrap().prefault(defaultValue as never) as z.ZodPrefault<T>);
}
