import type { FieldDescriptor } from './describe-fields';
import { FIELD_INPUTS } from './inputs';

export { errorMessage, testIdOf } from './inputs/field-input-props';

interface FieldInputProps {
  field: FieldDescriptor;
  /** The react-hook-form path of the value, e.g. `items.2.text`. */
  name: string;
  /** Overrides the label (list items of primitive values have none). */
  label?: string;
}

/** The input for one field: the one its kind maps to in FIELD_INPUTS (./inputs). */
export function FieldInput({ field, name, label = field.label }: FieldInputProps) {
  const Input = FIELD_INPUTS[field.kind];
  return <Input field={field} name={name} label={label} />;
}
