import type { ComponentType } from 'react';
import type { FieldError } from 'react-hook-form';
import type { FieldDescriptor } from '../describe-fields';

/** What every field kind's input receives. */
export interface FieldInputProps {
  field: FieldDescriptor;
  /** The react-hook-form path of the value, e.g. `items.2.text`. */
  name: string;
  /** The field's label, or the one its list gave it (items of plain values have none). */
  label: string;
}

export type FieldInputComponent = ComponentType<FieldInputProps>;

/** The first message of a (possibly nested) react-hook-form error: image errors sit at `.url`. */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type') continue;
    const nested = errorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

export function testIdOf(name: string): string {
  return `field:${name}`;
}

export function asString(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}
