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
 * The same field with another default value (e.g. a shipped image instead of no image). Like
 * every `fields.*` default it is a prefault: a missing key gets the value, and it is validated.
 */
export function withDefault<T extends z.ZodType>(
  field: z.ZodPrefault<T>,
  defaultValue: z.input<T>,
): z.ZodPrefault<T> {
  return carryMeta(field, field.unwrap().prefault(defaultValue as never) as z.ZodPrefault<T>);
}
